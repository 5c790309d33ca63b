import type { MyCoupon } from "@shop/contracts/coupon";
import type { MemberGradeInfo } from "@shop/contracts/order-confirm";
import type { WishlistList } from "@shop/contracts/review";
import { getShopperSession } from "../../lib/session.server";

// API answers of my page's calls for the route tests (shapes of packages/contracts: coupon.ts, point.ts, review.ts),
// and the alert a redirect's session carries.

export const NO_PAGES = { page: 1, size: 10, totalCount: 0, totalPages: 0 };

export const WELCOME_COUPON: MyCoupon = {
  couponId: 1,
  couponUserId: 101,
  couponName: "회원가입 축하 3,000원 할인 쿠폰",
  description: "가입을 환영합니다.",
  couponType: "item",
  discountType: "fixed",
  discountAmount: 3_000,
  discountRate: 0,
  maxDiscount: 0,
  minOrderAmount: 30_000,
  couponConcurrently: true,
  benefit: "3,000원 할인",
  condition: "30,000원 이상 구매 시",
  appliesTo: {
    scope: "all",
    label: "전체 상품",
    itemId: null,
    itemUserCode: null,
    itemName: null,
    sellerId: null,
    sellerName: null,
  },
  issuedAt: "2026-11-01T00:00:00.000Z",
  validFrom: "2026-11-01T00:00:00.000Z",
  validUntil: "2026-12-01T14:59:59.000Z",
  usedAt: null,
  status: "active",
  active: true,
};

export const FREE_SHIPPING_COUPON: MyCoupon = {
  ...WELCOME_COUPON,
  couponId: 2,
  couponUserId: 102,
  couponName: "회원가입 축하 무료배송 쿠폰",
  couponType: "shipping",
  discountType: "rate",
  discountAmount: 0,
  discountRate: 100,
  minOrderAmount: 0,
  benefit: "무료배송",
  condition: "",
  appliesTo: { ...WELCOME_COUPON.appliesTo, label: "전체 배송" },
};

export const WISHED_ITEM: WishlistList["list"][number] = {
  itemId: 31,
  itemUserCode: "G0000031",
  itemName: "한우 1++ 등심 구이용",
  subTitle: "",
  brand: "농협안심한우",
  sellerId: 90_000_000,
  livestock: "hanwoo",
  imageSrc: "/media/items/G0000031.svg",
  grade: "1++",
  weightGrams: 500,
  consumerPrice: 60_000,
  presentPrice: 54_000,
  discountRate: 10,
  unitPricePer100g: 10_800,
  deliveryType: 1,
  soldOut: false,
  reviewCount: 4,
  brandId: 1,
  salePrice: 54_000,
  specialSalePrice: 0,
  wishedAt: "2026-11-10T01:00:00.000Z",
};

/** The alert a response's session carries for the next page (the shop's flash). */
export async function flashedAlert(response: Response | null | undefined): Promise<string | undefined> {
  const cookie = response?.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) return undefined;
  const session = await getShopperSession(new Request("http://shop.test/", { headers: { cookie } }));
  return session.get("alert");
}

/** GET /api/mypage/grade for a silver member 580,000원 short of gold. */
export const GRADE: MemberGradeInfo = {
  grade: { code: "silver", label: "실버", minAmount: 300_000, earnRatePercent: 1 },
  periodAmount: 420_000,
  periodMonths: 3,
  periodFrom: "2026-08-15",
  periodTo: "2026-11-15",
  nextGrade: { code: "gold", label: "골드", minAmount: 1_000_000, earnRatePercent: 1.5 },
  amountToNext: 580_000,
  grades: [
    { code: "family", label: "패밀리", minAmount: 0, earnRatePercent: 0.5 },
    { code: "silver", label: "실버", minAmount: 300_000, earnRatePercent: 1 },
    { code: "gold", label: "골드", minAmount: 1_000_000, earnRatePercent: 1.5 },
    { code: "vip", label: "VIP", minAmount: 3_000_000, earnRatePercent: 2 },
  ],
  autoConfirmAfterDays: 7,
};
