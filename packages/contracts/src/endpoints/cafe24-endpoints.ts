import type { ApiEndpoint } from "../api-endpoints.js";
import { cafe24ExchangeResultSchema, cafe24ExchangeSchema, cafe24PointsSchema } from "../cafe24.js";

/** The Cafe24 points exchange (SPEC §7 Cafe24; decision 033); spread into apiEndpoints. */
export const cafe24Endpoints = {
  cafe24Points: { method: "GET", path: "/cafe24/points", response: cafe24PointsSchema },
  cafe24ExchangePoints: {
    method: "POST",
    path: "/cafe24/exchange-points",
    body: cafe24ExchangeSchema,
    response: cafe24ExchangeResultSchema,
  },
  // The Cafe24 Admin API sandbox (demo mode or dev tools, while Cafe24 has no keys): Cafe24's own paths and JSON.
  devCafe24OauthToken: { method: "POST", path: "/dev/cafe24/api/v2/oauth/token", dev: true },
  devCafe24Customer: { method: "GET", path: "/dev/cafe24/api/v2/admin/customersprivacy/:memberId", dev: true },
  devCafe24Points: { method: "GET", path: "/dev/cafe24/api/v2/admin/points", dev: true },
  devCafe24AdjustPoints: { method: "POST", path: "/dev/cafe24/api/v2/admin/points", dev: true },
} as const satisfies Record<string, ApiEndpoint>;
