import { hasUnusableCharacter, UNUSABLE_CHARACTER_MESSAGE } from "@shop/contracts/common";
import { ApiError } from "./api-error.js";

/**
 * The dotted path ("extra.0.note") of the first text in `input` — a string, or a field name of an object — that breaks
 * the one text rule (no NUL); null when all of it passes. Walked with a stack, not recursion: a megabyte of nested
 * JSON arrays is a legal body, and must not overflow the call stack.
 */
export function findUnusableText(input: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: "" }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (hasUnusableCharacter(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: join(path, String(i)) });
    } else if (typeof value === "object" && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (hasUnusableCharacter(key)) return join(path, key);
        pending.push({ value: child, path: join(path, key) });
      }
    }
  }
  return null;
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
