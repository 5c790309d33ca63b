import type { ApiEndpoint } from "../api-endpoints.js";
import {
  baseShippingRequestSchema,
  deleteShippingRequestSchema,
  postcodeSearchQuerySchema,
  postcodeSearchSchema,
  shippingAddressSchema,
  shippingListSchema,
  shippingSaveRequestSchema,
} from "../shipping.js";

/** The endpoints of the address book and the postcode search (SPEC §7 Shipping and coupons); spread into apiEndpoints. */
export const shippingEndpoints = {
  shippingList: { method: "GET", path: "/shipping", response: shippingListSchema },
  saveShipping: { method: "POST", path: "/shipping", body: shippingSaveRequestSchema, response: shippingAddressSchema },
  setBaseShipping: {
    method: "POST",
    path: "/shipping/base-shipping",
    body: baseShippingRequestSchema,
    response: shippingListSchema,
  },
  deleteShipping: {
    method: "POST",
    path: "/shipping/delete",
    body: deleteShippingRequestSchema,
    response: shippingListSchema,
  },
  postcodeSearch: {
    method: "GET",
    path: "/common/postcode",
    querystring: postcodeSearchQuerySchema,
    response: postcodeSearchSchema,
  },
  // The local sandbox of the road-name address API (행정안전부 business.juso.go.kr addrLinkApi.do), what the postcode
  // provider calls while JUSO_CONFIRM_KEY is not set; its query and answer are that API's own (private to the API).
  devJusoSearch: { method: "GET", path: "/dev/juso/addrLinkApi.do", dev: true },
} as const satisfies Record<string, ApiEndpoint>;
