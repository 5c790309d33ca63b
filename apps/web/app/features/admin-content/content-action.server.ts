import { data, redirect } from "react-router";
import { ApiResponseError } from "../../lib/api-client.server";

/** What a content page's action answers when the API refused: the message and the fields' own messages. */
export interface ContentActionAnswer {
  formError?: string;
  fieldErrors?: Record<string, string>;
}

/** A form field as trimmed text ('' when missing). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A checkbox: true when ticked. */
export function checkedOf(form: FormData, name: string): boolean {
  return form.get(name) !== null;
}

/** The id of the row a form names, or null. */
export function idOf(form: FormData): number | null {
  const id = Number(textOf(form, "id"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Runs the write and, when it went through, goes back to the list with the outcome in the address (so a reload does
 * not send the form again); an API refusal stays on the page with its Korean messages.
 */
export async function runContentWrite(
  backTo: string,
  outcome: "saved" | "deleted",
  write: () => Promise<unknown>,
): Promise<ContentActionAnswer | Response> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    const fieldErrors = Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.field, entry.message]));
    return { formError: error.message, fieldErrors };
  }
  const url = new URL(backTo, "http://x");
  url.searchParams.set("done", outcome);
  return redirect(`${url.pathname}${url.search}`);
}

/**
 * A content page's reads: a refusal of the API (403 for a role without content.write, 400 for a bad address) becomes
 * the page's own answer with the API's Korean message, shown by the content layout's error boundary.
 */
export async function loadContent<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiResponseError && error.status < 500) throw data(error.message, { status: error.status });
    throw error;
  }
}
