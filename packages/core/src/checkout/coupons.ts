import { formatWon } from "../format/number.js";

// Item coupons (on one order line) and shipping coupons (on one box's shipping), SPEC §3 item coupon. Money is
// integer won; a rate discount is floored, then capped, and never exceeds what it discounts.

export type CouponKind = "item" | "shipping";
export type CouponDiscountType = "fixed" | "rate";

/** A coupon the shopper holds (one coupon_user row). */
export interface Coupon {
  couponUserId: number;
  couponName: string;
  kind: CouponKind;
  discountType: CouponDiscountType;
  /** Won off, for a fixed coupon. */
  amount: number;
  /** Percent off (1..100), for a rate coupon. */
  rate: number;
  /** Cap in won for a rate coupon; 0 = none. */
  maxDiscount: number;
  /** The purchase the coupon needs (a line's total, or a box's items for a shipping coupon); 0 = none. */
  minOrderAmount: number;
  validFrom: Date;
  /** Last valid instant, included. */
  validUntil: Date;
  /** Usable together with other item coupons in one order. */
  concurrently: boolean;
  usedAt: Date | null;
}

export type CouponRefusalReason =
  | "used"
  | "not_yet_valid"
  | "expired"
  | "under_minimum"
  | "nothing_to_discount"
  | "wrong_kind"
  | "duplicate_coupon"
  | "unknown_target"
  | "line_has_coupon"
  | "box_has_coupon"
  | "not_concurrent";

export interface CouponRefusal {
  ok: false;
  reason: CouponRefusalReason;
  message: string;
  couponUserId: number;
}

export const COUPON_USED_MESSAGE = "이미 사용한 쿠폰입니다.";
export const COUPON_NOT_YET_VALID_MESSAGE = "아직 사용 기간이 시작되지 않은 쿠폰입니다.";
export const COUPON_EXPIRED_MESSAGE = "사용 기간이 지난 쿠폰입니다.";
export const COUPON_NOTHING_TO_DISCOUNT_MESSAGE = "할인할 금액이 없어 쿠폰을 사용할 수 없습니다.";
export const SHIPPING_COUPON_NO_SHIPPING_MESSAGE = "결제할 배송비가 없어 배송비 쿠폰을 사용할 수 없습니다.";
export const ITEM_COUPON_WRONG_KIND_MESSAGE = "배송비 쿠폰은 상품에 사용할 수 없습니다.";
export const SHIPPING_COUPON_WRONG_KIND_MESSAGE = "상품 쿠폰은 배송비에 사용할 수 없습니다.";
export const COUPON_DUPLICATE_MESSAGE = "같은 쿠폰을 두 번 사용할 수 없습니다.";
export const COUPON_UNKNOWN_TARGET_MESSAGE = "쿠폰을 적용할 주문 상품을 찾을 수 없습니다.";
export const LINE_HAS_COUPON_MESSAGE = "상품 하나에는 쿠폰을 하나만 사용할 수 있습니다.";
export const BOX_HAS_COUPON_MESSAGE = "배송비 쿠폰은 배송마다 하나만 사용할 수 있습니다.";

/** "{n}원 이상 구매 시 사용할 수 있는 쿠폰입니다." */
export function couponMinimumMessage(minOrderAmount: number): string {
  return `${formatWon(minOrderAmount)} 이상 구매 시 사용할 수 있는 쿠폰입니다.`;
}

/** A non-concurrent coupon met another item coupon in the same order. */
export function couponNotConcurrentMessage(couponName: string): string {
  return `'${couponName}' 쿠폰은 다른 상품 쿠폰과 함께 사용할 수 없습니다.`;
}

export type CouponDiscountResult = { ok: true; discount: number } | CouponRefusal;

function refuse(coupon: Coupon, reason: CouponRefusalReason, message: string): CouponRefusal {
  return { ok: false, reason, message, couponUserId: coupon.couponUserId };
}

/**
 * What `coupon` takes off `base` at `now`, or why it cannot: used, then its period, then the minimum purchase
 * (measured on `purchaseAmount`, the base itself unless told: a shipping coupon measures the box's items), then
 * an empty base. A rate is floored to the won, then capped by maxDiscount; no discount exceeds the base.
 */
export function couponDiscount(coupon: Coupon, base: number, now: Date, purchaseAmount = base): CouponDiscountResult {
  if (coupon.usedAt) return refuse(coupon, "used", COUPON_USED_MESSAGE);
  if (now < coupon.validFrom) return refuse(coupon, "not_yet_valid", COUPON_NOT_YET_VALID_MESSAGE);
  if (now > coupon.validUntil) return refuse(coupon, "expired", COUPON_EXPIRED_MESSAGE);
  if (purchaseAmount < coupon.minOrderAmount) {
    return refuse(coupon, "under_minimum", couponMinimumMessage(coupon.minOrderAmount));
  }
  if (base <= 0) {
    const message =
      coupon.kind === "shipping" ? SHIPPING_COUPON_NO_SHIPPING_MESSAGE : COUPON_NOTHING_TO_DISCOUNT_MESSAGE;
    return refuse(coupon, "nothing_to_discount", message);
  }
  let discount: number;
  if (coupon.discountType === "rate") {
    const rate = Math.min(Math.max(coupon.rate, 0), 100);
    discount = Math.floor((base * rate) / 100);
    if (coupon.maxDiscount > 0) discount = Math.min(discount, coupon.maxDiscount);
  } else {
    discount = Math.max(coupon.amount, 0);
  }
  return { ok: true, discount: Math.min(discount, base) };
}

