import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** 사업자 정보 조회 for the company join form (SPEC §7 Common; docs/decisions/053). Open to guests, throttled. */
export const niceDmoaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { businessLookup } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.businessLookup, {
      tags: ["common"],
      summary: "Business information lookup (사업자 정보 조회) by a 10-digit business registration number",
      description:
        "No body. Answers the company's name, representative, address, industry, tax type and status (ACTIVE 계속, " +
        "SUSPENDED 휴업, CLOSED 폐업) with `joinable` and the Korean message the join form shows. 400 when the number " +
        "fails the checksum, 404 BUSINESS_NOT_FOUND for a number the service does not know, 429 " +
        "BUSINESS_LOOKUP_THROTTLED (30 lookups per address in 10 minutes), 503 BUSINESS_LOOKUP_UNAVAILABLE when the " +
        "service cannot be reached. Provider wire format: docs/api/nice-dmoa.md.",
      errors: { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
    }),
    handler: async (request) => businessLookup.lookup(request.params.id, request.ip),
  });
};
