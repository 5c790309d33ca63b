import type { FieldRule } from "@shop/core/validation/validate-fields";
import { z } from "zod";
import { INVALID } from "./zod-setup.js";

/** Shown when a value of the wrong type passes every rule of its field (e.g. a number where only `required` applies). */
export const INVALID_INPUT_MESSAGE = INVALID;

function firstMessage(rules: readonly FieldRule[], value: unknown, values: Readonly<Record<string, unknown>>) {
  for (const rule of rules) {
    const message = rule(value, values);
    if (message !== null) return message;
  }
  return null;
}

/**
 * The message for a value that is not a string: a missing one gets its rules' (`required`'s), a number the message
 * its digits get (`1234` as a login id → loginId's), anything else — an object, a list, a boolean — the generic one.
 */
function nonTextMessage(rules: readonly FieldRule[], input: unknown): string {
  if (input === undefined || input === null || typeof input === "number") {
    return firstMessage(rules, input, {}) ?? INVALID_INPUT_MESSAGE;
  }
  return INVALID_INPUT_MESSAGE;
}

/**
 * A text field checked by SPEC §5 rules from `@shop/core`, in order, with the first failing rule's message, so a
 * 400 names the rule a shopper broke rather than a JSON type.
 */
export function ruleText(rules: readonly FieldRule[]) {
  return z.string({ error: (issue) => nonTextMessage(rules, issue.input) }).superRefine((value, ctx) => {
    const message = firstMessage(rules, value, {});
    if (message !== null) ctx.addIssue({ code: "custom", message });
  });
}

/** An optional text field: absent, null and blank pass; anything typed is checked by `rules`. */
export function optionalRuleText(rules: readonly FieldRule[]) {
  return ruleText(rules).nullish();
}

/** A checkbox that must be ticked (checkbox_required): anything but `true` gets 필수 입력 항목입니다. */
export function requiredCheckbox(message: string) {
  return z.boolean({ error: message }).refine((value) => value === true, { message });
}

/**
 * A rule across fields (password_confirm, required_if), run even when other fields already failed, so one answer
 * lists every wrong field. `values` may then hold anything a client sent: rules read it as unknown.
 */
export function crossFieldRule(field: string, rule: FieldRule) {
  return z.superRefine<Record<string, unknown>>(
    (values, ctx) => {
      // A body that is not an object already failed; there is no field to compare.
      if (typeof values !== "object" || values === null) return;
      const message = rule(values[field], values);
      if (message !== null) ctx.addIssue({ code: "custom", path: [field], message });
    },
    { when: () => true },
  );
}
