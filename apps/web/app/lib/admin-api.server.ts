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
