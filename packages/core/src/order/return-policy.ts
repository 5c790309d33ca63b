import { tz } from "@date-fns/tz";
import { addDays, endOfDay } from "date-fns";
import { SHIPPING_PREPAID } from "../checkout/delivery-groups.js";
import { KOREA_TIME_ZONE } from "../site/korea-time.js";
import { isClaimedLineStatus, type OrderStatus } from "./order-status.js";
import { planRefund, type RefundBox, type RefundLine, type RefundPlan } from "./refund.js";

// Returns and exchanges after delivery (docs/decisions/030): which delivered lines may go back, for which reason, until
// when, who pays the return shipping and what the refund is then. Fresh meat is not returned on a change of mind
// (전자상거래법 제17조 제2항: goods whose value falls quickly with time); packaged and processed goods are, within 7 days of
// delivery; a fault of the seller's is taken within 30 days, with a photo. Nothing goes back once the purchase is confirmed.

export const RETURN_REASONS = ["change_of_mind", "defective", "damaged", "wrong_item", "not_as_described"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  change_of_mind: "단순 변심",
  defective: "상품 불량(변질·이물)",
  damaged: "배송 중 파손",
  wrong_item: "오배송(다른 상품·수량)",
  not_as_described: "상품 정보와 다름",
};

export type ClaimKind = "return" | "exchange";
export type ShippingPayer = "buyer" | "seller";

export const SHIPPING_PAYER_LABELS: Record<ShippingPayer, string> = {
  buyer: "고객 부담",
  seller: "판매자 부담",
};

/** Days after delivery (Korea days, the delivery day not counted) a change-of-mind return is taken. */
export const CHANGE_OF_MIND_DAYS = 7;
/** Days after delivery a fault of the seller's is taken (the law allows more once found; later ones go to 1:1 문의). */
export const SELLER_FAULT_DAYS = 30;
export const CLAIM_PHOTO_MAX = 5;

/** Livestock kinds sold packed and processed (ham, sausage, PB packs): returned on a change of mind when unopened. */
const PACKAGED_LIVESTOCK: readonly string[] = ["meat-processing", "meat-processing-private", "pb"];

/** Whether an item of this livestock kind is fresh food whose change-of-mind return the law lets the shop refuse. */
export function isPerishable(livestock: string): boolean {
  return !PACKAGED_LIVESTOCK.includes(livestock);
}

/** Who pays the shipping of a return for this reason: the shopper's change of mind, the seller's fault otherwise. */
export function shippingPayerOf(reason: ReturnReason): ShippingPayer {
  return reason === "change_of_mind" ? "buyer" : "seller";
}

/** The last instant a claim for this reason is taken: the end of the Korea day N days after the delivery day. */
export function claimDeadline(deliveredAt: Date, reason: ReturnReason): Date {
  const days = reason === "change_of_mind" ? CHANGE_OF_MIND_DAYS : SELLER_FAULT_DAYS;
  const inKorea = tz(KOREA_TIME_ZONE);
  return new Date(endOfDay(addDays(deliveredAt, days, { in: inKorea }), { in: inKorea }).getTime());
}

/** The 청약철회 notes the return and exchange forms show. */
export const CLAIM_NOTES: readonly string[] = [
  "신선식품(한우·한돈·수입육·닭·오리 등 냉장·냉동 정육)은 시간이 지나면 가치가 크게 떨어지는 상품이라 단순 변심에 의한 반품이 어렵습니다(전자상거래법 제17조 제2항).",
  `가공육·PB 포장 상품은 포장을 뜯지 않았다면 배송 완료 후 ${CHANGE_OF_MIND_DAYS}일 이내에 단순 변심으로 반품할 수 있으며, 반품 배송비는 고객 부담입니다. 무료배송으로 받은 상품은 처음 배송비도 함께 차감됩니다.`,
  `상품 불량·파손·오배송·상품 정보와 다른 경우 배송 완료 후 ${SELLER_FAULT_DAYS}일 이내에 사진을 첨부해 신청해 주세요. 배송비는 판매자가 부담합니다.`,
  "교환은 같은 상품·옵션으로만 가능하며, 상품을 회수한 뒤 새 상품을 보내 드립니다.",
  "구매확정한 상품은 반품·교환을 신청할 수 없습니다.",
];

