import { type AdminInquiryKind, adminInquiryKindSchema } from "@shop/contracts/admin-inquiry";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { adminDownloadResponse, adminFileNotFound } from "../../lib/admin-api.server";
import { requireAdminToken } from "../../lib/admin-session.server";
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

/** What a missing attachment says (a made-up id, or a seller's staff asking for another seller's). */
const FILE_NOT_FOUND = "첨부파일을 찾을 수 없습니다.";

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
  await requireAdminToken(request);
  const endpoint = kind ? ADMIN_INQUIRY_ENDPOINTS[kind].file : null;
  if (!endpoint || ids.id === null || ids.fileId === null) return adminFileNotFound(FILE_NOT_FOUND);
  const path = callPath(endpoint, { params: { id: ids.id, fileId: ids.fileId } });
  return adminDownloadResponse(context, request, path, "admin inquiry file", "application/octet-stream", {
    notFound: FILE_NOT_FOUND,
  });
}
