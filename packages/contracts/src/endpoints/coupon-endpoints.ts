import type { ApiEndpoint } from "../api-endpoints.js";
import {
  couponAppliesToParamsSchema,
  couponAppliesToResponseSchema,
  couponIssuedSchema,
  couponLinkRequestSchema,
  couponsIssuedSchema,
  downloadCouponListSchema,
  downloadCouponRequestSchema,
  downloadCouponsQuerySchema,
  downloadItemCouponsRequestSchema,
  exchangeCouponQuerySchema,
  itemCouponListSchema,
  myCouponListSchema,
  myCouponQuerySchema,
  myShippingCouponsSchema,
} from "../coupon.js";
import { itemCodeParamsSchema } from "../item.js";
import { couponAndPointSchema, mypageSummarySchema, pointHistoryQuerySchema, pointHistorySchema } from "../point.js";

/** The endpoints of coupons and points (SPEC §7 Shipping and coupons, Catalog, My page); spread into apiEndpoints. */
export const couponEndpoints = {
  // Shipping and coupons
  myCoupons: { method: "GET", path: "/coupon", querystring: myCouponQuerySchema, response: myCouponListSchema },
  myShippingCoupons: { method: "GET", path: "/coupon/shipping-coupons", response: myShippingCouponsSchema },
  downloadCoupons: {
    method: "GET",
    path: "/coupon/download-coupons",
    querystring: downloadCouponsQuerySchema,
    response: downloadCouponListSchema,
  },
  downloadCoupon: {
    method: "POST",
    path: "/coupon/download",
    body: downloadCouponRequestSchema,
    response: couponIssuedSchema,
  },
  downloadAllCoupons: { method: "POST", path: "/coupon/download-all-coupons", response: couponsIssuedSchema },
  downloadCouponLink: {
    method: "POST",
    path: "/coupon/download-coupon-link",
    body: couponLinkRequestSchema,
    response: couponIssuedSchema,
  },
  // SPEC §7 lists it as a GET although it issues a coupon: exchanging a paper code.
  exchangeOfflineCoupon: {
    method: "GET",
    path: "/coupon/exchange-offline-coupon",
    querystring: exchangeCouponQuerySchema,
    response: couponIssuedSchema,
  },
  couponAppliesTo: {
    method: "GET",
    path: "/coupon/applies-to/:couponId/coupon-user",
    params: couponAppliesToParamsSchema,
    response: couponAppliesToResponseSchema,
  },

  // Catalog: the item page's coupons
  itemCoupons: {
    method: "GET",
    path: "/item/:itemUserCode/coupons",
    params: itemCodeParamsSchema,
    response: itemCouponListSchema,
  },
  downloadItemCoupons: {
    method: "POST",
    path: "/item/download-all-coupons",
    body: downloadItemCouponsRequestSchema,
    response: couponsIssuedSchema,
  },

  // My page: the summary and the point history
  mypageSummary: { method: "GET", path: "/mypage", response: mypageSummarySchema },
  myPoints: {
    method: "GET",
    path: "/mypage/points",
    querystring: pointHistoryQuerySchema,
    response: pointHistorySchema,
  },
  mypageCouponAndPoint: { method: "GET", path: "/mypage/coupon-and-point", response: couponAndPointSchema },
} as const satisfies Record<string, ApiEndpoint>;
