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

/**
 * A back-office file download (a resource route): the API's answer at `path` fetched with the staff token and its
 * bytes passed through, never buffered. No session or a 401 goes to the login page; a refusal answers the API's Korean
 * sentence as text; a 5xx is thrown (`what` names the file in the error).
 */
export async function adminDownloadResponse(
  context: AppLoadContext,
  request: Request,
  path: string,
  what: string,
  fallbackType: string,
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
      "content-disposition": response.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
