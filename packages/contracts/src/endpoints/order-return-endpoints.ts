import type { ApiEndpoint } from "../api-endpoints.js";
import { orderClaimSchema } from "../order-cancel.js";
import {
  claimApplyInfoSchema,
  claimApplyQuerySchema,
  claimApplyResultSchema,
  claimPhotoParamsSchema,
  devClaimActionSchema,
  devClaimParamsSchema,
  returnAmountRequestSchema,
  returnAmountSchema,
} from "../order-return.js";

/**
 * Returns, exchanges and designated-trade returns after delivery (SPEC §7 Cart and order; docs/decisions/030); spread
 * into apiEndpoints. The POSTs are multipart: their text fields are checked by claimFormFieldsSchema while the photos
 * stream in.
 */
export const orderReturnEndpoints = {
  orderReturnApplyInfo: {
    method: "GET",
    path: "/order/return-apply",
    querystring: claimApplyQuerySchema,
    response: claimApplyInfoSchema,
  },
  orderReturnApply: { method: "POST", path: "/order/return-apply", response: claimApplyResultSchema, multipart: true },
  orderExchangeApplyInfo: {
    method: "GET",
    path: "/order/exchange-apply",
    querystring: claimApplyQuerySchema,
    response: claimApplyInfoSchema,
  },
  orderExchangeApply: {
    method: "POST",
    path: "/order/exchange-apply",
    response: claimApplyResultSchema,
    multipart: true,
  },
  orderDesignatedReturnApplyInfo: {
    method: "GET",
    path: "/order/designated-return-apply",
    querystring: claimApplyQuerySchema,
    response: claimApplyInfoSchema,
  },
  orderDesignatedReturnApply: {
    method: "POST",
    path: "/order/designated-return-apply",
    response: claimApplyResultSchema,
    multipart: true,
  },
  orderReturnAmount: {
    method: "POST",
    path: "/order/return-amount",
    body: returnAmountRequestSchema,
    response: returnAmountSchema,
  },
  // The photo's bytes, not JSON: the claim's owner's only (404 for anyone else).
  orderClaimPhoto: {
    method: "GET",
    path: "/order/claims/:claimId/photos/:photoId",
    params: claimPhotoParamsSchema,
  },
  devMoveClaim: {
    method: "POST",
    path: "/dev/order-claims/:claimId",
    params: devClaimParamsSchema,
    body: devClaimActionSchema,
    response: orderClaimSchema,
    dev: true,
  },
} as const satisfies Record<string, ApiEndpoint>;
