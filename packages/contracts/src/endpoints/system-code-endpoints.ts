import type { ApiEndpoint } from "../api-endpoints.js";
import {
  accountNumbersSchema,
  adminCodeTableDeletedSchema,
  adminCodeTableIdParamsSchema,
  adminCommonCodeCreateSchema,
  adminCommonCodeListQuerySchema,
  adminCommonCodeListSchema,
  adminCommonCodeResponseSchema,
  adminCommonCodeUpdateSchema,
  adminDepositAccountBodySchema,
  adminDepositAccountListQuerySchema,
  adminDepositAccountListSchema,
  adminDepositAccountResponseSchema,
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
  // SPEC's POST /system-code/meat-cut and /system-code-image are staff writes (content.write), answered at SPEC's paths
  // and under the back office's prefix alike: the staff-auth plugin reads staff tokens on exactly these two routes
  // outside /api/admin (STAFF_CALLS_OUTSIDE_ADMIN; decision 052).
  updateMeatCut: {
    method: "POST",
    path: "/system-code/meat-cut",
    body: meatCutUpdateSchema,
    response: meatCutUpdateResponseSchema,
  },
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
  uploadMeatCutChart: {
    method: "POST",
    path: "/system-code/system-code-image",
    response: meatCutChartUploadResponseSchema,
    multipart: true,
  },
  adminUploadMeatCutChart: {
    method: "POST",
    path: "/admin/system-code/system-code-image",
    response: meatCutChartUploadResponseSchema,
    multipart: true,
  },
  // The back office's deposit accounts (/common/account-numbers) and common codes (/common/common-code).
  adminDepositAccounts: {
    method: "GET",
    path: "/admin/deposit-accounts",
    querystring: adminDepositAccountListQuerySchema,
    response: adminDepositAccountListSchema,
  },
  adminCreateDepositAccount: {
    method: "POST",
    path: "/admin/deposit-accounts",
    body: adminDepositAccountBodySchema,
    response: adminDepositAccountResponseSchema,
  },
  adminUpdateDepositAccount: {
    method: "PUT",
    path: "/admin/deposit-accounts/:id",
    params: adminCodeTableIdParamsSchema,
    body: adminDepositAccountBodySchema,
    response: adminDepositAccountResponseSchema,
  },
  adminDeleteDepositAccount: {
    method: "DELETE",
    path: "/admin/deposit-accounts/:id",
    params: adminCodeTableIdParamsSchema,
    response: adminCodeTableDeletedSchema,
  },
  adminCommonCodes: {
    method: "GET",
    path: "/admin/common-codes",
    querystring: adminCommonCodeListQuerySchema,
    response: adminCommonCodeListSchema,
  },
  adminCreateCommonCode: {
    method: "POST",
    path: "/admin/common-codes",
    body: adminCommonCodeCreateSchema,
    response: adminCommonCodeResponseSchema,
  },
  // No delete: orders and forms keep the codes they were sent with; a retired code is hidden (active false).
  adminUpdateCommonCode: {
    method: "PUT",
    path: "/admin/common-codes/:id",
    params: adminCodeTableIdParamsSchema,
    body: adminCommonCodeUpdateSchema,
    response: adminCommonCodeResponseSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
