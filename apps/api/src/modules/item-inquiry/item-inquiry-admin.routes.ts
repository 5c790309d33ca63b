import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/**
 * The back office's questions about items (issue 14 item 4): GET /api/admin/inquiries/item[/{id}] and POST
 * …/{id}/answer. A seller's staff see and answer only those about their own seller's items.
 */
export const itemInquiryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { itemInquiryAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("inquiries.answer");

  app.route({
    ...endpointRoute(apiEndpoints.adminItemInquiries, {
      tags,
      summary:
        "Staff: questions about items, newest first, by status, period and keyword, with counts per status (a seller's staff: their items only)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => itemInquiryAdmin.list(staffOf(request), request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItemInquiry, {
      tags,
      summary: "Staff: a question about an item, with the item and the member (masked but for operators)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => itemInquiryAdmin.detail(staffOf(request), request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminAnswerItemInquiry, {
      tags,
      summary: "Staff: answer a question about an item or edit the answer; shown on the item page at once",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => itemInquiryAdmin.answer(staffOf(request), request.params.id, request.body.answer),
  });
};
