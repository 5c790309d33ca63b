import type { ApiEndpoint } from "../api-endpoints.js";

/** The endpoints of the address book and the postcode search (SPEC §7 Shipping and coupons); spread into apiEndpoints. */
export const shippingEndpoints = {} as const satisfies Record<string, ApiEndpoint>;
