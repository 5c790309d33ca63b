import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** The brand pages (SPEC §7 Display and events: /api/brand/main, /{id}, /{id}/items). */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { brands } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.brandMain, {
      tags: ["brand"],
      summary: "Featured brands with their best sellers in stock, then every brand",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => brands.getBrandMain(request.query.itemsPerBrand),
  });

  app.route({
    ...endpointRoute(apiEndpoints.brandDetail, {
      tags: ["brand"],
      summary: "One brand with its seller's shipping condition",
      errors: errorResponses,
    }),
    handler: async (request) => brands.getBrand(request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.brandItems, {
      tags: ["brand"],
      summary: "The brand's displayed items as item cards, sorted (popular by default) and paged",
      errors: errorResponses,
    }),
    handler: async (request) => brands.listBrandItems(request.params.id, request.query),
  });
};
