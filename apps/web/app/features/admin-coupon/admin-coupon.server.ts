import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { ADMIN_COUPON_MESSAGES } from "@shop/contracts/admin-coupon";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, data } from "react-router";
import { requireAdminToken, toAdminLogin } from "../../lib/admin-session.server";
import { ApiResponseError, callPath } from "../../lib/api-client.server";

/** A coupon id of the address, or the page's 404. */
export function couponIdOf(value: string | undefined): number {
  const id = Number(value);
  if (!/^[1-9][0-9]{0,9}$/.test(value ?? "") || id > 2_147_483_647) {
    throw data(ADMIN_COUPON_MESSAGES.notFound, { status: 404 });
  }
  return id;
}

/** The API's refusal as the form shows it: the sentence, and each field's own sentence. */
export function refusalOf(error: unknown) {
  if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
  if (error.status === 404) throw data(ADMIN_COUPON_MESSAGES.notFound, { status: 404 });
  const fieldErrors: Record<string, string> = {};
  for (const entry of error.body?.errors ?? []) fieldErrors[entry.field] ??= entry.message;
  return { status: error.status, formError: error.message, fieldErrors };
}

/**
 * A coupon's codes as .csv or .xlsx (a resource route): the API's download with the staff token, its bytes passed
 * through; a refusal answers the API's Korean sentence as text.
 */
export async function couponCodesFileResponse(
  context: AppLoadContext,
  request: Request,
  id: number,
  format: "csv" | "xlsx",
): Promise<Response> {
  const { token } = await requireAdminToken(request);
  const endpoint = format === "csv" ? apiEndpoints.adminCouponCodesCsv : apiEndpoints.adminCouponCodesXlsx;
  const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}` };
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const response = await context.apiFetch(callPath(endpoint, { params: { id } }), { method: "GET", headers });
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
    throw new Error(`coupon codes download answered ${response.status}`);
  }
  return new Response(response.body, {
    headers: {
      "content-type": response.headers.get("content-type") ?? "application/octet-stream",
      "content-disposition": response.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
