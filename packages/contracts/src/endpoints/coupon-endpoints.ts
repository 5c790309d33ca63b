import type { ApiEndpoint } from "../api-endpoints.js";

/** The endpoints of coupons and points (SPEC §7 Shipping and coupons, My page points); spread into apiEndpoints. */
export const couponEndpoints = {} as const satisfies Record<string, ApiEndpoint>;
