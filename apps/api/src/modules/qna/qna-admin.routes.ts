import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** An attachment's answer: its bytes, not JSON. */
const fileBytesSchema = z.instanceof(Buffer).meta({ description: "the file's bytes (image or PDF)" });

/**
 * The back office's 1:1 inquiries (issue 14 item 4): GET /api/admin/inquiries/qna[/{id}], POST …/{id}/answer and
 * GET …/{id}/files/{fileId}. Operators and customer service only: a seller's staff get 404.
 */
export const qnaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { qnaAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("inquiries.answer");

  app.route({
    ...endpointRoute(apiEndpoints.adminQnaInquiries, {
      tags,
      summary: "Staff: members' 1:1 inquiries, newest first, by status, period and keyword, with counts per status",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => qnaAdmin.list(staffOf(request), request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminQnaInquiry, {
      tags,
      summary: "Staff: a 1:1 inquiry with its files, the member (masked for customer service) and the order named",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => qnaAdmin.detail(staffOf(request), request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminAnswerQnaInquiry, {
      tags,
      summary:
        "Staff: answer a 1:1 inquiry (답변대기 → 답변완료) or edit the answer; the first answer texts the member",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => qnaAdmin.answer(staffOf(request), request.params.id, request.body.answer),
  });

  const download = endpointRoute(apiEndpoints.adminQnaInquiryFile, {
    tags,
    summary: "Staff: an attachment of a 1:1 inquiry, as a download with its name",
    errors,
  });
  app.route({
    ...download,
    schema: { ...download.schema, response: { 200: fileBytesSchema, ...download.schema.response } },
    onRequest: guard,
    handler: async (request, reply) => {
      const file = await qnaAdmin.file(staffOf(request), request.params.id, request.params.fileId);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", file.disposition)
        .header("x-content-type-options", "nosniff")
        .type(file.contentType)
        .send(file.data);
    },
  });
};
