import {
  adminClaimActionResponseSchema,
  adminClaimDetailSchema,
  adminClaimListSchema,
  adminClaimParamsSchema,
  adminClaimPhotoParamsSchema,
  adminClaimQuerySchema,
  adminClaimRefuseRequestSchema,
  adminOrderCancelParamsSchema,
  adminOrderCancelRequestSchema,
  adminOrderCancelResponseSchema,
} from "../admin-claim.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/** The back office's claims and staff cancels (issue 14 item 3, under /api/admin); spread into apiEndpoints. */
export const adminClaimEndpoints = {
  adminClaims: {
    method: "GET",
    path: "/admin/claims",
    querystring: adminClaimQuerySchema,
    response: adminClaimListSchema,
  },
  adminClaimDetail: {
    method: "GET",
    path: "/admin/claims/:claimId",
    params: adminClaimParamsSchema,
    response: adminClaimDetailSchema,
  },
  adminClaimPhoto: {
    method: "GET",
    path: "/admin/claims/:claimId/photos/:photoId",
    params: adminClaimPhotoParamsSchema,
  },
  adminClaimCollect: {
    method: "POST",
    path: "/admin/claims/:claimId/collect",
    params: adminClaimParamsSchema,
    response: adminClaimActionResponseSchema,
  },
  adminClaimComplete: {
    method: "POST",
    path: "/admin/claims/:claimId/complete",
    params: adminClaimParamsSchema,
    response: adminClaimActionResponseSchema,
  },
  adminClaimRefuse: {
    method: "POST",
    path: "/admin/claims/:claimId/refuse",
    params: adminClaimParamsSchema,
    body: adminClaimRefuseRequestSchema,
    response: adminClaimActionResponseSchema,
  },
  adminClaimDeliver: {
    method: "POST",
    path: "/admin/claims/:claimId/deliver",
    params: adminClaimParamsSchema,
    response: adminClaimActionResponseSchema,
  },
  adminOrderCancel: {
    method: "POST",
    path: "/admin/orders/:orderCode/cancel",
    params: adminOrderCancelParamsSchema,
    body: adminOrderCancelRequestSchema,
    response: adminOrderCancelResponseSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
