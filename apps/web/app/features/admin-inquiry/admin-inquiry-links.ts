import type { AdminInquiryKind } from "@shop/contracts/admin-inquiry";

/** What the list says after an answer was saved (`?notice=`): only these keys are read. */
export const ANSWER_NOTICES = {
  answered: "답변을 등록했습니다. 고객에게 문자로 알렸습니다.",
  edited: "답변을 수정했습니다.",
} as const;
export type AnswerNotice = keyof typeof ANSWER_NOTICES;

export function inquiryListHref(kind: AdminInquiryKind, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ kind, ...extra });
  return `/admin/inquiries?${params.toString()}`;
}

export function inquiryDetailHref(kind: AdminInquiryKind, id: number): string {
  return `/admin/inquiries/${kind}/${id}`;
}

export function inquiryFileHref(kind: AdminInquiryKind, id: number, fileId: number): string {
  return `/admin/inquiries/${kind}/${id}/files/${fileId}`;
}

/** Bytes as staff read a file's size: 812KB, 3.4MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}
