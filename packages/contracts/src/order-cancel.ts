import { banksFor } from "@shop/core/payment/banks";
import { max, required } from "@shop/core/validation/rules";
import { z } from "zod";
import { pagedListSchema } from "./common.js";
import { optionalRuleText, ruleText } from "./rule-field.js";

// A shopper's cancel of an order before it ships (POST /api/order/refund-amount, /cancel, GET and POST
// /api/order/cancel-apply; docs/decisions/028): some lines or all of them, the money back through the payment gateway,
// points and coupons back.

const idField = z.coerce.number().int().min(1).max(2_147_483_647);
const wonField = z.number().int().min(0);

export const CANCEL_REASONS = ["change_of_mind", "wrong_order", "delivery_delay", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  change_of_mind: "단순 변심",
  wrong_order: "주문 실수(상품·수량 잘못 선택)",
  delivery_delay: "배송 지연",
  other: "기타",
};

/** Banks a virtual-account payment is refunded to (금융결제원 은행코드, as NICEPAY's refundBankCode takes them): core's
 * bank table (docs/decisions/052), the list GET /api/common/bank-info also answers. */
export const REFUND_BANKS: ReadonlyArray<{ code: string; name: string }> = banksFor("refund");

export const REFUND_BANK_MESSAGE = "환불받을 은행을 선택해 주세요.";
export const REFUND_ACCOUNT_MESSAGE = "환불받을 계좌번호를 숫자만 10~16자리로 입력해 주세요.";
export const REFUND_HOLDER_MESSAGE = "예금주를 10자 이내로 입력해 주세요.";
export const CANCEL_REASON_MESSAGE = "취소 사유를 선택해 주세요.";
export const CANCEL_LINES_MESSAGE = "취소할 상품을 선택해 주세요.";

/** Where a paid virtual account's money goes back (NICEPAY cancel: refundBankCode, refundAccount, refundHolder). */
export const refundAccountSchema = z.object({
  bankCode: z
    .string({ error: REFUND_BANK_MESSAGE })
    .refine((code) => REFUND_BANKS.some((bank) => bank.code === code), { message: REFUND_BANK_MESSAGE }),
  accountNumber: z.string({ error: REFUND_ACCOUNT_MESSAGE }).regex(/^\d{10,16}$/, { message: REFUND_ACCOUNT_MESSAGE }),
  holder: ruleText([required, (value) => max(value, { length: 10 })]).refine((value) => value.trim().length > 0, {
    message: REFUND_HOLDER_MESSAGE,
  }),
});
export type RefundAccount = z.infer<typeof refundAccountSchema>;

/** The lines of one order to cancel (order_items ids, as the order detail lists them). */
export const cancelLinesSchema = z.object({
  orderCode: z.string().regex(/^[A-Z0-9]{6,32}$/, "주문번호를 정확히 입력해 주세요."),
  orderItemIds: z.array(idField, { error: CANCEL_LINES_MESSAGE }).min(1, CANCEL_LINES_MESSAGE).max(100),
});

export const orderCancelRequestSchema = cancelLinesSchema.extend({
  reason: z.enum(CANCEL_REASONS, { error: CANCEL_REASON_MESSAGE }),
  /** The shopper's own words (기타 or more detail). */
  reasonDetail: optionalRuleText([(value) => max(value, { length: 200 })]),
  /** Required for a paid virtual account (the money goes back by bank transfer), ignored otherwise. */
  refundAccount: refundAccountSchema.nullish(),
});
export type OrderCancelRequest = z.infer<typeof orderCancelRequestSchema>;

/** What a cancel of these lines would give back (the cancel modal shows it before the shopper confirms). */
export const refundAmountSchema = z.object({
  orderCode: z.string(),
  orderItemIds: z.array(z.number().int()),
  itemAmount: wonField,
  itemCouponDiscount: wonField,
  /** Shipping given back for boxes that no longer ship. */
  shippingRefund: wonField,
  /** Shipping kept back because what is left of a box no longer ships free. */
  shippingDeduction: wonField,
  pointsRestored: wonField,
  couponsReturned: z.number().int().min(0),
  /** Money back through the payment (0 for a virtual account not yet paid in). */
  refundAmount: wonField,
  /** Every line of the order goes: the order is cancelled. */
  closesOrder: z.boolean(),
  /** How the money goes back: "카드 승인 취소", "환불 계좌로 입금", … */
  refundMethodLabel: z.string(),
  refundAccountRequired: z.boolean(),
});
export type RefundAmount = z.infer<typeof refundAmountSchema>;

/** What a claim is: a cancel before shipping (028), a return or an exchange after delivery (030). */
export const CLAIM_KINDS = ["cancel", "return", "exchange"] as const;
export const CLAIM_STATUSES = ["requested", "collecting", "refunding", "completed", "failed", "refused"] as const;

/** One cancel, return or exchange of an order as my page lists it. */
export const orderClaimSchema = z.object({
  claimId: z.number().int(),
  orderId: z.number().int(),
  orderCode: z.string(),
  orderedAt: z.string(),
  kind: z.enum(CLAIM_KINDS),
  kindLabel: z.string(),
  status: z.enum(CLAIM_STATUSES),
  statusLabel: z.string(),
  reason: z.string(),
  /** A return's or exchange's: who pays its shipping (고객 부담 / 판매자 부담), what of it is kept back, why it was refused. */
  shippingPayerLabel: z.string().nullable(),
  returnFee: wonField,
  refuseReason: z.string().nullable(),
  /** The photos sent with a return or exchange (their owner's download addresses). */
  photos: z.array(z.object({ photoId: z.number().int(), url: z.string() })),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  refundAmount: wonField,
  pointsRestored: wonField,
  shippingDeduction: wonField,
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      itemName: z.string(),
      optionName: z.string(),
      quantity: z.number().int(),
      imageSrc: z.string().nullable(),
    }),
  ),
});
export type OrderClaim = z.infer<typeof orderClaimSchema>;

export const orderCancelResultSchema = z.object({
  orderCode: z.string(),
  message: z.string(),
  claim: orderClaimSchema,
});
export type OrderCancelResult = z.infer<typeof orderCancelResultSchema>;

export const claimListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const claimListSchema = pagedListSchema(orderClaimSchema);
export type ClaimList = z.infer<typeof claimListSchema>;

/** What the order detail says about cancelling it now. */
export const orderCancelInfoSchema = z.object({
  /** Some line can still be cancelled at once (before shipping). */
  available: z.boolean(),
  /** Only the whole order (a virtual account before its deposit). */
  wholeOnly: z.boolean(),
  refundAccountRequired: z.boolean(),
  /** order_items ids that can be cancelled. */
  orderItemIds: z.array(z.number().int()),
});
