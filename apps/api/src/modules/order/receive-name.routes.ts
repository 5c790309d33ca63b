import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** The receiver names a member has used (SPEC §7 Q&A and content: /statistics/receive-name). */
export const receiveNameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { receiveNames } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.statisticsReceiveNames, {
      tags: ["order"],
      summary: "Members: the receiver names (받는 분) of my orders, most used first, for checkout's suggestions",
      description:
        "Each distinct receiver name (trimmed) of the member's placed orders — paid, or a virtual account waiting " +
        "for its deposit; orders whose payment window was left unpaid do not count — with how many orders went to " +
        "it and when it was last used; most used first, then the most recently used. At most `limit` (default 10, " +
        "at most 20). Only the caller's own orders: 401 for a guest.",
      errors: { ...errorResponses, 401: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => receiveNames.list(memberOf(request).userId, request.query.limit),
  });
};
