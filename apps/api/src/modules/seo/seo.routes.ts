import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** Per-page SEO for the storefront (SPEC §7 Common: /api/seo). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seo } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.seo, {
      tags: ["seo"],
      summary: "Title, description, robots and OpenGraph of a storefront path (u)",
      errors: errorResponses,
    }),
    handler: async (request) => seo.getSeo(request.query.u),
  });
};
