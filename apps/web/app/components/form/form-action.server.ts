import { data } from "react-router";
import { ApiResponseError } from "../../lib/api-client.server";
import type { FieldErrors, FormValues } from "./form-values";

/** What a form's action answers when the shopper has something to fix; the page shows it under the fields. */
export interface FormActionData {
  fieldErrors?: FieldErrors;
  /** A message about the whole form (SPEC §8: the body message, else the description, else the error). */
  formError?: string;
  /** What was typed, minus passwords, so a page rendered without JavaScript keeps it. */
  values?: FormValues;
}

/** Typed values without the secrets: a password never travels back into the HTML. */
export function publicValues(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !/password|token|authNumber|csrf/i.test(name)),
  ) as FormValues;
}

/** The intent a side button posted (send a code, check an id) or "submit" for the main button. */
export function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" && intent !== "" ? intent : "submit";
}

/**
 * The answers of one kind of form action, typed once so every branch of an action answers the same shape and the
 * page reads one type. `empty` is the answer with nothing in it, for a refusal that carries nothing else.
 * `withMessage` puts a message about the whole form into an answer: `formError` (shown above the fields) unless the
 * page shows it elsewhere, as the item page does in its alert modal.
 */
export function formAnswers<T extends FormActionData>(
  empty: T,
  withMessage: (answer: T, message: string) => T = (answer, formError) => ({ ...answer, formError }),
) {
  /** An action's answer to the page; `headers` carry a session the action changed (Set-Cookie). */
  function reply(answer: T, status = 200, headers?: HeadersInit) {
    return data<T>(answer, headers ? { status, headers } : { status });
  }

  /** A 400 answer with the messages to show. */
  function invalid(answer: T) {
    return reply(answer, 400);
  }

  /**
   * Turns an API refusal into messages on the form: each `errors` entry under its field when the form has that
   * field, the rest (and a refusal without field errors) as the form's message. Anything that is not an API answer
   * (a bug, the API down) is not the shopper's to fix and propagates to the error page.
   */
  function apiRefusal(error: unknown, fields: readonly string[], answer: T = empty) {
    const refused = shopperRefusal(error);
    const fieldErrors: FieldErrors = { ...answer.fieldErrors };
    const unplaced: string[] = [];
    for (const entry of refused.body?.errors ?? []) {
      if (fields.includes(entry.field)) fieldErrors[entry.field] ??= entry.message;
      else unplaced.push(entry.message);
    }
    const placedAny = Object.keys(fieldErrors).length > 0;
    const formError = placedAny ? unplaced[0] : (unplaced[0] ?? refused.message);
    const placed = { ...answer, fieldErrors };
    return reply(formError ? withMessage(placed, formError) : placed, refused.status);
  }

  /**
   * An API refusal of a button with no fields of its own (a heart, a like): the refusal's SPEC §8 message as the
   * form's message. What is not the shopper's to fix propagates, as in `apiRefusal`.
   */
  function buttonRefusal(error: unknown, answer: T = empty) {
    const refused = shopperRefusal(error);
    return reply(withMessage(answer, refused.message), refused.status);
  }

  return { reply, invalid, apiRefusal, buttonRefusal };
}

/** The API's refusal of what the shopper sent (a 4xx); anything else is rethrown for the error page. */
function shopperRefusal(error: unknown): ApiResponseError {
  if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
  return error;
}
