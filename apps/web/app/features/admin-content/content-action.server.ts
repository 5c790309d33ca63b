import { type ApiEndpoint, type ApiResponse, apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, data, redirect } from "react-router";
import { callAdminApi } from "../../lib/admin-api.server";
import { readAdminForm } from "../../lib/admin-session.server";
import { type ApiQueryValues, ApiResponseError } from "../../lib/api-client.server";
import type { ContentField } from "./content-fields";
import { editableText } from "./content-text.server";

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

/** The page a list address asks for (1 when none). */
export function pageOf(url: URL): number {
  return Number(url.searchParams.get("page")) || 1;
}

/** What a content form sends: each field's text, or a checkbox's true/false. */
export type ContentBody = Record<string, string | boolean>;

/** The API's body from a posted content form, field by field (content-fields.ts); the API checks it. */
export function bodyOf(form: FormData, fields: readonly ContentField[]): ContentBody {
  return Object.fromEntries(
    fields.map((field): [string, string | boolean] => {
      const text = textOf(form, field.name);
      switch (field.kind) {
        case "check":
          return [field.name, checkedOf(form, field.name)];
        case "number":
          return [field.name, text || String(field.fallback)];
        case "color":
          return [field.name, text || field.fallback];
        case "select":
          return [field.name, field.options.some((option) => option.value === text) ? text : field.fallback];
        default:
          return [field.name, text];
      }
    }),
  );
}

/** One content write: its endpoint, the record's id for those with one in their path, and the form's body. */
type ContentWriteCall = (
  context: AppLoadContext,
  request: Request,
  endpoint: ApiEndpoint,
  options: { params?: Record<string, string | number>; body?: ContentBody },
) => Promise<unknown>;
// The body is built from the page's fields: the API checks it against the endpoint's contract and answers its message.
export const sendContentWrite = callAdminApi as unknown as ContentWriteCall;

type EndpointName = keyof typeof apiEndpoints;
type RecordKindOf<Name> = Name extends `adminDelete${infer Kind}`
  ? `adminCreate${Kind}` extends EndpointName
    ? `adminUpdate${Kind}` extends EndpointName
      ? Kind
      : never
    : never
  : never;
/** A kind that staff add, edit and delete by id: "Notice" for adminCreateNotice, adminUpdateNotice, adminDeleteNotice. */
export type RecordApiName = RecordKindOf<EndpointName>;

/**
 * The action of a page of records: a delete (intent=delete with the row's id), else a save of the form's fields, a new
 * record without an id and an edit with one; then back to `path` with the outcome (runContentWrite).
 */
export async function recordAction(
  { request, context }: { request: Request; context: AppLoadContext },
  path: string,
  fields: readonly ContentField[],
  kind: RecordApiName,
): Promise<ContentActionAnswer | Response> {
  const form = await readAdminForm(request);
  const id = idOf(form);
  if (textOf(form, "intent") === "delete" && id !== null) {
    return runContentWrite(path, "deleted", () =>
      sendContentWrite(context, request, apiEndpoints[`adminDelete${kind}`], { params: { id } }),
    );
  }
  const body = bodyOf(form, fields);
  return runContentWrite(path, "saved", () =>
    id === null
      ? sendContentWrite(context, request, apiEndpoints[`adminCreate${kind}`], { body })
      : sendContentWrite(context, request, apiEndpoints[`adminUpdate${kind}`], { params: { id }, body }),
  );
}

type ListRow<E extends ApiEndpoint> = ApiResponse<E> extends { list: readonly (infer Row)[] } ? Row : never;

/**
 * A page of records (20 a page, the list's filters from the address) and the one the address opens in the form
 * (`edit=<id>`), its `plainText` fields as the plain text staff edit (editableText).
 */
export async function loadRecords<E extends ApiEndpoint>(
  { request, context }: { request: Request; context: AppLoadContext },
  endpoint: E,
  { filters = [], plainText = [] }: { filters?: readonly string[]; plainText?: readonly string[] } = {},
): Promise<{ page: ApiResponse<E>; editing: ListRow<E> | null }> {
  const url = new URL(request.url);
  const query = Object.fromEntries(filters.map((name) => [name, url.searchParams.get(name) ?? ""]));
  const load = callAdminApi as unknown as (
    context: AppLoadContext,
    request: Request,
    endpoint: E,
    options: { query: ApiQueryValues },
  ) => Promise<ApiResponse<E>>;
  const page = await loadContent(() =>
    load(context, request, endpoint, { query: { page: pageOf(url), size: 20, ...query } }),
  );
  const editId = Number(url.searchParams.get("edit"));
  const row = (page as { list: { id: number }[] }).list.find((entry) => entry.id === editId) as
    | (ListRow<E> & Record<string, unknown>)
    | undefined;
  if (!row) return { page, editing: null };
  const edited = Object.fromEntries(plainText.map((name) => [name, editableText(String(row[name] ?? ""))]));
  return { page, editing: { ...row, ...edited } };
}

/**
 * The action of a page with one form (a policy's new version, an app release, the maintenance window): the body
 * (`bodyOf` the fields unless the page reads its own) to `endpoint`, then back to `path` with the outcome.
 */
export async function formAction(
  { request, context }: { request: Request; context: AppLoadContext },
  path: string,
  endpoint: ApiEndpoint,
  fields: readonly ContentField[],
  { params, body = bodyOf }: { params?: Record<string, string>; body?: typeof bodyOf } = {},
): Promise<ContentActionAnswer | Response> {
  const form = await readAdminForm(request);
  return runContentWrite(path, "saved", () =>
    sendContentWrite(context, request, endpoint, { ...(params ? { params } : {}), body: body(form, fields) }),
  );
}
