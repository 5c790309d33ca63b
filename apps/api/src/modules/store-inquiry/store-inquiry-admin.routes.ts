import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** An attachment's answer: its bytes, not JSON. */
const fileBytesSchema = z.instanceof(Buffer).meta({ description: "the file's bytes (image or PDF)" });

/**
 * The back office's store inquiries (입점문의, issue 14 item 4): GET /api/admin/inquiries/store[/{id}], POST …/{id}/answer and
 * GET …/{id}/files/{fileId}. Operators and customer service only: a seller's staff get 404.
 */
export const storeInquiryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storeInquiryAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("inquiries.answer");

  app.route({
    ...endpointRoute(apiEndpoints.adminStoreInquiries, {
      tags,
      summary:
        "Staff: applications to sell on the shop, newest first, by status, period and keyword, with counts per status",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => storeInquiryAdmin.list(staffOf(request), request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminStoreInquiry, {
      tags,
      summary: "Staff: an application with its files, company and contact (masked for customer service)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => storeInquiryAdmin.detail(staffOf(request), request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminAnswerStoreInquiry, {
      tags,
      summary:
        "Staff: answer an application (답변대기 → 답변완료) or edit the answer; the first answer is texted to the contact",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => storeInquiryAdmin.answer(staffOf(request), request.params.id, request.body.answer),
  });

  const download = endpointRoute(apiEndpoints.adminStoreInquiryFile, {
    tags,
    summary: "Staff: an attachment of an application (회사소개서, 제안서), as a download with its name",
    errors,
  });
  app.route({
    ...download,
    schema: { ...download.schema, response: { 200: fileBytesSchema, ...download.schema.response } },
    onRequest: guard,
    handler: async (request, reply) => {
      const file = await storeInquiryAdmin.file(staffOf(request), request.params.id, request.params.fileId);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", file.disposition)
        .header("x-content-type-options", "nosniff")
        .type(file.contentType)
        .send(file.data);
    },
  });
};
