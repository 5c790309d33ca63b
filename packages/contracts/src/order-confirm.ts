import { z } from "zod";

// Confirming a purchase (구매확정, POST /api/order/confirm-purchase) and the member grade it earns points by
// (GET /api/mypage/grade); the rules are packages/core/src/member/member-grade.ts.

export const confirmPurchaseRequestSchema = z.object({
  orderCode: z.string().regex(/^[A-Z0-9]{6,32}$/, "주문번호를 정확히 입력해 주세요."),
});

export const confirmPurchaseResultSchema = z.object({
  orderCode: z.string(),
  pointsEarned: z.number().int().min(0),
  message: z.string(),
});
export type ConfirmPurchaseResult = z.infer<typeof confirmPurchaseResultSchema>;

const gradeSchema = z.object({
  code: z.string(),
  label: z.string(),
  minAmount: z.number().int(),
  earnRatePercent: z.number(),
});

export const memberGradeSchema = z.object({
  grade: gradeSchema,
  /** What the member paid over the period (orders paid, less refunds). */
  periodAmount: z.number().int(),
  periodMonths: z.number().int(),
  /** yyyy-MM-dd, the period's first and last day in Korea time. */
  periodFrom: z.string(),
  periodTo: z.string(),
  nextGrade: gradeSchema.nullable(),
  amountToNext: z.number().int().min(0),
  grades: z.array(gradeSchema),
  autoConfirmAfterDays: z.number().int(),
});
export type MemberGradeInfo = z.infer<typeof memberGradeSchema>;
