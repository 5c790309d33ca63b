import {
  type AdminClaimAction,
  type AdminClaimActionResponse,
  type AdminOrderCancelResponse,
  adminClaimQuerySchema,
  adminOrderCancelRequestSchema,
} from "@shop/contracts/admin-claim";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { adminDownloadResponse, adminFileNotFound, callAdminApi } from "../../lib/admin-api.server";
import { requireAdminToken } from "../../lib/admin-session.server";
import { ApiResponseError, callPath } from "../../lib/api-client.server";

/** The list's filters as the URL holds them (the page keeps them in links and the filter form). */
export const CLAIM_FILTER_KEYS = ["kind", "status", "from", "to", "sellerId", "keyword", "page"] as const;

/** The filters of the list's URL: a filter typed wrong is dropped rather than refused, so the list still shows. */
export function claimFiltersOf(url: URL) {
  const raw: Record<string, string | undefined> = Object.fromEntries(
    CLAIM_FILTER_KEYS.map((key) => [key, url.searchParams.get(key) || undefined]),
  );
  const query: Record<string, string> = {};
  for (const key of CLAIM_FILTER_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (adminClaimQuerySchema.safeParse({ [key]: value }).success) query[key] = value;
  }
  return { raw, query: adminClaimQuerySchema.parse({ ...query, size: 30 }) };
}

/** A positive id from a path segment, or null. */
export function claimIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export type ClaimActionAnswer =
  | { kind: "done"; message: string; changed: boolean }
  | { kind: "error"; message: string; status: number };

const STEP_ENDPOINTS = {
  collect: apiEndpoints.adminClaimCollect,
  complete: apiEndpoints.adminClaimComplete,
  deliver: apiEndpoints.adminClaimDeliver,
} as const;

/** One step of the detail page's buttons (`intent`), with the refuse's reason. */
export async function submitClaimStep(
  context: AppLoadContext,
  request: Request,
  claimId: number,
  form: FormData,
): Promise<ClaimActionAnswer> {
  const intent = String(form.get("intent") ?? "") as AdminClaimAction;
  try {
    let answer: AdminClaimActionResponse;
    if (intent === "refuse") {
      answer = await callAdminApi(context, request, apiEndpoints.adminClaimRefuse, {
        params: { claimId },
        body: { reason: String(form.get("reason") ?? "") },
      });
    } else if (intent in STEP_ENDPOINTS) {
      answer = await callAdminApi(context, request, STEP_ENDPOINTS[intent as keyof typeof STEP_ENDPOINTS], {
        params: { claimId },
      });
    } else {
      return { kind: "error", message: "처리할 단계를 선택해 주세요.", status: 400 };
    }
    return { kind: "done", message: answer.message, changed: answer.changed };
  } catch (error) {
    if (error instanceof ApiResponseError) return { kind: "error", message: error.message, status: error.status };
    throw error;
  }
}

export type OrderCancelAnswer =
  | { kind: "cancelled"; result: AdminOrderCancelResponse }
  | { kind: "error"; message: string; status: number };

/** The order page's 주문 취소 form: the checked lines (`line`), the reason and its words. */
export async function submitOrderCancel(
  context: AppLoadContext,
  request: Request,
  orderCode: string,
  form: FormData,
): Promise<OrderCancelAnswer> {
  const detail = String(form.get("detail") ?? "").trim();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  // Asked only when the order was paid into a virtual account (the order page shows the fields then).
  const refundAccount = form.has("refundBankCode")
    ? { bankCode: text("refundBankCode"), accountNumber: text("refundAccountNumber"), holder: text("refundHolder") }
    : undefined;
  const parsed = adminOrderCancelRequestSchema.safeParse({
    orderItemIds: form.getAll("line").map((value) => String(value)),
    reason: String(form.get("reason") ?? ""),
    ...(detail ? { detail } : {}),
    ...(refundAccount ? { refundAccount } : {}),
  });
  if (!parsed.success) {
    return { kind: "error", message: parsed.error.issues[0]?.message ?? "취소할 상품을 선택해 주세요.", status: 400 };
  }
  try {
    const result = await callAdminApi(context, request, apiEndpoints.adminOrderCancel, {
      params: { orderCode },
      body: parsed.data,
    });
    return { kind: "cancelled", result };
  } catch (error) {
    if (error instanceof ApiResponseError) return { kind: "error", message: error.message, status: error.status };
    throw error;
  }
}

/** What a missing photo says (another seller's claim, a made-up id). */
const PHOTO_NOT_FOUND = "사진을 찾을 수 없습니다.";

/**
 * A photo the shopper sent with a return or exchange, passed through with the staff token and shown in the page. The
 * API's 404 (another seller's claim, a made-up id) stays a 404; an ended session goes to the login.
 */
export async function claimPhotoResponse(
  context: AppLoadContext,
  request: Request,
  ids: { claimId: number | null; photoId: number | null },
): Promise<Response> {
  await requireAdminToken(request);
  if (ids.claimId === null || ids.photoId === null) return adminFileNotFound(PHOTO_NOT_FOUND);
  const path = callPath(apiEndpoints.adminClaimPhoto, { params: { claimId: ids.claimId, photoId: ids.photoId } });
  return adminDownloadResponse(context, request, path, "admin claim photo", "application/octet-stream", {
    disposition: "inline",
    notFound: PHOTO_NOT_FOUND,
  });
}
