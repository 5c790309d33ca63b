import {
  adminCouponCodesRequestSchema,
  adminCouponCodesResponseSchema,
  adminCouponDetailSchema,
  adminCouponIdParamsSchema,
  adminCouponIssueRequestSchema,
  adminCouponIssueResponseSchema,
  adminCouponListQuerySchema,
  adminCouponListSchema,
  adminCouponSavedSchema,
  adminCouponWriteSchema,
} from "../admin-coupon.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/**
 * The back office's coupons (issue 14 item 5, `coupons.write`); spread into apiEndpoints. The code files answer
 * text/csv or .xlsx bytes (no JSON response schema).
 */
export const adminCouponEndpoints = {
  adminCoupons: {
    method: "GET",
    path: "/admin/coupons",
    querystring: adminCouponListQuerySchema,
    response: adminCouponListSchema,
  },
  adminCoupon: {
    method: "GET",
    path: "/admin/coupons/:id",
    params: adminCouponIdParamsSchema,
    response: adminCouponDetailSchema,
  },
  adminCreateCoupon: {
    method: "POST",
    path: "/admin/coupons",
    body: adminCouponWriteSchema,
    response: adminCouponSavedSchema,
  },
  adminUpdateCoupon: {
    method: "PUT",
    path: "/admin/coupons/:id",
    params: adminCouponIdParamsSchema,
    body: adminCouponWriteSchema,
    response: adminCouponSavedSchema,
  },
  adminIssueCoupon: {
    method: "POST",
    path: "/admin/coupons/:id/issue",
    params: adminCouponIdParamsSchema,
    body: adminCouponIssueRequestSchema,
    response: adminCouponIssueResponseSchema,
  },
  adminCouponCodes: {
    method: "POST",
    path: "/admin/coupons/:id/offline-codes",
    params: adminCouponIdParamsSchema,
    body: adminCouponCodesRequestSchema,
    response: adminCouponCodesResponseSchema,
  },
  adminCouponCodesCsv: {
    method: "GET",
    path: "/admin/coupons/:id/offline-codes.csv",
    params: adminCouponIdParamsSchema,
  },
  adminCouponCodesXlsx: {
    method: "GET",
    path: "/admin/coupons/:id/offline-codes.xlsx",
    params: adminCouponIdParamsSchema,
  },
  adminEndCoupon: {
    method: "POST",
    path: "/admin/coupons/:id/end",
    params: adminCouponIdParamsSchema,
    response: adminCouponSavedSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
