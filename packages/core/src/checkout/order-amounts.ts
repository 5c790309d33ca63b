import { SHIPPING_PREPAID, type ShippingPaymentType } from "./delivery-groups.js";
import { islandSurcharge } from "./island-surcharge.js";

// The order's money (SPEC §3 orderPrice: totalItemPrice, totalShippingAmount, totalDiscountAmount,
// orderPayAmount), and how it splits over lines and boxes so that a partial cancel or refund can give back exactly
// what a line cost. Order of application: item prices and shipping (with island surcharges), then coupons, then
// points.

/** A selected order line (BoxLine fits). */
export interface OrderAmountLine {
  cartId: number;
  boxKey: string;
  /** Unit price × quantity. */
  amount: number;
}

/** A box (ShippingBrand fits): `shipping` is what the order collects for it before any surcharge. */
export interface OrderAmountBox {
  boxKey: string;
  shipping: number;
  shippingPaymentType: ShippingPaymentType;
}

export interface OrderAmountsInput {
  lines: readonly OrderAmountLine[];
  boxes: readonly OrderAmountBox[];
  /** The delivery postcode; null before an address is chosen (the cart page). */
  postcode: string | null;
  /** applyCoupons' answer, or null without coupons. */
  coupons: {
    lineDiscounts: readonly { cartId: number; discount: number }[];
    boxDiscounts: readonly { boxKey: string; discount: number }[];
  } | null;
  /** Points the shopper asked to use, already checked by checkPointUse. */
  points: number;
}

export interface LineAmounts {
  cartId: number;
  amount: number;
  couponDiscount: number;
  pointShare: number;
  /** amount − couponDiscount − pointShare: the money this line was paid with. */
  payAmount: number;
}

export interface BoxAmounts {
  boxKey: string;
  shipping: number;
  islandSurcharge: number;
  couponDiscount: number;
  pointShare: number;
  /** shipping + islandSurcharge − couponDiscount − pointShare. */
  payAmount: number;
}

export interface OrderAmounts {
  totalItemPrice: number;
  /** Box shipping plus island surcharges. */
  totalShippingAmount: number;
  islandSurchargeAmount: number;
  /** Item and shipping coupons (points are not a discount). */
  totalDiscountAmount: number;
  itemDiscountAmount: number;
  shippingDiscountAmount: number;
  /** Points actually used: the request, but never more than what is left to pay. */
  totalPointAmount: number;
  /** totalItemPrice + totalShippingAmount − totalDiscountAmount − totalPointAmount, never below 0. */
  orderPayAmount: number;
  lines: LineAmounts[];
  boxes: BoxAmounts[];
}

/**
 * `total` split over `weights` in proportion, in whole won, summing exactly to `total`: each share is floored, and
 * the won left over go to the largest weight (the first of equals), then to the next largest should a share reach
 * its weight — no share ever exceeds its weight while total ≤ the sum of weights. All weights 0: all to the first.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  // BigInt: total × weight can pass 2^53 for large orders.
  const shares = weights.map((weight) => Number((BigInt(total) * BigInt(weight)) / BigInt(sum)));
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const byWeight = weights.map((weight, index) => ({ weight, index })).sort((a, b) => b.weight - a.weight);
  for (const { weight, index } of byWeight) {
    if (left === 0) break;
    const room = Math.max(weight - shares[index]!, 0);
    const give = Math.min(room, left);
    shares[index]! += give;
    left -= give;
  }
  // Only when total exceeds the weights: the rest lands on the largest.
  if (left > 0) shares[byWeight[0]!.index]! += left;
  return shares;
}

/**
 * The order's amounts. An island surcharge is added to each prepaid box that has a selected line (also when its
 * fee is free: the surcharge is the courier's); a 착불 box adds nothing. Discounts must come from applyCoupons;
 * points are spread over what each line and box still costs after coupons.
 */
