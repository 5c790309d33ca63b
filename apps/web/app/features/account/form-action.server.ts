import { data } from "react-router";
import { ApiResponseError } from "../../lib/api-client.server";
import type { FieldErrors, FormValues } from "./form-values";
import type { PhoneState } from "./phone-state";

/** What an account action answers when the shopper has something to fix; the page shows it under the fields. */
export interface AccountActionData {
  fieldErrors?: FieldErrors;
  /** A message about the whole form (SPEC §8: the body message, else the description, else the error). */
  formError?: string;
  /** What was typed, minus passwords, so a page rendered without JavaScript keeps it. */
  values?: FormValues;
  phone?: PhoneState;
  loginIdCheck?: { loginId: string; available: boolean; message: string };
  /** The steps of finding an id or a password (find-idpw). */
  find?: FindState;
}

/** Where a find-id or find-password flow stands: a code was sent, or it is done. */
export interface FindState {
  step: "code" | "done";
  /** Epoch ms when the code stops working (step "code"). */
  expiresAt?: number;
  /** The member's ids (find-id, step "done"). */
  ids?: { loginId: string; loginType: string; createdAt: string }[];
}

/** Typed values without the secrets: a password never travels back into the HTML. */
export function publicValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !/password|token|authNumber|csrf/i.test(name)),
  ) as FormValues;
}

/** An action's answer to the page (typed once, so every branch of an action answers the same shape). */
export function reply(answer: AccountActionData, status = 200) {
  return data<AccountActionData>(answer, { status });
}

/** A 400 answer with the messages to show. */
export function invalid(answer: AccountActionData) {
  return reply(answer, 400);
}

/**
 * Turns an API refusal into messages on the form: each `errors` entry under its field when the form has that
 * field, the rest (and a refusal without field errors) as the form's message. Anything that is not an API answer
 * (a bug, the API down) is not the shopper's to fix and propagates to the error page.
 */
export function apiRefusal(error: unknown, fields: readonly string[], answer: AccountActionData = {}) {
  if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
  const fieldErrors: FieldErrors = { ...answer.fieldErrors };
  const unplaced: string[] = [];
  for (const entry of error.body?.errors ?? []) {
    if (fields.includes(entry.field)) fieldErrors[entry.field] ??= entry.message;
    else unplaced.push(entry.message);
  }
  const placedAny = Object.keys(fieldErrors).length > 0;
  const formError = placedAny ? unplaced[0] : (unplaced[0] ?? error.message);
  return reply({ ...answer, fieldErrors, ...(formError ? { formError } : {}) }, error.status);
}

/** The intent a side button posted (send a code, check an id) or "submit" for the main button. */
export function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" && intent !== "" ? intent : "submit";
}
