import type { ApiEndpoint } from "../api-endpoints.js";
import { receiveNamesQuerySchema, receiveNamesSchema } from "../statistics.js";

/** The shop's statistics over a member's own records (SPEC §7 Q&A and content); spread into apiEndpoints. */
export const statisticsEndpoints = {
  statisticsReceiveNames: {
    method: "GET",
    path: "/statistics/receive-name",
    querystring: receiveNamesQuerySchema,
    response: receiveNamesSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
