import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** A member's questions about items: GET/POST /api/qna/item-inquiry, POST /api/qna/delete-item-inquiry (SPEC §7 Q&A). */
export const itemInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { itemInquiries: inquiries } = app.services;
  const tags = ["qna"];
  const errors = { ...errorResponses, 401: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.itemInquiries, {
      tags,
      summary: "Members: their own questions about items with the answers, newest first, paged",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => inquiries.list(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.askItemInquiry, {
      tags,
      summary: "Members: ask about an item (5~1000 characters; secret ones show their text to the author only)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => inquiries.create(memberOf(request).userId, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.deleteItemInquiry, {
      tags,
      summary: "Members: delete an own question while it still waits for an answer",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => inquiries.remove(memberOf(request).userId, request.body.inquiryId),
  });
};
