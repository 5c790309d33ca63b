import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";
import { CLAIM_KINDS, CLAIM_STATUSES, refundAccountSchema } from "./order-cancel.js";

// The back office's claims (issue 14 item 3; docs/decisions/042): cancels, returns and exchanges listed with counts,
// one claim with its photos and refund, the shop's steps on a return or exchange (수거 완료, 환불 완료 / 교환 발송,
// 거부, 교환 배송완료), and a staff cancel of paid lines a seller cannot ship.

export const claimKindSchema = z.enum(CLAIM_KINDS, { error: "클레임 종류를 다시 선택해 주세요." });
export const claimStatusSchema = z.enum(CLAIM_STATUSES, { error: "클레임 상태를 다시 선택해 주세요." });
export type AdminClaimKind = z.infer<typeof claimKindSchema>;
export type AdminClaimStatus = z.infer<typeof claimStatusSchema>;

export const ADMIN_CLAIM_KIND_LABELS: Record<AdminClaimKind, string> = {
  cancel: "취소",
  return: "반품",
  exchange: "교환",
};

/** What the back office calls a claim's status (a kind-neutral word; the detail names the kind). */
export const ADMIN_CLAIM_STATUS_LABELS: Record<AdminClaimStatus, string> = {
  requested: "신청",
  collecting: "수거중",
  refunding: "환불 처리중",
  completed: "완료",
  failed: "실패",
  refused: "거부",
};

export const adminClaimQuerySchema = pageQuerySchema.extend({
  kind: claimKindSchema.optional(),
  status: claimStatusSchema.optional(),
  /** Korea days (yyyy-MM-dd) the claim was made on, inclusive. */
  from: z.iso.date({ error: "조회 시작일을 다시 선택해 주세요." }).optional(),
  to: z.iso.date({ error: "조회 종료일을 다시 선택해 주세요." }).optional(),
  sellerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** An order code, exactly. */
  keyword: z.string().trim().max(40, "주문번호를 다시 확인해 주세요.").optional(),
});
export type AdminClaimQuery = z.infer<typeof adminClaimQuerySchema>;

export const adminClaimParamsSchema = z.object({
  claimId: z.coerce.number({ error: "클레임 번호를 다시 확인해 주세요." }).int().min(1).max(2_147_483_647),
});
export const adminClaimPhotoParamsSchema = adminClaimParamsSchema.extend({
  photoId: z.coerce.number({ error: "사진 번호를 다시 확인해 주세요." }).int().min(1).max(2_147_483_647),
});

/** The shop's steps on a return or exchange. */
export const ADMIN_CLAIM_ACTIONS = ["collect", "complete", "refuse", "deliver"] as const;
export const adminClaimActionSchema = z.enum(ADMIN_CLAIM_ACTIONS);
export type AdminClaimAction = z.infer<typeof adminClaimActionSchema>;

export const ADMIN_CLAIM_MESSAGES = {
  notFound: "클레임 내역을 찾을 수 없습니다.",
  photoNotFound: "사진을 찾을 수 없습니다.",
  refuseReason: "거부 사유를 입력해 주세요.",
  refuseReasonLength: "거부 사유는 200자 이내로 입력해 주세요.",
  cancelNoAction: "취소는 신청과 함께 결제사에서 처리되어 따로 승인할 일이 없습니다.",
  mixedSellers: "여러 판매사의 상품이 함께 신청된 클레임은 운영자가 처리합니다. 고객센터에 요청해 주세요.",
  collected: "수거 완료로 처리했습니다.",
  returnCompleted: "환불을 완료했습니다.",
  exchangeSent: "교환 상품을 발송 처리했습니다.",
  refused: "클레임을 거부했습니다. 고객에게 사유가 안내됩니다.",
  delivered: "교환 상품을 배송완료로 처리했습니다.",
  unchanged: "이미 처리된 단계입니다. 현재 상태를 보여 드립니다.",
  cancelLines: "취소할 상품을 선택해 주세요.",
  cancelReason: "취소 사유를 선택해 주세요.",
  cancelDetail: "기타 사유를 입력해 주세요.",
  cancelDetailLength: "취소 사유는 200자 이내로 입력해 주세요.",
} as const;

/** The refuse's reason, which the shopper reads on my page. */
export const adminClaimRefuseRequestSchema = z.object({
  reason: z
    .string({ error: ADMIN_CLAIM_MESSAGES.refuseReason })
    .trim()
    .min(1, ADMIN_CLAIM_MESSAGES.refuseReason)
    .max(200, ADMIN_CLAIM_MESSAGES.refuseReasonLength),
});
export type AdminClaimRefuseRequest = z.infer<typeof adminClaimRefuseRequestSchema>;

export const adminClaimLineSchema = z.object({
  orderItemId: z.number().int(),
  itemName: z.string(),
  optionName: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  sellerId: z.number().int().nullable(),
  sellerName: z.string(),
  status: z.string(),
  statusLabel: z.string(),
});

