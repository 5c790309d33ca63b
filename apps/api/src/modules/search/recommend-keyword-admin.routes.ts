import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's recommended keywords (docs/decisions/044): /api/admin/recommend-keywords[/order|/{id}]. */
export const recommendKeywordAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recommendKeywordAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminRecommendKeywords, {
      tags,
      summary: "Staff: the recommended keywords in order, marking the one the search box shows",
      errors,
    }),
    onRequest: guard,
    handler: async () => recommendKeywordAdmin.list(),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateRecommendKeyword, {
      tags,
      summary: "Staff: add a recommended keyword (first in order)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => recommendKeywordAdmin.create(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminReorderRecommendKeywords, {
      tags,
      summary: "Staff: put the recommended keywords in the order of ids (every keyword once)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => recommendKeywordAdmin.reorder(staffOf(request), request.body.ids),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateRecommendKeyword, {
      tags,
      summary: "Staff: edit a recommended keyword",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => recommendKeywordAdmin.update(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminDeleteRecommendKeyword, {
      tags,
      summary: "Staff: delete a recommended keyword",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => recommendKeywordAdmin.remove(staffOf(request), request.params.id),
  });
};