export const CLAIM_NO_LINES_MESSAGE = "반품·교환할 상품을 선택해 주세요.";
export const CLAIM_CONFIRMED_MESSAGE = "구매확정한 상품은 반품·교환을 신청할 수 없습니다.";
export const CLAIM_NOT_DELIVERED_MESSAGE = "배송이 완료된 상품만 반품·교환을 신청할 수 있습니다.";
export const CLAIM_ALREADY_MESSAGE = "이미 반품·교환을 신청한 상품입니다. 마이페이지 취소/반품 조회에서 확인해 주세요.";
export const CLAIM_PHOTO_REQUIRED_MESSAGE = "상품 상태를 확인할 수 있도록 사진을 1장 이상 첨부해 주세요.";
export const CLAIM_FRESH_CHANGE_OF_MIND_MESSAGE =
  "신선식품은 단순 변심에 의한 반품이 어렵습니다(청약철회 제한). 상품에 문제가 있다면 해당 사유를 선택하고 사진을 첨부해 주세요.";
export const CLAIM_EXCHANGE_CHANGE_OF_MIND_MESSAGE =
  "교환은 같은 상품으로 다시 보내 드리는 것이라 상품 불량·파손·오배송·정보 상이일 때만 신청할 수 있습니다.";
export const CLAIM_CHANGE_OF_MIND_LATE_MESSAGE = `배송 완료 후 ${CHANGE_OF_MIND_DAYS}일이 지나 단순 변심 반품을 신청할 수 없습니다.`;
export const CLAIM_SELLER_FAULT_LATE_MESSAGE = `배송 완료 후 ${SELLER_FAULT_DAYS}일이 지나 온라인으로 신청할 수 없습니다. 1:1 문의로 알려 주세요.`;
export const CLAIM_FEE_OVER_REFUND_MESSAGE =
  "반품 배송비가 환불 금액보다 많아 온라인으로 반품을 신청할 수 없습니다. 1:1 문의로 알려 주세요.";

export type ClaimRefusal =
  | "no_lines"
  | "confirmed"
  | "not_delivered"
  | "already_claimed"
  | "photo_required"
  | "fresh_change_of_mind"
  | "exchange_change_of_mind"
  | "late";

/** One line the shopper chose, as the order holds it. */
export interface ClaimLine {
  status: OrderStatus;
  /** Its item is fresh food (isPerishable). */
  perishable: boolean;
}

export interface ClaimCheck {
  kind: ClaimKind;
  reason: ReturnReason;
  /** Photos sent; null while the form is being filled (an estimate), when the photo rule is not checked yet. */
  photoCount: number | null;
  /** When the order was delivered (orders.delivered_at). */
  deliveredAt: Date | null;
  now: Date;
  lines: readonly ClaimLine[];
}

export type ClaimCheckResult = { ok: true } | { ok: false; reason: ClaimRefusal; message: string };

const refuse = (reason: ClaimRefusal, message: string): ClaimCheckResult => ({ ok: false, reason, message });

