import { hasUnusableCharacter, UNUSABLE_CHARACTER_MESSAGE } from "@shop/contracts/common";
import { ApiError } from "./api-error.js";

/** An array or object the walk is inside: its children, and how far through them it is. */
interface OpenNode {
  /** The children's field names; null for an array, whose children are named by their index. */
  names: readonly string[] | null;
  values: readonly unknown[];
  /** The index of the child after the one being looked at. */
  next: number;
}

/**
 * The dotted path ("extra.0.note") of the first text in `input` — a string, or a field name of an object — that breaks
 * the one text rule (no NUL); null when all of it passes. Walked with a stack, not recursion: a megabyte of nested
 * JSON arrays is a legal body, and must not overflow the call stack. The stack holds where the walk is, so the path
 * is written only for the text that breaks the rule, never for each value that passes.
 */
export function findUnusableText(input: unknown): string | null {
  const open: OpenNode[] = [];
  let value = input;
  for (;;) {
    if (typeof value === "string") {
      if (hasUnusableCharacter(value)) return pathOf(open);
    } else if (Array.isArray(value)) {
      open.push({ names: null, values: value, next: 0 });
    } else if (typeof value === "object" && value !== null) {
      const names = Object.keys(value);
      // An object's field names are all checked before its values, and the last unusable one is reported.
      const unusableName = names.findLast(hasUnusableCharacter);
      if (unusableName !== undefined) return pathOf(open, unusableName);
      open.push({ names, values: Object.values(value), next: 0 });
    }
    let node = open.at(-1);
    while (node && node.next === node.values.length) {
      open.pop();
      node = open.at(-1);
    }
    if (!node) return null;
    value = node.values[node.next++];
  }
}

/** The dotted path to the child each open node is looking at, then `name` (a field name) when given. */
function pathOf(open: readonly OpenNode[], name?: string): string {
  const keys = open.map(({ names, next }) => names?.[next - 1] ?? String(next - 1));
  if (name !== undefined) keys.push(name);
  // Leading empty names are dropped, as the path has always been written.
  return keys.reduce((path, key) => (path ? `${path}.${key}` : key), "");
}

/** The 400 for a text that breaks the rule, naming the field as a validation error does. */
export function unusableTextError(field: string, where: string): ApiError {
  return new ApiError(
    400,
    "VALIDATION",
    UNUSABLE_CHARACTER_MESSAGE,
    `NUL byte in ${where} field ${field || "(whole)"}`,
    [{ field, message: UNUSABLE_CHARACTER_MESSAGE }],
  );
}