export const adminClaimRowSchema = z.object({
  claimId: z.number().int(),
  orderCode: z.string(),
  kind: claimKindSchema,
  kindLabel: z.string(),
  status: claimStatusSchema,
  statusLabel: z.string(),
  reason: z.string(),
  title: z.string(),
  sellerNames: z.array(z.string()),
  ordererName: z.string(),
  refundAmount: z.number().int(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminClaimRow = z.infer<typeof adminClaimRowSchema>;

export const adminClaimListSchema = pagedListSchema(adminClaimRowSchema).extend({
  /** Claims per status for the same filters without the status one (the tabs' numbers). */
  statusCounts: z.record(z.string(), z.number().int()),
});
export type AdminClaimList = z.infer<typeof adminClaimListSchema>;

export const adminClaimDetailSchema = adminClaimRowSchema.extend({
  orderedAt: z.string(),
  reasonCode: z.string().nullable(),
  detail: z.string().nullable(),
  refuseReason: z.string().nullable(),
  failMessage: z.string().nullable(),
  shippingPayerLabel: z.string().nullable(),
  returnFee: z.number().int(),
  pointsRestored: z.number().int(),
  shippingRefund: z.number().int(),
  shippingDeduction: z.number().int(),
  collectedAt: z.string().nullable(),
  pickup: z
    .object({
      name: z.string(),
      phone: z.string(),
      postcode: z.string(),
      address: z.string(),
      addressDetail: z.string(),
    })
    .nullable(),
  lines: z.array(adminClaimLineSchema),
  /** The photos the shopper sent: the staff download (/api/admin/claims/{claimId}/photos/{photoId}). */
  photos: z.array(z.object({ photoId: z.number().int(), fileName: z.string(), url: z.string() })),
  payment: z.object({
    methodLabel: z.string().nullable(),
    /** The gateway's transaction id, status, amount and balance: the shop's staff only (null/0 for a seller's). */
    tid: z.string().nullable(),
    status: z.string().nullable(),
    amount: z.number().int(),
    balanceAmount: z.number().int(),
    cancelledTid: z.string().nullable(),
  }),
  /** The steps the caller may take now, in the order the page shows them. */
  actions: z.array(adminClaimActionSchema),
});
export type AdminClaimDetail = z.infer<typeof adminClaimDetailSchema>;

export const adminClaimActionResponseSchema = z.object({
  /** false when the step was already done: the claim is answered as it stands, nothing happened twice. */
  changed: z.boolean(),
  message: z.string(),
  claim: adminClaimDetailSchema,
});
export type AdminClaimActionResponse = z.infer<typeof adminClaimActionResponseSchema>;

/** Why the shop cancels paid lines itself. */
export const STAFF_CANCEL_REASONS = ["out_of_stock", "cannot_ship", "shopper_request", "other"] as const;
export type StaffCancelReason = (typeof STAFF_CANCEL_REASONS)[number];
export const STAFF_CANCEL_REASON_LABELS: Record<StaffCancelReason, string> = {
  out_of_stock: "품절",
  cannot_ship: "배송 불가",
  shopper_request: "고객 요청",
  other: "기타",
};

export const adminOrderCancelRequestSchema = z
  .object({
    orderItemIds: z
      .array(z.coerce.number().int().min(1).max(2_147_483_647), { error: ADMIN_CLAIM_MESSAGES.cancelLines })
      .min(1, ADMIN_CLAIM_MESSAGES.cancelLines)
      .max(100, ADMIN_CLAIM_MESSAGES.cancelLines),
    reason: z.enum(STAFF_CANCEL_REASONS, { error: ADMIN_CLAIM_MESSAGES.cancelReason }),
    /** More words for the shopper (required for 기타). */
    detail: z.string().trim().max(200, ADMIN_CLAIM_MESSAGES.cancelDetailLength).optional(),
    /** A paid virtual account's money goes back by bank transfer: the shopper's account (NICEPAY refund fields). */
    refundAccount: refundAccountSchema.optional(),
  })
  .refine((value) => value.reason !== "other" || (value.detail ?? "") !== "", {
    message: ADMIN_CLAIM_MESSAGES.cancelDetail,
    path: ["detail"],
  });
export type AdminOrderCancelRequest = z.infer<typeof adminOrderCancelRequestSchema>;

export const adminOrderCancelParamsSchema = z.object({
  orderCode: z
    .string()
    .trim()
    .min(1, "주문번호를 입력해 주세요.")
    .max(40, "주문번호를 다시 확인해 주세요.")
    .regex(/^[A-Za-z0-9_-]+$/, "주문번호를 다시 확인해 주세요."),
});

export const adminOrderCancelResponseSchema = z.object({
  orderCode: z.string(),
  message: z.string(),
  /** false when the lines were already cancelled by this same request before: nothing was refunded twice. */
  changed: z.boolean(),
  claimId: z.number().int(),
  refundAmount: z.number().int(),
  pointsRestored: z.number().int(),
});
export type AdminOrderCancelResponse = z.infer<typeof adminOrderCancelResponseSchema>;
