import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { type AdminInquiryKind, adminInquiryKindSchema } from "@shop/contracts/admin-inquiry";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { requireAdminToken, toAdminLogin } from "../../lib/admin-session.server";
import { callPath } from "../../lib/api-client.server";

/** Each kind's endpoints: the kinds live in their own API modules (qna, item-inquiry, store-inquiry). */
export const ADMIN_INQUIRY_ENDPOINTS = {
  qna: {
    list: apiEndpoints.adminQnaInquiries,
    detail: apiEndpoints.adminQnaInquiry,
    answer: apiEndpoints.adminAnswerQnaInquiry,
    file: apiEndpoints.adminQnaInquiryFile,
  },
  item: {
    list: apiEndpoints.adminItemInquiries,
    detail: apiEndpoints.adminItemInquiry,
    answer: apiEndpoints.adminAnswerItemInquiry,
    file: null,
  },
  store: {
    list: apiEndpoints.adminStoreInquiries,
    detail: apiEndpoints.adminStoreInquiry,
    answer: apiEndpoints.adminAnswerStoreInquiry,
    file: apiEndpoints.adminStoreInquiryFile,
  },
} as const;

/** The kind named in a URL, or null for anything else. */
export function inquiryKindOf(value: string | null | undefined): AdminInquiryKind | null {
  const parsed = adminInquiryKindSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A positive id from a path segment, or null. */
export function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

const notFoundResponse = () =>
  new Response("첨부파일을 찾을 수 없습니다.\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });

/**
 * An attachment of a 1:1 or store inquiry passed through with the staff token: its bytes, type and name as the API
 * sent them. The API's 404 (a seller's staff, a made-up id) stays a 404; an ended session goes to the login.
 */
export async function adminInquiryFileResponse(
  context: AppLoadContext,
  request: Request,
  kind: AdminInquiryKind | null,
  ids: { id: number | null; fileId: number | null },
): Promise<Response> {
  const { token } = await requireAdminToken(request);
  const endpoint = kind ? ADMIN_INQUIRY_ENDPOINTS[kind].file : null;
  if (!endpoint || ids.id === null || ids.fileId === null) return notFoundResponse();
  const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}` };
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const path = callPath(endpoint, { params: { id: ids.id, fileId: ids.fileId } });
  const response = await context.apiFetch(path, { method: endpoint.method, headers });
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status === 404) return notFoundResponse();
    if (response.status === 401) return toAdminLogin(request, ADMIN_MESSAGES.unauthorized);
    throw new Error(`admin inquiry file download answered ${response.status}`);
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
