import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's FAQ (issue 14 item 4): GET/POST /api/admin/faqs, PUT/DELETE /api/admin/faqs/{id}. */
export const faqAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { faqAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminFaqs, {
      tags,
      summary: "Staff: FAQ entries by category and order, with the categories",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => faqAdmin.list(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateFaq, { tags, summary: "Staff: add an FAQ entry", errors }),
    onRequest: guard,
    handler: async (request) => faqAdmin.create(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateFaq, { tags, summary: "Staff: edit an FAQ entry", errors }),
    onRequest: guard,
    handler: async (request) => faqAdmin.update(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminDeleteFaq, { tags, summary: "Staff: delete an FAQ entry", errors }),
    onRequest: guard,
    handler: async (request) => faqAdmin.remove(staffOf(request), request.params.id),
  });
};
