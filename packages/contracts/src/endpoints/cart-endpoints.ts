import type { ApiEndpoint } from "../api-endpoints.js";

/** The endpoints of the cart (SPEC §7 Cart and order: /api/cart/*) and the island surcharge table; spread into apiEndpoints. */
export const cartEndpoints = {} as const satisfies Record<string, ApiEndpoint>;
