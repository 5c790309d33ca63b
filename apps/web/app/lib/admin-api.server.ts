import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import type { ApiEndpoint, ApiResponse } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, redirect } from "react-router";
import { ADMIN_ACCOUNT_PATH, requireAdminToken, toAdminLogin } from "./admin-session.server";
import { type ApiCallArgs, type ApiCallOptions, ApiResponseError, callApi } from "./api-client.server";

/**
 * Calls a back-office endpoint (/api/admin/…) with the staff token of the request's admin session. No session, or
 * an answer of 401 (the session ended after 30 idle minutes, or at logout elsewhere), sends the staff member to the
 * login page with the API's reason; every other error is the caller's, as ApiResponseError.
 */
export async function callAdminApi<E extends ApiEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  ...args: ApiCallArgs<E>
): Promise<ApiResponse<E>> {
  const { token } = await requireAdminToken(request);
  const [options = {} as ApiCallOptions<E>] = args;
  const call = {
    ...options,
    request,
    anonymous: true,
    callerHandlesErrors: true,
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  } as ApiCallOptions<E>;
  try {
    return await (callApi as (c: AppLoadContext, e: E, o: ApiCallOptions<E>) => Promise<ApiResponse<E>>)(
      context,
      endpoint,
      call,
    );
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 401) {
      return toAdminLogin(request, error.body?.message || ADMIN_MESSAGES.unauthorized);
    }
    // Signed in with an operator's temporary password: nothing opens until a new one is chosen (decision 045).
    if (error instanceof ApiResponseError && error.status === 403 && error.body?.code === "PASSWORD_CHANGE_REQUIRED") {
      throw redirect(ADMIN_ACCOUNT_PATH);
    }
    throw error;
  }
}

/** How a download differs from the plain case: a file saved under the API's name, a refusal in the API's words. */
export interface AdminDownloadOptions {
  /** How the file opens when the API names no disposition: saved (the default) or shown in the page (a photo). */
  disposition?: "attachment" | "inline";
  /**
   * A missing file in the page's own words (a made-up id, another seller's file): the API's 404 or 400 answers this
   * sentence as a 404 instead of the API's.
   */
  notFound?: string;
}

/** A 404 as text: a file that is not there, in the page's own words. */
export function adminFileNotFound(message: string): Response {
  return new Response(`${message}\n`, {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });
}

/**
 * A back-office file download (a resource route): the API's answer at `path` fetched with the staff token and its
 * bytes passed through, never buffered. No session or a 401 goes to the login page; a refusal answers the API's Korean
 * sentence as text (or `notFound`'s for a missing file); a 5xx is thrown (`what` names the file in the error).
 */
export async function adminDownloadResponse(
  context: AppLoadContext,
  request: Request,
  path: string,
  what: string,
  fallbackType: string,
  { disposition = "attachment", notFound }: AdminDownloadOptions = {},
): Promise<Response> {
  const { token } = await requireAdminToken(request);
  const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}` };
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const response = await context.apiFetch(path, { method: "GET", headers });
  if (!response.ok) {
    if (response.status === 401) {
      await response.body?.cancel();
      return toAdminLogin(request, ADMIN_MESSAGES.unauthorized);
    }
    if (notFound !== undefined && (response.status === 404 || response.status === 400)) {
      await response.body?.cancel();
      return adminFileNotFound(notFound);
    }
    if (response.status < 500) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return new Response(body?.message ?? ADMIN_MESSAGES.forbidden, {
        status: response.status,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
    await response.body?.cancel();
    throw new Error(`${what} download answered ${response.status}`);
  }
  return new Response(response.body, {
    headers: {
      "content-type": response.headers.get("content-type") ?? fallbackType,
      "content-disposition": response.headers.get("content-disposition") ?? disposition,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