/** What applyCoupons needs of an order: its lines and boxes (BoxLine and ShippingBrand fit) and the picks. */
export interface CouponSelection {
  lines: readonly { cartId: number; amount: number }[];
  boxes: readonly { boxKey: string; price: number; shipping: number }[];
  itemCoupons: readonly { cartId: number; coupon: Coupon }[];
  shippingCoupons: readonly { boxKey: string; coupon: Coupon }[];
}

export interface LineCouponDiscount {
  cartId: number;
  couponUserId: number;
  discount: number;
}

export interface BoxCouponDiscount {
  boxKey: string;
  couponUserId: number;
  discount: number;
}

export interface AppliedCoupons {
  ok: true;
  lineDiscounts: LineCouponDiscount[];
  boxDiscounts: BoxCouponDiscount[];
  itemDiscountTotal: number;
  shippingDiscountTotal: number;
  totalDiscount: number;
}

/**
 * The order's coupons, or the first refusal. Item coupons are checked first, in the order given, then shipping
 * coupons: the right kind, each coupon once, one item coupon per line and one shipping coupon per box, no
 * non-concurrent item coupon beside another item coupon, then the coupon's own rules (couponDiscount). An item
 * coupon's base is its line's total; a shipping coupon's base is the box's shipping the order collects (not an
 * island surcharge) and its minimum is measured on the box's items.
 */
export function applyCoupons(selection: CouponSelection, now: Date): AppliedCoupons | CouponRefusal {
  const seen = new Set<number>();
  const lineDiscounts: LineCouponDiscount[] = [];
  const boxDiscounts: BoxCouponDiscount[] = [];
  const itemCouponsSoFar: Coupon[] = [];

  for (const { cartId, coupon } of selection.itemCoupons) {
    if (coupon.kind !== "item") return refuse(coupon, "wrong_kind", ITEM_COUPON_WRONG_KIND_MESSAGE);
    if (seen.has(coupon.couponUserId)) return refuse(coupon, "duplicate_coupon", COUPON_DUPLICATE_MESSAGE);
    const line = selection.lines.find((candidate) => candidate.cartId === cartId);
    if (!line) return refuse(coupon, "unknown_target", COUPON_UNKNOWN_TARGET_MESSAGE);
    if (lineDiscounts.some((entry) => entry.cartId === cartId)) {
      return refuse(coupon, "line_has_coupon", LINE_HAS_COUPON_MESSAGE);
    }
    const loner = [coupon, ...itemCouponsSoFar].find((candidate) => !candidate.concurrently);
    if (itemCouponsSoFar.length > 0 && loner) {
      return refuse(coupon, "not_concurrent", couponNotConcurrentMessage(loner.couponName));
    }
    const result = couponDiscount(coupon, line.amount, now);
    if (!result.ok) return result;
    seen.add(coupon.couponUserId);
    itemCouponsSoFar.push(coupon);
    lineDiscounts.push({ cartId, couponUserId: coupon.couponUserId, discount: result.discount });
  }

  for (const { boxKey, coupon } of selection.shippingCoupons) {
    if (coupon.kind !== "shipping") return refuse(coupon, "wrong_kind", SHIPPING_COUPON_WRONG_KIND_MESSAGE);
    if (seen.has(coupon.couponUserId)) return refuse(coupon, "duplicate_coupon", COUPON_DUPLICATE_MESSAGE);
    const box = selection.boxes.find((candidate) => candidate.boxKey === boxKey);
    if (!box) return refuse(coupon, "unknown_target", COUPON_UNKNOWN_TARGET_MESSAGE);
    if (boxDiscounts.some((entry) => entry.boxKey === boxKey)) {
      return refuse(coupon, "box_has_coupon", BOX_HAS_COUPON_MESSAGE);
    }
    const result = couponDiscount(coupon, box.shipping, now, box.price);
    if (!result.ok) return result;
    seen.add(coupon.couponUserId);
    boxDiscounts.push({ boxKey, couponUserId: coupon.couponUserId, discount: result.discount });
  }

  const itemDiscountTotal = lineDiscounts.reduce((sum, entry) => sum + entry.discount, 0);
  const shippingDiscountTotal = boxDiscounts.reduce((sum, entry) => sum + entry.discount, 0);
  return {
    ok: true,
    lineDiscounts,
    boxDiscounts,
    itemDiscountTotal,
    shippingDiscountTotal,
    totalDiscount: itemDiscountTotal + shippingDiscountTotal,
  };
}
