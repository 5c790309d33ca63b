const SCHEMA_REF = "#/components/schemas/";

/**
 * The document with only the `components.schemas` that something refers to: an operation, or a kept schema in turn.
 * fastify-type-provider-zod writes every named shape twice, in its input and its output version, whether an operation
 * reads it, answers it or neither.
 */
export function withoutUnusedSchemas<T extends object>(document: T): T {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!components || !schemas) return document;
  const kept = new Set<string>();
  const pending = [...refsIn(rest)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (kept.has(name) || !(name in schemas)) continue;
    kept.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return { ...document, components: { ...components, schemas: used } };
}

/** The schema names of every `$ref` inside a value. */
export function refsIn(value: unknown): string[] {
  const names: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
    } else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        if (key === "$ref" && typeof child === "string" && child.startsWith(SCHEMA_REF)) {
          names.push(child.slice(SCHEMA_REF.length));
        } else {
          visit(child);
        }
      }
    }
  };
  visit(value);
  return names;
}

/**
 * The document without the bounds zod writes on every `.int()`: `minimum` -(2^53 − 1) and `maximum` 2^53 − 1. They
 * say only that the number is a safe integer, cost a sixth of the document, and Swagger UI showed the minimum as every
 * id's and price's example value (-9007199254740991). Bounds a contract sets itself stay.
 */
export function withoutSafeIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds) as T;
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "minimum" && child === Number.MIN_SAFE_INTEGER) continue;
    if (key === "maximum" && child === Number.MAX_SAFE_INTEGER) continue;
    copy[key] = withoutSafeIntegerBounds(child);
  }
  return copy as T;
}
