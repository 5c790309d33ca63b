import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** Style books (SPEC §7 Display and events: /api/style-book, /api/style-book/{id}). */
export const styleBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { styleBooks } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.styleBookList, {
      tags: ["style-book"],
      summary: "Style books (recipes), newest first, paged",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => styleBooks.listStyleBooks(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.styleBookDetail, {
      tags: ["style-book"],
      summary: "One style book: ingredients, steps, tip and the items it uses",
      errors: errorResponses,
    }),
    handler: async (request) => styleBooks.getStyleBook(request.params.id),
  });
};
