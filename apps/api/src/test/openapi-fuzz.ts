/**
 * Hostile requests for every operation of the API's own OpenAPI document (`app.swagger()`), for the fuzz test
 * (src/openapi-fuzz.test.ts). Values come from a fixed pool of known-bad inputs plus strings fast-check draws, all
 * from seeds derived from the operation and field names, so a run is the same every time and a failure replays.
 * Each case changes one field of an otherwise plausible request: a sample per field, never a cartesian product.
 */
import fc from "fast-check";

export interface JsonSchema {
  /** A shared schema of the document, `#/components/schemas/<name>` (src/plugins/openapi.ts names them). */
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface FuzzParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  method: string;
  /** The OpenAPI path, e.g. /api/item/{itemUserCode}. */
  path: string;
  parameters: FuzzParameter[];
  body?: { contentType: string; schema: JsonSchema };
}

/** One request: the URL built from its path and query values, and the body as sent (raw). */
export interface FuzzCase {
  label: string;
  url: string;
  body?: { payload: string | Buffer; contentType?: string };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

const SCHEMA_REF = "#/components/schemas/";

/**
 * The schema with every reference to a shared schema replaced by the schema it names, so a field behind a `$ref` is
 * fuzzed like any other. A reference back into a schema already being resolved (a tree's children) becomes `{}`: any
 * value goes there, and one level of the tree is enough to reach its checks.
 */
export function resolveRefs(
  schema: JsonSchema,
  shared: Readonly<Record<string, JsonSchema>>,
  resolving: ReadonlySet<string> = new Set(),
): JsonSchema {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.startsWith(SCHEMA_REF) ? schema.$ref.slice(SCHEMA_REF.length) : undefined;
    const target = name === undefined ? undefined : shared[name];
    if (name === undefined || target === undefined) throw new Error(`the document has no schema ${schema.$ref}`);
    return resolving.has(name) ? {} : resolveRefs(target, shared, new Set([...resolving, name]));
  }
  const inner = (child: JsonSchema) => resolveRefs(child, shared, resolving);
  return {
    ...schema,
    ...(schema.items ? { items: inner(schema.items) } : {}),
    ...(schema.properties
      ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([key, child]) => [key, inner(child)])) }
      : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(inner) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map(inner) } : {}),
    ...(schema.allOf ? { allOf: schema.allOf.map(inner) } : {}),
  };
}

/** Every operation of the document, in document order. */
export function operationsOf(document: unknown): FuzzOperation[] {
  const { paths, components } = document as OpenApiDocument;
  const resolved = (schema: JsonSchema | undefined) => resolveRefs(schema ?? {}, components?.schemas ?? {});
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters: FuzzParameter[] = [];
      for (const p of operation.parameters ?? []) {
        if (p.in !== "path" && p.in !== "query") continue;
        parameters.push({
          name: p.name,
          in: p.in,
          required: p.in === "path" || p.required === true,
          schema: resolved(p.schema),
        });
      }
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        ...(contentType ? { body: { contentType, schema: resolved(media?.schema) } } : {}),
      });
    }
  }
  return operations;
}

/** Text no field should choke on: SQL and path strings, NUL, emoji, markup, numbers that are not, huge values. */
const HOSTILE_TEXT = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "😀🥩",
  "' OR 1=1--",
  "1; DROP TABLE items;--",
  "../../etc/passwd",
  "%00",
  "%",
  "<script>alert(1)</script>",
  "-1",
  "0",
  "1.5",
  "1e309",
  "99999999999999999999",
  "NaN",
  "null",
  "[]",
  "가".repeat(5000),
  "a".repeat(100_000),
];

/** Values of the wrong JSON type for any field. */
const HOSTILE_JSON: unknown[] = [
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  true,
  null,
  [],
  {},
  ["a", 1],
  { a: "b" },
  Array.from({ length: 2000 }, (_, i) => i),
];

/** A 32-bit seed from a name, so each field draws its own values and a run repeats. */
function seedOf(name: string): number {
  let hash = 2166136261;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 16777619);
  return hash | 0;
}

const drawnText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
);

const drawnJson = fc.oneof(
  { weight: 2, arbitrary: drawnText },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_JSON) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The value every text field gets, whatever else is drawn: the one that reached SQL as a 500 (issue 9). */
const NUL_TEXT = "a\u0000b";

/** `count` hostile texts for a field (query, path and form values are always text), a NUL byte first. */
export function hostileTexts(name: string, count: number): string[] {
  return [NUL_TEXT, ...fc.sample(drawnText, { seed: seedOf(name), numRuns: count - 1 })];
}

/** `count` hostile JSON values for a field: texts and values of every other type, a NUL byte first. */
export function hostileJsonValues(name: string, count: number): unknown[] {
  return [NUL_TEXT, ...fc.sample(drawnJson, { seed: seedOf(name), numRuns: count - 1 })];
}

function firstType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((type) => type !== "null") ?? types[0];
}

/**
 * A value the schema plausibly accepts, so that a case changing one other field reaches that field's check: a known
 * value for a field named in `known` (a real item code …), else the enum's first, a string matching the pattern …
 */