/** Whether a return or exchange of these lines for this reason is taken now, or why not. */
export function checkClaim(input: ClaimCheck): ClaimCheckResult {
  const { kind, reason, lines } = input;
  if (lines.length === 0) return refuse("no_lines", CLAIM_NO_LINES_MESSAGE);
  if (lines.some((line) => line.status === "confirmed")) return refuse("confirmed", CLAIM_CONFIRMED_MESSAGE);
  if (lines.some((line) => isClaimedLineStatus(line.status))) return refuse("already_claimed", CLAIM_ALREADY_MESSAGE);
  if (lines.some((line) => line.status !== "delivered") || input.deliveredAt === null) {
    return refuse("not_delivered", CLAIM_NOT_DELIVERED_MESSAGE);
  }
  if (reason === "change_of_mind") {
    if (kind === "exchange") return refuse("exchange_change_of_mind", CLAIM_EXCHANGE_CHANGE_OF_MIND_MESSAGE);
    if (lines.some((line) => line.perishable))
      return refuse("fresh_change_of_mind", CLAIM_FRESH_CHANGE_OF_MIND_MESSAGE);
  } else if (input.photoCount !== null && input.photoCount < 1) {
    return refuse("photo_required", CLAIM_PHOTO_REQUIRED_MESSAGE);
  }
  if (input.now > claimDeadline(input.deliveredAt, reason)) {
    return refuse(
      "late",
      reason === "change_of_mind" ? CLAIM_CHANGE_OF_MIND_LATE_MESSAGE : CLAIM_SELLER_FAULT_LATE_MESSAGE,
    );
  }
  return { ok: true };
}

export interface ReturnRefundPlan extends RefundPlan {
  shippingPayer: ShippingPayer;
  /**
   * Shipping the shopper pays for a change of mind, kept back from the refund: each box's return leg at its seller's
   * fee, and the outbound leg of a box that went out free and now goes back whole.
   */
  returnFee: number;
}

export type ReturnRefundResult = { ok: true; plan: ReturnRefundPlan } | { ok: false; reason: string; message: string };

/**
 * What returning `returnIds` gives back. The seller's fault: everything the lines and emptied boxes were paid with, and
 * a box partly returned keeps its free shipping. The shopper's change of mind: the cancel's plan (planRefund) less the
 * return shipping, less the outbound shipping of a box that goes back whole (it was used), and a box left under its
 * free-shipping threshold owes its fee as on a cancel.
 */
export function planReturnRefund(
  lines: readonly RefundLine[],
  boxes: readonly RefundBox[],
  returnIds: readonly number[],
  payer: ShippingPayer,
): ReturnRefundResult {
  const base = planRefund(lines, boxes, returnIds);
  if (!base.ok) return base;
  const plan = base.plan;
  if (payer === "seller") {
    return {
      ok: true,
      plan: {
        ...plan,
        boxDeductions: [],
        shippingDeduction: 0,
        refundAmount: plan.refundAmount + plan.shippingDeduction,
        shippingPayer: payer,
        returnFee: 0,
      },
    };
  }
  const wanted = new Set(plan.lineIds);
  let returnFee = 0;
  let withheldShipping = 0;
  let withheldPoints = 0;
  const keptCoupons = new Set<number>();
  for (const box of boxes) {
    const inBox = lines.filter((line) => line.shipmentId === box.id && !line.cancelled);
    if (!inBox.some((line) => wanted.has(line.id))) continue;
    returnFee += box.terms.shippingFee;
    const emptied = inBox.every((line) => wanted.has(line.id));
    if (!emptied || box.shippingPaymentType !== SHIPPING_PREPAID) continue;
    // The box was delivered: its outbound shipping was used and does not come back (nor its points and coupon).
    withheldShipping += box.shipping + box.islandSurcharge - box.couponDiscount - box.pointShare + box.deducted;
    withheldPoints += box.pointShare;
    if (box.couponUserId !== null) keptCoupons.add(box.couponUserId);
    if (box.shipping + box.deducted === 0) returnFee += box.terms.shippingFee;
  }
  const refundAmount = plan.refundAmount - withheldShipping - returnFee;
  if (refundAmount < 0) return { ok: false, reason: "fee_over_refund", message: CLAIM_FEE_OVER_REFUND_MESSAGE };
  return {
    ok: true,
    plan: {
      ...plan,
      shippingRefund: plan.shippingRefund - withheldShipping,
      pointsRestored: plan.pointsRestored - withheldPoints,
      releasedCouponUserIds: plan.releasedCouponUserIds.filter((id) => !keptCoupons.has(id)),
      refundAmount,
      shippingPayer: payer,
      returnFee,
    },
  };
}
