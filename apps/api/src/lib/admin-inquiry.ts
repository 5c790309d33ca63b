import {
  ADMIN_INQUIRY_MESSAGES,
  ADMIN_INQUIRY_STATUS_LABELS,
  type AdminInquiryKind,
  type AdminInquiryListQuery,
  type AdminInquiryStatus,
} from "@shop/contracts/admin-inquiry";
import { maskLoginId } from "@shop/core/account/account-policy";
import { maskName } from "@shop/core/format/mask-name";
import { formatPhoneNumber, maskPhoneNumber } from "@shop/core/format/phone";
import { koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import { type StaffRole, staffSeesPersonalData } from "@shop/core/staff/staff-roles";
import { ApiError } from "./api-error.js";

// What the back office's three inquiry modules (qna, item-inquiry, store-inquiry) share when staff read and answer
// them (issue 14 item 4): the list's period, the status as staff read it, the 404 and customer service's masking.

/** The audit log's target type of each kind. */
export const INQUIRY_AUDIT_TARGET: Record<AdminInquiryKind, string> = {
  qna: "qna",
  item: "item-inquiry",
  store: "store-inquiry",
};

export const INQUIRY_ANSWER_ACTION = "inquiry.answer";

/** The period of a list query as instants: filed at or after `from`, before `until`. */
export function inquiryPeriod(query: Pick<AdminInquiryListQuery, "from" | "to">): { from?: Date; until?: Date } {
  const from = query.from ? koreaDayStart(query.from) : null;
  const until = query.to ? koreaDayEnd(query.to) : null;
  return { ...(from ? { from } : {}), ...(until ? { until } : {}) };
}

export function inquiryStatusOf(answer: string | null): { status: AdminInquiryStatus; statusLabel: string } {
  const status: AdminInquiryStatus = answer === null ? "waiting" : "completed";
  return { status, statusLabel: ADMIN_INQUIRY_STATUS_LABELS[status] };
}

/** The same 404 for a made-up id and for a record outside the staff member's scope. */
export function inquiryNotFound(kind: AdminInquiryKind, id: number, detail: string): ApiError {
  return new ApiError(404, "NOT_FOUND", ADMIN_INQUIRY_MESSAGES.notFound, `${kind} inquiry ${id}: ${detail}`);
}

export function inquiryFileNotFound(kind: AdminInquiryKind, id: number, fileId: number): ApiError {
  return new ApiError(404, "NOT_FOUND", ADMIN_INQUIRY_MESSAGES.fileNotFound, `file ${fileId} of ${kind} inquiry ${id}`);
}

function maskEmail(email: string): string {
  const [local = "", domain] = email.split("@");
  const shown = Array.from(local).slice(0, 2).join("");
  return domain === undefined ? "****" : `${shown}${"*".repeat(Math.max(2, Array.from(local).length - 2))}@${domain}`;
}

/**
 * A person's contact as the staff member may read it: in full for operators, masked for everyone else (a seller's
 * staff see the login id masked too; customer service look members up by it).
 */
export function contactForStaff(
  role: StaffRole,
  contact: { name: string; loginId: string | null; phoneNumber: string | null; email: string | null },
) {
  const full = staffSeesPersonalData(role);
  const phone = contact.phoneNumber || null;
  const email = contact.email || null;
  return {
    name: full ? contact.name : maskName(contact.name),
    loginId: contact.loginId && role === "ROLE_SELLER" ? maskLoginId(contact.loginId) : contact.loginId,
    phoneNumber: phone && (full ? formatPhoneNumber(phone) : maskPhoneNumber(phone)),
    email: email && (full ? email : maskEmail(email)),
  };
}

/** The answer as it was and as it became, for the audit log. */
export function answerAudit(before: string | null, after: string) {
  return {
    before: { answer: before, status: inquiryStatusOf(before).status },
    after: { answer: after, status: "completed" as const },
  };
}

/** What the staff member reads after saving. */
export function answerMessage(edited: boolean): string {
  return edited ? ADMIN_INQUIRY_MESSAGES.edited : ADMIN_INQUIRY_MESSAGES.answered;
}
