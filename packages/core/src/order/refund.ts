import {
  boxShippingFee,
  type SellerShippingTerms,
  SHIPPING_PREPAID,
  type ShippingPaymentType,
} from "../checkout/delivery-groups.js";

// What a cancel gives back (POST /api/order/refund-amount and /cancel): the cancelled lines' money, the points and
// coupons they used, and the shipping of a box that empties — less the shipping a box now owes because what is left
// in it fell under its seller's free-shipping threshold. Cancelling every line, in one go or line by line in any
// order, gives back exactly what the order was paid with, in money and in points.

/** One line of the order as paid (order_items). */
export interface RefundLine {
  id: number;
  shipmentId: number;
  /** Unit price × quantity. */
  amount: number;
  couponDiscount: number;
  /** The item coupon copy it used (coupon_users.id). */
  couponUserId: number | null;
  pointShare: number;
  /** Cancelled by an earlier cancel. */
  cancelled: boolean;
}

/** One box of the order (order_shipments) as paid, with its seller's terms at the time of the order. */
export interface RefundBox {
  id: number;
  shippingPaymentType: ShippingPaymentType;
  /** The box's fee as charged (0 when it shipped free), before the island surcharge. */
  shipping: number;
  islandSurcharge: number;
  couponDiscount: number;
  couponUserId: number | null;
  pointShare: number;
  terms: SellerShippingTerms;
  /** Shipping kept back by earlier partial cancels of this box (its free shipping lost). */
  deducted: number;
}

export interface RefundPlan {
  lineIds: number[];
  /** The cancelled lines' prices. */
  itemAmount: number;
  /** The item coupons on them (not money back: the coupons themselves come back). */
  itemCouponDiscount: number;
  /** Money back for boxes left empty: their shipping as paid, and what earlier cancels kept back from them. */
  shippingRefund: number;
  /** Shipping the boxes still shipping now owe (free shipping lost), kept back from the refund. */
  shippingDeduction: number;
  boxDeductions: { shipmentId: number; amount: number }[];
  /** Points back to the member's balance. */
  pointsRestored: number;
  /** Money back through the payment: itemAmount − itemCouponDiscount − the lines' points + shippingRefund − shippingDeduction. */
  refundAmount: number;
  /** Coupon copies (coupon_users.id) given back: those of the cancelled lines and of the boxes left empty. */
  releasedCouponUserIds: number[];
  /** Every line of the order is cancelled after this one. */
  closesOrder: boolean;
}

export const CANCEL_NO_LINES_MESSAGE = "취소할 상품을 선택해 주세요.";
export const CANCEL_UNKNOWN_LINE_MESSAGE = "이 주문에 없는 상품입니다. 주문 내역을 다시 확인해 주세요.";
export const CANCEL_ALREADY_MESSAGE = "이미 취소된 상품입니다.";
export const CANCEL_SHIPPING_OVER_REFUND_MESSAGE =
  "남는 상품의 배송비가 환불 금액보다 많아 일부만 취소할 수 없습니다. 주문 전체를 취소해 주세요.";

export type RefundRefusal = "no_lines" | "unknown_line" | "already_cancelled" | "shipping_over_refund";

export type RefundResult = { ok: true; plan: RefundPlan } | { ok: false; reason: RefundRefusal; message: string };

const refuse = (reason: RefundRefusal, message: string): RefundResult => ({ ok: false, reason, message });
const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((acc, row) => acc + pick(row), 0);

/** What cancelling `cancelIds` of an order gives back, or why it cannot be done. */
export function planRefund(
  lines: readonly RefundLine[],
  boxes: readonly RefundBox[],
  cancelIds: readonly number[],
): RefundResult {
  const wanted = new Set(cancelIds);
  if (wanted.size === 0) return refuse("no_lines", CANCEL_NO_LINES_MESSAGE);
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const id of wanted) {
    const line = byId.get(id);
    if (!line) return refuse("unknown_line", CANCEL_UNKNOWN_LINE_MESSAGE);
    if (line.cancelled) return refuse("already_cancelled", CANCEL_ALREADY_MESSAGE);
  }
  const cancelling = lines.filter((line) => wanted.has(line.id));
  const releasedCouponUserIds = cancelling.flatMap((line) => (line.couponUserId === null ? [] : [line.couponUserId]));

  let shippingRefund = 0;
  let boxPoints = 0;
  const boxDeductions: RefundPlan["boxDeductions"] = [];
  for (const box of boxes) {
    const inBox = lines.filter((line) => line.shipmentId === box.id && !line.cancelled);
    const touched = inBox.some((line) => wanted.has(line.id));
    if (!touched) continue;
    const left = inBox.filter((line) => !wanted.has(line.id));
    if (left.length === 0) {
      // The box no longer ships: its shipping comes back as it was paid (money and points), coupon included.
      shippingRefund += box.shipping + box.islandSurcharge - box.couponDiscount - box.pointShare + box.deducted;
      boxPoints += box.pointShare;
      if (box.couponUserId !== null) releasedCouponUserIds.push(box.couponUserId);
      continue;
    }
    if (box.shippingPaymentType !== SHIPPING_PREPAID) continue;
    const owed = boxShippingFee(
      sum(left, (line) => line.amount),
      true,
      box.terms,
    );
    const extra = owed - box.shipping - box.deducted;
    if (extra > 0) boxDeductions.push({ shipmentId: box.id, amount: extra });
  }

  const shippingDeduction = sum(boxDeductions, (entry) => entry.amount);
  const linesMoney = sum(cancelling, (line) => line.amount - line.couponDiscount - line.pointShare);
  const refundAmount = linesMoney + shippingRefund - shippingDeduction;
  if (refundAmount < 0) return refuse("shipping_over_refund", CANCEL_SHIPPING_OVER_REFUND_MESSAGE);
  const plan: RefundPlan = {
    lineIds: cancelling.map((line) => line.id),
    itemAmount: sum(cancelling, (line) => line.amount),
    itemCouponDiscount: sum(cancelling, (line) => line.couponDiscount),
    shippingRefund,
    shippingDeduction,
    boxDeductions,
    pointsRestored: sum(cancelling, (line) => line.pointShare) + boxPoints,
    refundAmount,
    releasedCouponUserIds,
    closesOrder: lines.every((line) => line.cancelled || wanted.has(line.id)),
  };
  return { ok: true, plan };
}
