import {
  adminDashboardSchema,
  adminSettlementQuerySchema,
  adminSettlementsSchema,
  adminStatsQuerySchema,
} from "../admin-stats.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/**
 * The back office's numbers (issue 14 item 6, under /api/admin); spread into apiEndpoints. The .xlsx downloads answer
 * the file's bytes (no JSON answer to describe).
 */
export const adminStatsEndpoints = {
  adminDashboard: {
    method: "GET",
    path: "/admin/dashboard",
    querystring: adminStatsQuerySchema,
    response: adminDashboardSchema,
  },
  adminDashboardXlsx: { method: "GET", path: "/admin/dashboard.xlsx", querystring: adminStatsQuerySchema },
  adminSettlements: {
    method: "GET",
    path: "/admin/settlements",
    querystring: adminSettlementQuerySchema,
    response: adminSettlementsSchema,
  },
  adminSettlementsXlsx: {
    method: "GET",
    path: "/admin/settlements.xlsx",
    querystring: adminSettlementQuerySchema.omit({ page: true, size: true }),
  },
} as const satisfies Record<string, ApiEndpoint>;
