import type { ApiEndpoint } from "../api-endpoints.js";
import {
  accountNumbersSchema,
  bankInfoQuerySchema,
  bankInfoSchema,
  cartInfoQuerySchema,
  cartInfoSchema,
  commonCodeQuerySchema,
  commonCodeSchema,
  meatCutChartListSchema,
  meatCutChartQuerySchema,
  meatCutChartUploadResponseSchema,
  meatCutListSchema,
  meatCutQuerySchema,
  meatCutUpdateResponseSchema,
  meatCutUpdateSchema,
  policyInfoSchema,
} from "../system-code.js";

/** The shop's code tables (SPEC §7 Common and System code; decision 052); spread into apiEndpoints. */
export const systemCodeEndpoints = {
  cartInfo: { method: "GET", path: "/common/cart-info", querystring: cartInfoQuerySchema, response: cartInfoSchema },
  commonCode: {
    method: "GET",
    path: "/common/common-code",
    querystring: commonCodeQuerySchema,
    response: commonCodeSchema,
  },
  bankInfo: { method: "GET", path: "/common/bank-info", querystring: bankInfoQuerySchema, response: bankInfoSchema },
  policyInfo: { method: "GET", path: "/common/policy-info", response: policyInfoSchema },
  accountNumbers: { method: "GET", path: "/common/account-numbers", response: accountNumbersSchema },
  meatCuts: {
    method: "GET",
    path: "/system-code/meat-cut",
    querystring: meatCutQuerySchema,
    response: meatCutListSchema,
  },
  // SPEC's POST /system-code/meat-cut and /system-code-image are staff writes: served under the back office's prefix,
  // the only one staff tokens are read under (decision 052).
  adminUpdateMeatCut: {
    method: "POST",
    path: "/admin/system-code/meat-cut",
    body: meatCutUpdateSchema,
    response: meatCutUpdateResponseSchema,
  },
  meatCutCharts: {
    method: "GET",
    path: "/system-code/system-code-image",
    querystring: meatCutChartQuerySchema,
    response: meatCutChartListSchema,
  },
  // The multipart body (the picture under `file`, `livestock` and `alt` as text) is read as a stream by the route.
  adminUploadMeatCutChart: {
    method: "POST",
    path: "/admin/system-code/system-code-image",
    response: meatCutChartUploadResponseSchema,
    multipart: true,
  },
} as const satisfies Record<string, ApiEndpoint>;
