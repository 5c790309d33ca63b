import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

const memberErrors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

/** GET /api/designated (SPEC §7 Q&A and content) and designated trade's order start (SPEC §2 /order/private-order). */
export const designatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { designated } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.designatedTrade, {
      tags: ["designated"],
      summary: "Designated (private) trade: how it works, and its items with minimum order quantities, paged",
      errors: errorResponses,
    }),
    handler: async (request) => designated.getDesignated(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.privateOrder, {
      tags: ["designated"],
      summary:
        "Company buyers: their designated items with the minimum, the unit, the shop's price and the price designated to them (403 BUSINESS_ONLY for a personal member)",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => designated.privateOrder(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.privateOrderStart, {
      tags: ["designated"],
      summary:
        "Company buyers: starts a designated checkout (each item designated to the buyer, at least its minimum in whole units); answers the cart ids /order/step1 buys at the designated prices",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => designated.startPrivateOrder(memberOf(request), request.body),
  });
};