export function orderAmounts(input: OrderAmountsInput): OrderAmounts {
  const surcharge = input.postcode === null ? 0 : (islandSurcharge(input.postcode)?.amount ?? 0);
  const lineDiscount = new Map(input.coupons?.lineDiscounts.map((entry) => [entry.cartId, entry.discount]) ?? []);
  const boxDiscount = new Map(input.coupons?.boxDiscounts.map((entry) => [entry.boxKey, entry.discount]) ?? []);
  for (const cartId of lineDiscount.keys()) {
    if (!input.lines.some((line) => line.cartId === cartId)) throw new Error(`Coupon for unknown line ${cartId}`);
  }
  for (const key of boxDiscount.keys()) {
    if (!input.boxes.some((box) => box.boxKey === key)) throw new Error(`Coupon for unknown box ${key}`);
  }

  const lines = input.lines.map((line) => ({
    cartId: line.cartId,
    amount: line.amount,
    couponDiscount: Math.min(lineDiscount.get(line.cartId) ?? 0, line.amount),
  }));
  const boxes = input.boxes.map((box) => {
    const paysHere =
      box.shippingPaymentType === SHIPPING_PREPAID && input.lines.some((line) => line.boxKey === box.boxKey);
    const boxSurcharge = paysHere ? surcharge : 0;
    return {
      boxKey: box.boxKey,
      shipping: box.shipping,
      islandSurcharge: boxSurcharge,
      couponDiscount: Math.min(boxDiscount.get(box.boxKey) ?? 0, box.shipping + boxSurcharge),
    };
  });

  const lineNet = lines.map((line) => line.amount - line.couponDiscount);
  const boxNet = boxes.map((box) => box.shipping + box.islandSurcharge - box.couponDiscount);
  const payableBeforePoints = [...lineNet, ...boxNet].reduce((sum, value) => sum + value, 0);
  const totalPointAmount = Math.min(Math.max(input.points, 0), Math.max(payableBeforePoints, 0));
  const pointShares = apportion(totalPointAmount, [...lineNet, ...boxNet]);

  const lineAmounts = lines.map((line, index) => {
    const pointShare = pointShares[index]!;
    return { ...line, pointShare, payAmount: lineNet[index]! - pointShare };
  });
  const boxAmounts = boxes.map((box, index) => {
    const pointShare = pointShares[lines.length + index]!;
    return { ...box, pointShare, payAmount: boxNet[index]! - pointShare };
  });

  const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
  const totalItemPrice = sum(lines, (line) => line.amount);
  const islandSurchargeAmount = sum(boxes, (box) => box.islandSurcharge);
  const totalShippingAmount = sum(boxes, (box) => box.shipping) + islandSurchargeAmount;
  const itemDiscountAmount = sum(lines, (line) => line.couponDiscount);
  const shippingDiscountAmount = sum(boxes, (box) => box.couponDiscount);
  const totalDiscountAmount = itemDiscountAmount + shippingDiscountAmount;
  return {
    totalItemPrice,
    totalShippingAmount,
    islandSurchargeAmount,
    totalDiscountAmount,
    itemDiscountAmount,
    shippingDiscountAmount,
    totalPointAmount,
    orderPayAmount: Math.max(totalItemPrice + totalShippingAmount - totalDiscountAmount - totalPointAmount, 0),
    lines: lineAmounts,
    boxes: boxAmounts,
  };
}

/** Payment methods paid in cash (vbank 가상계좌, bank 계좌이체, bulkVbank 일괄 가상계좌). */
export const CASH_PAYMENT_METHODS: readonly string[] = ["vbank", "bank", "bulkVbank"];

/** Cash payments from this amount on need a 현금영수증 even unasked (현금영수증 의무발행업종, meat retail). */
export const CASH_RECEIPT_REQUIRED_FROM = 100_000;

/** The NTS self-issue number a required receipt goes to when the shopper gave none (국세청 지정번호). */
export const CASH_RECEIPT_SELF_ISSUE_NUMBER = "0100001234";

/** Whether a payment of `amount` by `method` must be given a 현금영수증: a cash method and 100,000 won or more. */
export function cashReceiptRequired(method: string, amount: number): boolean {
  return CASH_PAYMENT_METHODS.includes(method) && amount >= CASH_RECEIPT_REQUIRED_FROM;
}

export const CLIENT_TOTAL_CHANGED_MESSAGE = "결제 금액이 변경되었습니다. 주문 내용을 다시 확인해 주세요.";

export type ClientTotalCheck = { ok: true } | { ok: false; reason: "total_changed"; message: string };

/** The total the shopper saw must be the one the server computed; any difference refuses the order. */
export function assertClientTotal(serverTotal: number, clientTotal: number): ClientTotalCheck {
  if (serverTotal === clientTotal) return { ok: true };
  return { ok: false, reason: "total_changed", message: CLIENT_TOTAL_CHANGED_MESSAGE };
}
