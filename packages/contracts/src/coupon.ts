import { z } from "zod";
import { itemCardSchema } from "./catalog.js";
import { pagedListSchema, pageQuerySchema, paginationSchema } from "./common.js";

// Coupons (SPEC §3 Coupon: discount amount, description, active or deactivated; §7 Shipping and coupons, Catalog):
// the download corner, a member's coupons, downloading one or all, a code sent by link or printed on paper, and what a
// coupon applies to. The coupon a checkout line uses (SPEC §3 Item coupon) is the order module's answer.

const MAX_ID = 2_147_483_647;
/** An id in a path or query (text coerced). */
const idParam = z.coerce.number().int().min(1).max(MAX_ID);
/** An id in a JSON body. */
const bodyId = z.number().int().min(1).max(MAX_ID);

export const COUPON_CODE_MESSAGE = "쿠폰 번호를 정확히 입력해 주세요.";

/** A coupon code as printed or sent (letters, digits and hyphens, any case); compared in upper case. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, COUPON_CODE_MESSAGE)
  .max(40, COUPON_CODE_MESSAGE)
  .regex(/^[A-Za-z0-9-]+$/, COUPON_CODE_MESSAGE)
  .transform((code) => code.toUpperCase());

/** item: off an order line's price; shipping: off a box's shipping. */
export const couponTypeSchema = z.enum(["item", "shipping"]);
export type CouponType = z.infer<typeof couponTypeSchema>;

export const couponDiscountTypeSchema = z.enum(["fixed", "rate"]);

/** all: every item; item: one item; seller: one seller's items (or, for a shipping coupon, that seller's boxes). */
export const couponScopeSchema = z.enum(["all", "item", "seller"]);
export type CouponScope = z.infer<typeof couponScopeSchema>;

/** What a coupon may be used on, with the names a shopper reads. */
export const couponAppliesToSchema = z.object({
  scope: couponScopeSchema,
  /** "전체 상품", "{상품명} 전용", "{판매자} 상품 전용" (or 배송 for a shipping coupon). */
  label: z.string(),
  itemId: z.number().int().nullable(),
  /** Null when the item is not displayed any more. */
  itemUserCode: z.string().nullable(),
  itemName: z.string().nullable(),
  sellerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
});
export type CouponAppliesTo = z.infer<typeof couponAppliesToSchema>;

/** A coupon's terms, shared by the download corner and a member's copies. */
const couponTermsSchema = z.object({
  couponId: z.number().int(),
  couponName: z.string(),
  description: z.string(),
  couponType: couponTypeSchema,
  discountType: couponDiscountTypeSchema,
  /** Won off, for a fixed coupon (0 for a rate one). */
  discountAmount: z.number().int(),
  /** Percent off, for a rate coupon (0 for a fixed one). */
  discountRate: z.number().int(),
  /** The most a rate coupon takes off, in won; 0 = no cap. */
  maxDiscount: z.number().int(),
  /** The purchase needed (a line's total; a box's items for a shipping coupon); 0 = none. */
  minOrderAmount: z.number().int(),
  /** Usable together with other item coupons in one order. */
  couponConcurrently: z.boolean(),
  /** "3,000원 할인", "10% 할인 (최대 5,000원)", "무료배송". */
  benefit: z.string(),
  /** "30,000원 이상 구매 시" or "" without a minimum. */
  condition: z.string(),
  appliesTo: couponAppliesToSchema,
});

/** A coupon in the download corner or on an item page. */
export const downloadableCouponSchema = couponTermsSchema.extend({
  /** ISO times of the download period. */
  validFrom: z.string(),
  validUntil: z.string(),
  /** Days a downloaded copy stays valid (never past validUntil); null = until validUntil. */
  validDays: z.number().int().nullable(),
  /** Copies left to issue; null = no limit. */
  remaining: z.number().int().nullable(),
  /** All copies are issued (선착순 마감). */
  soldOut: z.boolean(),
  /** The calling member holds a copy (false for anonymous callers and guests). */
  downloaded: z.boolean(),
});
export type DownloadableCoupon = z.infer<typeof downloadableCouponSchema>;

