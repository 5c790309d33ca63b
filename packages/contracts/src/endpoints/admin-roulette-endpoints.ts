import {
  adminRouletteBodySchema,
  adminRouletteIdParamsSchema,
  adminRouletteListQuerySchema,
  adminRouletteListSchema,
  adminRouletteResponseSchema,
  adminRouletteSpinListSchema,
  adminRouletteSpinQuerySchema,
} from "../admin-roulette.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/** The back office's roulette events (docs/decisions/054); spread into apiEndpoints. */
export const adminRouletteEndpoints = {
  adminRoulettes: {
    method: "GET",
    path: "/admin/roulettes",
    querystring: adminRouletteListQuerySchema,
    response: adminRouletteListSchema,
  },
  adminRoulette: {
    method: "GET",
    path: "/admin/roulettes/:id",
    params: adminRouletteIdParamsSchema,
    response: adminRouletteResponseSchema,
  },
  adminCreateRoulette: {
    method: "POST",
    path: "/admin/roulettes",
    body: adminRouletteBodySchema,
    response: adminRouletteResponseSchema,
  },
  adminUpdateRoulette: {
    method: "PUT",
    path: "/admin/roulettes/:id",
    params: adminRouletteIdParamsSchema,
    body: adminRouletteBodySchema,
    response: adminRouletteResponseSchema,
  },
  adminEndRoulette: {
    method: "POST",
    path: "/admin/roulettes/:id/end",
    params: adminRouletteIdParamsSchema,
    response: adminRouletteResponseSchema,
  },
  adminRouletteSpins: {
    method: "GET",
    path: "/admin/roulettes/:id/spins",
    params: adminRouletteIdParamsSchema,
    querystring: adminRouletteSpinQuerySchema,
    response: adminRouletteSpinListSchema,
  },
  adminRouletteSpinsCsv: {
    method: "GET",
    path: "/admin/roulettes/:id/spins.csv",
    params: adminRouletteIdParamsSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
