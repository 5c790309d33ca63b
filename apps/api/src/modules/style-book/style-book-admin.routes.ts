import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's style books (docs/decisions/044): /api/admin/style-books[/{id}[/items]]. */
export const styleBookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { styleBookAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminStyleBooks, {
      tags,
      summary: "Staff: style books in the shop's order (newest published first), shown or not",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => styleBookAdmin.list(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminStyleBook, { tags, summary: "Staff: a style book with its items", errors }),
    onRequest: guard,
    handler: async (request) => styleBookAdmin.get(request.params.id),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateStyleBook, { tags, summary: "Staff: add a style book", errors }),
    onRequest: guard,
    handler: async (request) => styleBookAdmin.create(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateStyleBook, { tags, summary: "Staff: edit a style book", errors }),
    onRequest: guard,
    handler: async (request) => styleBookAdmin.update(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateStyleBookItems, {
      tags,
      summary: "Staff: replace a style book's items by item code, in order",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => styleBookAdmin.updateItems(staffOf(request), request.params.id, request.body),
  });
};