export function plausibleValue(schema: JsonSchema, name: string, known: Readonly<Record<string, unknown>>): unknown {
  if (name in known) return known[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return plausibleValue(variant, name, known);
  switch (firstType(schema)) {
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "array":
      return [plausibleValue(schema.items ?? {}, name, known)];
    case "object": {
      // Required fields only: an optional one left out cannot make the request fail before the field under test.
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, child]) => [key, plausibleValue(child, key, known)]),
      );
    }
    case "null":
      return null;
    default: {
      const plain = "a".repeat(Math.max(schema.minLength ?? 1, 1));
      if (!schema.pattern) return plain;
      try {
        const [match] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: seedOf(name), numRuns: 1 });
        return match;
      } catch {
        // fast-check cannot draw from every pattern (lookaheads): a plain value still reaches the other fields.
        return plain;
      }
    }
  }
}

function urlOf(operation: FuzzOperation, values: Readonly<Record<string, unknown>>, extraQuery = ""): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else query.append(parameter.name, String(value));
  }
  const search = [query.toString(), extraQuery].filter(Boolean).join("&");
  return search ? `${path}?${search}` : path;
}

function multipartBody(fields: Readonly<Record<string, unknown>>) {
  const boundary = "----shopfuzzboundary";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Bodies that are broken as a whole: not JSON, not an object, nested past reason, too big, of another type. */
function wholeBodyCases(contentType: string): { label: string; payload: string | Buffer; contentType?: string }[] {
  const deep = 20_000;
  return [
    { label: "malformed JSON", payload: '{"a":', contentType: "application/json" },
    { label: "empty JSON body", payload: "", contentType: "application/json" },
    { label: "JSON null", payload: "null", contentType: "application/json" },
    { label: "JSON array", payload: "[]", contentType: "application/json" },
    { label: "JSON text", payload: '"text"', contentType: "application/json" },
    { label: "prototype key", payload: '{"__proto__":{"polluted":1}}', contentType: "application/json" },
    {
      label: "constructor key",
      payload: '{"constructor":{"prototype":{"polluted":1}}}',
      contentType: "application/json",
    },
    { label: "deep nesting", payload: `${"[".repeat(deep)}${"]".repeat(deep)}`, contentType: "application/json" },
    { label: "over the body limit", payload: `{"a":"${"a".repeat(1_100_000)}"}`, contentType: "application/json" },
    { label: "plain text", payload: "hello", contentType: "text/plain" },
    { label: "a form", payload: "a=b&c=%00", contentType: "application/x-www-form-urlencoded" },
    { label: "XML", payload: "<a>b</a>", contentType: "application/xml" },
    { label: "no content type", payload: "{}" },
    {
      label: "broken multipart",
      payload: "--x\r\nContent-Disposition: form-data\r\n\r\nno end",
      contentType: "multipart/form-data; boundary=x",
    },
    ...(contentType === "multipart/form-data"
      ? [{ label: "JSON to a form", payload: "{}", contentType: "application/json" }]
      : []),
  ];
}

/**
 * The cases of one operation: the plausible request, then each parameter and each top-level body field in turn
 * replaced by `perField` hostile values, a query key repeated, and the whole-body breakers.
 */
export function fuzzCases(
  operation: FuzzOperation,
  { perField, known }: { perField: number; known: Readonly<Record<string, unknown>> },
): FuzzCase[] {
  const name = `${operation.method} ${operation.path}`;
  // Required parameters only, as for body fields: each case then adds or changes one.
  const values = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, plausibleValue(parameter.schema, parameter.name, known)]),
  );
  const bodySchema = operation.body?.schema;
  const multipart = operation.body?.contentType === "multipart/form-data";
  const fields = bodySchema
    ? (plausibleValue({ ...bodySchema, type: "object" }, "", known) as Record<string, unknown>)
    : undefined;
  if (multipart && fields) delete fields.photos;

  const bodyOf = (content: Readonly<Record<string, unknown>> | undefined): FuzzCase["body"] => {
    if (!content) return undefined;
    return multipart ? multipartBody(content) : { payload: JSON.stringify(content), contentType: "application/json" };
  };
  const cases: FuzzCase[] = [{ label: "plausible", url: urlOf(operation, values), body: bodyOf(fields) }];

  for (const parameter of operation.parameters) {
    for (const text of hostileTexts(`${name} ${parameter.name}`, perField)) {
      cases.push({
        label: `${parameter.in} ${parameter.name}=${JSON.stringify(text).slice(0, 40)}`,
        url: urlOf(operation, { ...values, [parameter.name]: text }),
        body: bodyOf(fields),
      });
    }
    if (parameter.in === "query") {
      cases.push({
        label: `query ${parameter.name} repeated`,
        url: urlOf(operation, values, `${encodeURIComponent(parameter.name)}=x`),
        body: bodyOf(fields),
      });
    }
  }

  if (fields) {
    const url = urlOf(operation, values);
    for (const field of Object.keys(bodySchema?.properties ?? {})) {
      if (multipart && field === "photos") continue;
      const draws = multipart
        ? hostileTexts(`${name} ${field}`, perField)
        : hostileJsonValues(`${name} ${field}`, perField);
      for (const value of draws) {
        cases.push({
          label: `body ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          url,
          body: bodyOf({ ...fields, [field]: value }),
        });
      }
      const { [field]: _left, ...without } = fields;
      cases.push({ label: `body without ${field}`, url, body: bodyOf(without) });
    }
    cases.push({ label: "body with an unknown field", url, body: bodyOf({ ...fields, "unknown\u0000": "x" }) });
  }
  // A call that takes no body may still be sent one.
  if (operation.method !== "GET") {
    const url = urlOf(operation, values);
    for (const { label, payload, contentType } of wholeBodyCases(operation.body?.contentType ?? "")) {
      cases.push({ label, url, body: { payload, ...(contentType ? { contentType } : {}) } });
    }
  }
  return cases;
}
