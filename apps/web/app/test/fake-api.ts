import type { AppLoadContext } from "react-router";

/** One call the page's server made to the API. */
export interface ApiCall {
  method: string;
  /** Path and query, as callApi built them. */
  path: string;
  /** The JSON body, or a multipart body's fields (files as name, type and size). */
  body: unknown;
}

/** How the fake API answers one call: a JSON body and a status (200 unless said). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** Answers keyed "METHOD /api/path" (no query); a function sees the call, e.g. to answer by its body. */
export type FakeRoutes = Record<string, FakeAnswer | ((call: ApiCall) => FakeAnswer)>;

/** A multipart body as a test reads it: each field's value, a file as its name, type and size; repeated ones as lists. */
async function formFields(bytes: Uint8Array, contentType: string) {
  const form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const shown = typeof value === "string" ? value : { name: value.name, type: value.type, size: value.size };
    const before = fields[name];
    fields[name] = before === undefined ? shown : Array.isArray(before) ? [...before, shown] : [before, shown];
  }
  return fields;
}

/**
 * A load context whose API is a table of answers, with every call recorded: loaders and actions run their real
 * code (callApi, the contracts' schemas, SPEC §8 error handling) without a server. A call the table does not name
 * fails the test with its key, so a test lists exactly the calls a page makes.
 */
export function fakeApi(routes: FakeRoutes): { context: AppLoadContext; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const apiFetch = async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body =
      typeof init.body === "string" && init.body !== ""
        ? JSON.parse(init.body)
        : init.body instanceof Uint8Array
          ? await formFields(init.body, new Headers(init.headers).get("content-type") ?? "")
          : null;
    const call = { method, path, body };
    calls.push(call);
    const key = `${method} ${path.split("?")[0]}`;
    const route = routes[key];
    if (!route) throw new Error(`fakeApi: no answer for ${key}`);
    const answer = typeof route === "function" ? route(call) : route;
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  return { context: { apiFetch }, calls };
}

/** The API's error body (SPEC §8 shape) with the shopper's message. */
export function apiError(status: number, message: string, errors: { field: string; message: string }[] = []) {
  return { status, body: { status, code: "VALIDATION", message, description: "", errors } };
}
