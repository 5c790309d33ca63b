// 신고하기 / 차단하기 on members' reviews, 체험단 reviews and event replies, and the daily visit count (SPEC §7 Common;
// decision 051).
// Pure rules: the API stores, the storefront asks; both read the reasons and messages from here.

/** What a member may report or whose author block: an item review, an event reply or an experience-team review. */
export const REPORT_TARGET_TYPES = ["review", "event_reply", "experience_review"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The report dialog's reasons, in the order shown; 기타 needs the member's own words. */
export const REPORT_REASONS = [
  { code: "ABUSE", label: "욕설/비방" },
  { code: "OBSCENE", label: "음란/선정성" },
  { code: "AD", label: "광고/홍보" },
  { code: "PRIVACY", label: "개인정보 노출" },
  { code: "SPAM", label: "도배" },
  { code: "UNRELATED", label: "상품과 관계없는 내용" },
  { code: "ETC", label: "기타" },
] as const;
export type ReportReasonCode = (typeof REPORT_REASONS)[number]["code"];

/** The reason whose text is required. */
export const REPORT_OTHER_REASON: ReportReasonCode = "ETC";
export const REPORT_TEXT_MAX_LENGTH = 300;

export const REPORT_MESSAGES = {
  REASON_REQUIRED: "신고 사유를 선택해 주세요.",
  OTHER_TEXT_REQUIRED: "기타 사유를 입력해 주세요.",
  TEXT_TOO_LONG: `신고 내용은 ${REPORT_TEXT_MAX_LENGTH}자 이내로 입력해 주세요.`,
  OWN_CONTENT: "본인이 작성한 글은 신고할 수 없습니다.",
  REPORTED: "신고가 접수되었습니다. 운영 정책에 따라 검토 후 조치하겠습니다.",
  ALREADY_REPORTED: "이미 신고하신 글입니다. 검토 후 조치하겠습니다.",
  TARGET_NOT_FOUND: "신고할 글을 찾을 수 없습니다.",
} as const;

export const BLOCK_MESSAGES = {
  SELF: "본인은 차단할 수 없습니다.",
  NO_AUTHOR: "차단할 수 없는 작성자입니다.",
  TARGET_NOT_FOUND: "차단할 작성자의 글을 찾을 수 없습니다.",
  BLOCKED: "차단되었습니다. 이 회원의 리뷰와 댓글은 더 이상 보이지 않습니다.",
  UNBLOCKED: "차단이 해제되었습니다.",
  NOT_BLOCKED: "차단한 회원이 아닙니다.",
} as const;

export function isReportReasonCode(code: string): code is ReportReasonCode {
  return REPORT_REASONS.some((reason) => reason.code === code);
}

/** The label shown for a stored reason code (the code itself for one no longer offered). */
export function reportReasonLabel(code: string): string {
  return REPORT_REASONS.find((reason) => reason.code === code)?.label ?? code;
}

/** What is wrong with a report's reason and text, or null: a known reason; 기타 with words; at most 300 characters. */
export function reportProblem(reasonCode: string, text: string | undefined): string | null {
  if (!isReportReasonCode(reasonCode)) return REPORT_MESSAGES.REASON_REQUIRED;
  const words = (text ?? "").trim();
  if (reasonCode === REPORT_OTHER_REASON && words.length === 0) return REPORT_MESSAGES.OTHER_TEXT_REQUIRED;
  if (words.length > REPORT_TEXT_MAX_LENGTH) return REPORT_MESSAGES.TEXT_TOO_LONG;
  return null;
}

/**
 * Whether a member may block the author of a piece of content: never themselves, never content with no member behind
 * it (the demo's replies). Null when allowed, else the message.
 */
export function blockProblem(memberId: number, authorId: number | null): string | null {
  if (authorId === null) return BLOCK_MESSAGES.NO_AUTHOR;
  if (authorId === memberId) return BLOCK_MESSAGES.SELF;
  return null;
}
