import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

const tags = ["cafe24"];
const errors = {
  ...errorResponses,
  401: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

/** 외부 포인트 전환 (SPEC §7 Cafe24; decision 033): members' Cafe24 mall points into shop points. */
export const cafe24Routes: FastifyPluginAsyncZod = async (app) => {
  const { cafe24 } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.cafe24Points, {
      tags,
      summary: "Members: their points at the cooperative's Cafe24 mall and in the shop",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => cafe24.points(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.cafe24ExchangePoints, {
      tags,
      summary:
        "Members: exchanges Cafe24 points 1:1 into shop points (decreased at Cafe24, credited once per requestId; a retry answers the first result)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => cafe24.exchange(memberOf(request), request.body),
  });
};
