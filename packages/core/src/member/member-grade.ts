// Member grades (회원 등급): by what the member paid over the last GRADE_PERIOD_MONTHS months (orders paid, less what
// cancels refunded), each grade earning a share of a confirmed purchase back as points. /mypage/grade shows the
// table, the member's grade and what is left to the next one; confirming a purchase earns at the grade of that day.

/** The months of purchases a grade is judged on, counted back from today. */
export const GRADE_PERIOD_MONTHS = 3;

/** A delivered order is confirmed automatically this many days after delivery (the shopper may confirm earlier). */
export const AUTO_CONFIRM_AFTER_DAYS = 7;

export const MEMBER_GRADES = [
  { code: "family", label: "패밀리", minAmount: 0, earnRatePercent: 0.5 },
  { code: "silver", label: "실버", minAmount: 300_000, earnRatePercent: 1 },
  { code: "gold", label: "골드", minAmount: 1_000_000, earnRatePercent: 1.5 },
  { code: "vip", label: "VIP", minAmount: 3_000_000, earnRatePercent: 2 },
] as const;

export type MemberGrade = (typeof MEMBER_GRADES)[number];
export type MemberGradeCode = MemberGrade["code"];

/** The grade `paidAmount` over the period reaches (the highest whose minimum it meets; never below the first). */
export function gradeFor(paidAmount: number): MemberGrade {
  let grade: MemberGrade = MEMBER_GRADES[0];
  for (const candidate of MEMBER_GRADES) if (paidAmount >= candidate.minAmount) grade = candidate;
  return grade;
}

/** The grade after `grade`, or null at the top. */
export function nextGrade(grade: MemberGrade): MemberGrade | null {
  const index = MEMBER_GRADES.findIndex((candidate) => candidate.code === grade.code);
  return MEMBER_GRADES[index + 1] ?? null;
}

/** Won still to pay over the period for the next grade (0 at the top). */
export function amountToNextGrade(paidAmount: number): number {
  const next = nextGrade(gradeFor(paidAmount));
  return next ? Math.max(next.minAmount - paidAmount, 0) : 0;
}

/**
 * Points a confirmed purchase earns: the grade's share of the money paid for the lines kept (after coupons and
 * points), rounded down to 10 won, as points are used in 10-won units.
 */
export function purchasePoints(paidAmount: number, grade: MemberGrade): number {
  if (paidAmount <= 0) return 0;
  // Tenths of a percent in integers: 1.5 % of 12,345 won is 12,345 × 15 / 1,000.
  const raw = Math.floor((paidAmount * Math.round(grade.earnRatePercent * 10)) / 1_000);
  return Math.floor(raw / 10) * 10;
}

/** "구매확정 적립 (골드 1.5%)": what the point history says of a confirmed purchase's points. */
export function purchasePointReason(grade: MemberGrade): string {
  return `구매확정 적립 (${grade.label} ${grade.earnRatePercent}%)`;
}
