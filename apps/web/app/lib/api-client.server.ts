import { type ErrorBody, errorBodySchema } from "@shop/contracts/common";
import type { AppLoadContext } from "react-router";
import type { z } from "zod";

/** An API answer that was not 2xx; `body` follows the shared error shape when the API sent one. */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    // SPEC §8: the body message, else the description, else the error itself.
    super(body?.message || body?.description || `API ${status}`);
  }
}

export interface ApiCallOptions {
  /** The incoming page request: its cookies carry the shopper's session to the API. */
  request?: Request;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
}

function buildPath(path: string, query: ApiCallOptions["query"]) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls the API and checks the answer against its contract schema, so a drift between api and
 * web fails loudly here instead of rendering garbage.
 */
export async function callApi<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
  options: ApiCallOptions = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const cookie = options.request?.headers.get("cookie");
  if (cookie) headers.cookie = cookie;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await context.apiFetch(buildPath(path, options.query), {
    method: options.method ?? "GET",
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    throw new ApiResponseError(response.status, parsed.success ? parsed.data : null);
  }
  return schema.parse(payload);
}

/**
 * For header and footer data the SPEC says are "only logged" on failure (banner, keyword,
 * categories …): returns the fallback and logs the cause with the path.
 */
export async function callApiOrFallback<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
  fallback: z.infer<T>,
  options: ApiCallOptions = {},
): Promise<z.infer<T>> {
  try {
    return await callApi(context, path, schema, options);
  } catch (error) {
    console.error(`[web] ${path} failed; using fallback`, error);
    return fallback;
  }
}
