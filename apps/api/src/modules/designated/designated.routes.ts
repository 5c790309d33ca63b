import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** GET /api/designated (SPEC §7 Q&A and content). */
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
};
