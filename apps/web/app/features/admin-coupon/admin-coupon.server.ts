import { ADMIN_COUPON_MESSAGES } from "@shop/contracts/admin-coupon";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, data } from "react-router";
import { adminDownloadResponse } from "../../lib/admin-api.server";
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
export function couponCodesFileResponse(
  context: AppLoadContext,
  request: Request,
  id: number,
  format: "csv" | "xlsx",
): Promise<Response> {
  const endpoint = format === "csv" ? apiEndpoints.adminCouponCodesCsv : apiEndpoints.adminCouponCodesXlsx;
  const path = callPath(endpoint, { params: { id } });
  return adminDownloadResponse(context, request, path, "coupon codes", "application/octet-stream");
}
