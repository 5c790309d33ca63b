import type { ApiEndpoint } from "../api-endpoints.js";
import { businessLookupParamsSchema, businessLookupSchema } from "../business-lookup.js";

/** 사업자 정보 조회 for the company join (SPEC §7 Common; docs/decisions/053); spread into apiEndpoints. */
export const businessLookupEndpoints = {
  businessLookup: {
    method: "POST",
    path: "/nice-dmoa/:id",
    params: businessLookupParamsSchema,
    response: businessLookupSchema,
  },
  // The local sandbox of NICE's business information API (docs/api/nice-dmoa.md), what the lookup's adapter calls
  // while NICE_DMOA_API_KEY is not set; its body and answer are that API's own (private to the API).
  devNiceDmoaStatus: { method: "POST", path: "/dev/nice-dmoa/v1/business/status", dev: true },
} as const satisfies Record<string, ApiEndpoint>;
