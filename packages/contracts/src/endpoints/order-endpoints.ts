import type { ApiEndpoint } from "../api-endpoints.js";

/** The endpoints of checkout, payment and orders (SPEC §7 Cart and order); spread into apiEndpoints. */
export const orderEndpoints = {} as const satisfies Record<string, ApiEndpoint>;
