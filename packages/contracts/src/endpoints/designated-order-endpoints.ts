import type { ApiEndpoint } from "../api-endpoints.js";
import { privateOrderPageSchema, privateOrderStartedSchema, privateOrderStartSchema } from "../designated-order.js";

/** Designated trade's order calls (SPEC §2 /order/private-order; docs/decisions/019); spread into apiEndpoints. */
export const designatedOrderEndpoints = {
  privateOrder: { method: "GET", path: "/order/private-order", response: privateOrderPageSchema },
  privateOrderStart: {
    method: "POST",
    path: "/order/private-order",
    body: privateOrderStartSchema,
    response: privateOrderStartedSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
