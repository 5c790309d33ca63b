import type { CouponType, MyCoupon, MyCouponList } from "@shop/contracts/coupon";

// The member's coupon box (쿠폰함): item coupons at /mypage/coupon, shipping coupons at /mypage/delivery-coupon, each
// with a tab of usable coupons and one of used or expired ones (GET /api/coupon's status).

export type CouponTab = "active" | "inactive";

/** The two pages of the box, by the coupon type each lists. */
export const COUPON_PAGES: Record<CouponType, { path: string; label: string }> = {
  item: { path: "/mypage/coupon", label: "상품 쿠폰" },
  shipping: { path: "/mypage/delivery-coupon", label: "배송비 쿠폰" },
};

const TAB_LABELS: Record<CouponTab, string> = { active: "사용 가능", inactive: "사용완료·만료" };

/** Coupons whose last day is this close are marked (D-7 … 오늘 마감). */
export const ENDING_SOON_DAYS = 7;

/** `?status=inactive` shows the used or expired coupons; anything else the usable ones. */
export function couponTabOf(params: URLSearchParams): CouponTab {
  return params.get("status") === "inactive" ? "inactive" : "active";
}

/** The page of one tab (its first page). */
export function couponTabHref(couponType: CouponType, tab: CouponTab): string {
  const { path } = COUPON_PAGES[couponType];
  return tab === "inactive" ? `${path}?status=inactive` : path;
}

/** Both tabs with the API's counts. */
export function couponTabs(couponType: CouponType, counts: MyCouponList["counts"]) {
  return (["active", "inactive"] as const).map((tab) => ({
    tab,
    label: TAB_LABELS[tab],
    count: counts[tab],
    href: couponTabHref(couponType, tab),
  }));
}

/**
 * The mark a coupon card carries: a usable one ending within a week counts down (D-3, 오늘 마감); a used or expired
 * one says which it is. Null for a usable one with time to spare.
 */
export function couponMark(coupon: Pick<MyCoupon, "status">, daysLeft: number | null): string | null {
  if (coupon.status === "used") return "사용완료";
  if (coupon.status === "expired") return "기간만료";
  if (daysLeft === null || daysLeft > ENDING_SOON_DAYS) return null;
  return daysLeft <= 0 ? "오늘 마감" : `D-${daysLeft}`;
}
