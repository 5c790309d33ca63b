import type { CouponDiscountType } from "./coupons.js";

// The terms an operator may give a coupon in the back office (issue 14 item 5), checked before one is made or changed:
// each refusal names its field and says what is wrong in the shop's words. Money is integer won, the period is a pair
// of Korea days (yyyy-MM-dd, both included).

/** The most won a coupon may take off (or need as its minimum order). */
export const COUPON_MAX_WON = 10_000_000;
/** The longest "N days from issue". */
export const COUPON_MAX_VALID_DAYS = 3_650;
/** The largest first-come issue limit. */
export const COUPON_MAX_ISSUE_LIMIT = 1_000_000;

export const COUPON_ISSUE_METHODS = ["download", "grade", "members", "codes"] as const;
export type CouponIssueMethod = (typeof COUPON_ISSUE_METHODS)[number];

export const COUPON_TERM_MESSAGES = {
  amountRequired: "할인 금액을 1원 이상으로 입력해 주세요.",
  amountTooLarge: `할인 금액은 ${COUPON_MAX_WON.toLocaleString("ko-KR")}원 이하로 입력해 주세요.`,
  rateTooSmall: "할인율을 1% 이상으로 입력해 주세요.",
  rateOver100: "할인율은 100%를 넘을 수 없습니다.",
  capBelowZero: "최대 할인 금액은 0원 이상으로 입력해 주세요.",
  capTooLarge: `최대 할인 금액은 ${COUPON_MAX_WON.toLocaleString("ko-KR")}원 이하로 입력해 주세요.`,
  minOrderBelowZero: "최소 주문 금액은 0원 이상으로 입력해 주세요.",
  minOrderTooLarge: `최소 주문 금액은 ${COUPON_MAX_WON.toLocaleString("ko-KR")}원 이하로 입력해 주세요.`,
  endBeforeStart: "종료일은 시작일과 같거나 뒤여야 합니다.",
  validDaysRange: `발급일로부터 사용 기간은 1일에서 ${COUPON_MAX_VALID_DAYS.toLocaleString("ko-KR")}일 사이로 입력해 주세요.`,
  issueLimitRange: `선착순 수량은 1장에서 ${COUPON_MAX_ISSUE_LIMIT.toLocaleString("ko-KR")}장 사이로 입력해 주세요.`,
  issueLimitOnlyDownload: "선착순 수량은 다운로드 쿠폰에만 정할 수 있습니다.",
} as const;

export interface CouponTerms {
  discountType: CouponDiscountType;
  /** Won off, for a fixed coupon (ignored for a rate one). */
  amount: number;
  /** Percent off, for a rate coupon (ignored for a fixed one). */
  rate: number;
  /** The most a rate coupon takes off; 0 = no cap (ignored for a fixed one). */
  maxDiscount: number;
  minOrderAmount: number;
  /** Korea days, yyyy-MM-dd. */
  validFrom: string;
  validUntil: string;
  /** Each copy valid this many days from its issue (never past validUntil); null = until validUntil. */
  validDays: number | null;
  issueMethod: CouponIssueMethod;
  /** First-come limit of copies (download coupons only); null = none. */
  issueLimit: number | null;
}

export interface CouponTermProblem {
  field: keyof CouponTerms;
  message: string;
}

/** What is wrong with these terms, one sentence per field at most; empty when they may be saved. */
export function couponTermProblems(terms: CouponTerms): CouponTermProblem[] {
  const problems: CouponTermProblem[] = [];
  const add = (field: keyof CouponTerms, message: string) => {
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, message });
  };
  if (terms.discountType === "fixed") {
    if (terms.amount < 1) add("amount", COUPON_TERM_MESSAGES.amountRequired);
    else if (terms.amount > COUPON_MAX_WON) add("amount", COUPON_TERM_MESSAGES.amountTooLarge);
  } else {
    if (terms.rate > 100) add("rate", COUPON_TERM_MESSAGES.rateOver100);
    else if (terms.rate < 1) add("rate", COUPON_TERM_MESSAGES.rateTooSmall);
    if (terms.maxDiscount < 0) add("maxDiscount", COUPON_TERM_MESSAGES.capBelowZero);
    else if (terms.maxDiscount > COUPON_MAX_WON) add("maxDiscount", COUPON_TERM_MESSAGES.capTooLarge);
  }
  if (terms.minOrderAmount < 0) add("minOrderAmount", COUPON_TERM_MESSAGES.minOrderBelowZero);
  else if (terms.minOrderAmount > COUPON_MAX_WON) add("minOrderAmount", COUPON_TERM_MESSAGES.minOrderTooLarge);
  if (terms.validUntil < terms.validFrom) add("validUntil", COUPON_TERM_MESSAGES.endBeforeStart);
  if (terms.validDays !== null && (terms.validDays < 1 || terms.validDays > COUPON_MAX_VALID_DAYS)) {
    add("validDays", COUPON_TERM_MESSAGES.validDaysRange);
  }
  if (terms.issueLimit !== null) {
    if (terms.issueMethod !== "download") add("issueLimit", COUPON_TERM_MESSAGES.issueLimitOnlyDownload);
    else if (terms.issueLimit < 1 || terms.issueLimit > COUPON_MAX_ISSUE_LIMIT) {
      add("issueLimit", COUPON_TERM_MESSAGES.issueLimitRange);
    }
  }
  return problems;
}

/**
 * What an operator may still change once a coupon has been issued (a copy held or a code made): its name and
 * description, and its end moved later (copies already issued keep their own validity). Everything a member's copy
 * was given under — kind, discount, cap, minimum, start, days, concurrency, how it is given — stays.
 */
export const COUPON_FIELDS_EDITABLE_AFTER_ISSUE = ["name", "description", "validUntil"] as const;

/** Whether `next` only changes what may change after issue compared with `current` (the end only later). */
export function changesAllowedAfterIssue<T extends { validUntil: string }>(
  current: T,
  next: T,
  lockedFields: readonly (keyof T)[],
): { allowed: true } | { allowed: false; field: keyof T } {
  for (const field of lockedFields) {
    if (current[field] !== next[field]) return { allowed: false, field };
  }
  if (next.validUntil < current.validUntil) return { allowed: false, field: "validUntil" };
  return { allowed: true };
}