/** GET /api/coupon/download-coupons?page&size — the download corner: downloadable coupons valid now. */
export const downloadCouponsQuerySchema = pageQuerySchema.extend({ couponType: couponTypeSchema.optional() });
export const downloadCouponListSchema = pagedListSchema(downloadableCouponSchema);
export type DownloadCouponList = z.infer<typeof downloadCouponListSchema>;

/** GET /api/item/{itemUserCode}/coupons — the item coupons downloadable for that item. */
export const itemCouponListSchema = z.object({
  list: z.array(downloadableCouponSchema),
  /** How many of them the caller can still get (all of them for an anonymous caller). */
  downloadableCount: z.number().int(),
});
export type ItemCouponList = z.infer<typeof itemCouponListSchema>;

/** active: usable; used: spent by an order; expired: past its validity or withdrawn (SPEC: deactivated). */
export const myCouponStatusSchema = z.enum(["active", "used", "expired"]);

/** A member's copy of a coupon (couponUserId). */
export const myCouponSchema = couponTermsSchema.extend({
  couponUserId: z.number().int(),
  /** ISO times: when it was issued, and the copy's own validity. */
  issuedAt: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  usedAt: z.string().nullable(),
  status: myCouponStatusSchema,
  /** status is active (SPEC §3: active or deactivated). */
  active: z.boolean(),
});
export type MyCoupon = z.infer<typeof myCouponSchema>;

/** GET /api/coupon?status&couponType&page&size — active: usable now, soonest to expire first; inactive: used or expired, latest first. */
export const myCouponQuerySchema = pageQuerySchema.extend({
  status: z.enum(["active", "inactive"]).default("active"),
  couponType: couponTypeSchema.optional(),
});
export type MyCouponQuery = z.infer<typeof myCouponQuerySchema>;

export const myCouponListSchema = z.object({
  list: z.array(myCouponSchema),
  pagination: paginationSchema,
  /** The tabs' counts (of the couponType asked, when one is). */
  counts: z.object({ active: z.number().int(), inactive: z.number().int() }),
});
export type MyCouponList = z.infer<typeof myCouponListSchema>;

/** GET /api/coupon/shipping-coupons — the member's usable shipping coupons, soonest to expire first. */
export const myShippingCouponsSchema = z.object({ list: z.array(myCouponSchema) });

/** POST /api/coupon/download */
export const downloadCouponRequestSchema = z.object({ couponId: bodyId });
/** POST /api/coupon/download-coupon-link */
export const couponLinkRequestSchema = z.object({ code: couponCodeSchema });
/** GET /api/coupon/exchange-offline-coupon?code= */
export const exchangeCouponQuerySchema = z.object({ code: couponCodeSchema });

/** One coupon issued to the member. */
export const couponIssuedSchema = z.object({ message: z.string(), coupon: myCouponSchema });
export type CouponIssued = z.infer<typeof couponIssuedSchema>;

/** Every coupon the member could still get, issued; issuedCount 0 (with a message) when there was none. */
export const couponsIssuedSchema = z.object({
  message: z.string(),
  issuedCount: z.number().int(),
  list: z.array(myCouponSchema),
});
export type CouponsIssued = z.infer<typeof couponsIssuedSchema>;

/** POST /api/item/download-all-coupons */
export const downloadItemCouponsRequestSchema = z.object({ itemId: bodyId });

/** GET /api/coupon/applies-to/{couponId}/coupon-user — couponId is the coupon's id; the copy is the caller's. */
export const couponAppliesToParamsSchema = z.object({ couponId: idParam });
export const couponAppliesToResponseSchema = z.object({
  coupon: myCouponSchema,
  /** The item's card for an item coupon (when displayed); empty otherwise (all items, or a seller's: see appliesTo). */
  items: z.array(itemCardSchema),
});
export type CouponAppliesToResponse = z.infer<typeof couponAppliesToResponseSchema>;
