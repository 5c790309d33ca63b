import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import {
  deleteItemInquiryRequestSchema,
  deleteItemInquiryResponseSchema,
  itemInquiryCreateRequestSchema,
  itemInquiryCreateResponseSchema,
  itemInquiryListQuerySchema,
  itemInquiryListSchema,
} from "@shop/contracts/review";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** A member's questions about items: GET/POST /api/qna/item-inquiry, POST /api/qna/delete-item-inquiry (SPEC §7 Q&A). */
export const itemInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { itemInquiries: inquiries } = app.services;
  const tags = ["qna"];

  app.get(
    "/qna/item-inquiry",
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: "Members: their own questions about items with the answers, newest first, paged",
        querystring: itemInquiryListQuerySchema,
        response: { 200: itemInquiryListSchema, ...errorResponses, 401: errorBodySchema },
      },
    },
    async (request) => inquiries.list(memberOf(request).userId, request.query),
  );

  app.post(
    "/qna/item-inquiry",
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: "Members: ask about an item (5~1000 characters; secret ones show their text to the author only)",
        body: itemInquiryCreateRequestSchema,
        response: { 200: itemInquiryCreateResponseSchema, ...errorResponses, 401: errorBodySchema },
      },
    },
    async (request) => inquiries.create(memberOf(request).userId, request.body),
  );

  app.post(
    "/qna/delete-item-inquiry",
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: "Members: delete an own question while it still waits for an answer",
        body: deleteItemInquiryRequestSchema,
        response: { 200: deleteItemInquiryResponseSchema, ...errorResponses, 401: errorBodySchema },
      },
    },
    async (request) => inquiries.remove(memberOf(request).userId, request.body.inquiryId),
  );
};
