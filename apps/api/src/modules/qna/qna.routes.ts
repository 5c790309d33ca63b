import multipart from "@fastify/multipart";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import {
  QNA_CONTENT_MAX,
  QNA_FILE_MAX_BYTES,
  QNA_FORM_FIELD,
  QNA_GROUP_CODES,
  QNA_MAX_FILES,
  QNA_MESSAGES,
  qnaInquiryCreateResponseSchema,
  qnaInquiryFieldsSchema,
} from "@shop/contracts/qna";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { readMultipartForm } from "../../lib/multipart-form.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** The file parts of POST /api/qna/inquiry and what the member reads when they are refused. */
const FILE_RULES = {
  field: QNA_FORM_FIELD.files,
  maxFiles: QNA_MAX_FILES,
  maxFileBytes: QNA_FILE_MAX_BYTES,
  tooManyMessage: QNA_MESSAGES.tooManyFiles,
  tooLargeMessage: QNA_MESSAGES.fileSize,
};

/**
 * What POST /api/qna/inquiry takes, for the OpenAPI page only: the multipart body is read as a stream (files are
 * refused while they arrive) and its text fields are checked by qnaInquiryFieldsSchema.
 */
const inquiryFormDocSchema = z.object({
  [QNA_FORM_FIELD.group]: z.string().meta({ description: `The group's code: ${QNA_GROUP_CODES.join(", ")}` }),
  [QNA_FORM_FIELD.title]: z.string().meta({ description: "1~100 characters" }),
  [QNA_FORM_FIELD.content]: z.string().meta({ description: `5~${QNA_CONTENT_MAX} characters of plain text` }),
  [QNA_FORM_FIELD.orderCode]: z.string().optional().meta({ description: "One of the member's order codes" }),
  [QNA_FORM_FIELD.files]: z
    .array(z.file())
    .max(QNA_MAX_FILES)
    .optional()
    .meta({ description: `0 to ${QNA_MAX_FILES} JPEG, PNG, GIF, WebP or PDF files of at most 10 MB each` }),
});

/** An attachment's answer: its bytes, not JSON (the endpoint map has no schema for it). */
const fileBytesSchema = z.instanceof(Buffer).meta({ description: "the file's bytes (image or PDF)" });

/** The body of the development answer call (private to the API, as dev bodies are). */
const devAnswerBodySchema = z.object({ answer: z.string().trim().min(1).max(QNA_CONTENT_MAX) });

/**
 * A member's 1:1 inquiries: GET /api/qna/qna-groups, GET/POST /api/qna/inquiry, POST /api/qna/delete-inquiry and
 * GET /api/qna/inquiry/{id}/download-file (SPEC §7 Q&A); with dev tools, the answer a back office will write.
 */
export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: only the inquiry form is multipart here.
  await app.register(multipart);
  const { qna } = app.services;
  const tags = ["qna"];
  const errors = { ...errorResponses, 401: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.qnaGroups, {
      tags,
      summary: "The groups a 1:1 inquiry is filed under (주문/결제, 배송, 취소/반품/교환, 상품, 회원정보, 기타)",
      errors: errorResponses,
    }),
    handler: async () => qna.listGroups(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.myQnaInquiries, {
      tags,
      summary:
        "Members: their own 1:1 inquiries, or with kind=suggestion their suggestions (제안하기), with files, status (답변대기/답변완료) and answer, newest first, paged",
      description:
        "A suggestion is an inquiry filed under the group SUGGEST (POST /api/qna/inquiry with group=SUGGEST): answered " +
        "and deleted like any inquiry, listed only with kind=suggestion; the default list (kind=inquiry) leaves them out.",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => qna.list(memberOf(request).userId, request.query),
  });

  const ask = endpointRoute(apiEndpoints.askQnaInquiry, {
    tags,
    summary:
      "Members: file a 1:1 inquiry (multipart/form-data: group, title, content, optional orderCode, 0-3 image or PDF files of 10 MB)",
    consumes: ["multipart/form-data"],
    errors: { ...errors, 415: errorBodySchema },
  });
  app.route({
    ...ask,
    // The body is a multipart stream read by the handler; this schema only documents it.
    schema: { ...ask.schema, body: inquiryFormDocSchema },
    validatorCompiler: () => (value) => ({ value }),
    onRequest: requireMember,
    handler: async (request) => {
      const { fields, files } = await readMultipartForm(request, qnaInquiryFieldsSchema, FILE_RULES);
      return qna.create(memberOf(request), fields, files);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.deleteQnaInquiry, {
      tags,
      summary: "Members: delete an own 1:1 inquiry while it still waits for the answer (404 for anyone else's)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => qna.remove(memberOf(request).userId, request.body.inquiryId),
  });

  const download = endpointRoute(apiEndpoints.qnaInquiryFile, {
    tags,
    summary: "Members: an attachment of an own 1:1 inquiry, as a download with its name; 404 for everyone else",
    errors: errorResponses,
  });
  app.route({
    ...download,
    schema: { ...download.schema, response: { 200: fileBytesSchema, ...download.schema.response } },
    // No member guard: a guest, an anonymous caller or another member gets the same 404 as a made-up id.
    handler: async (request, reply) => {
      const auth = request.auth;
      const memberId = auth?.role === "ROLE_USER" && !auth.restriction ? auth.userId : null;
      const file = await qna.getFile(memberId, request.params.id, request.query.fileId);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", file.disposition)
        .type(file.contentType)
        .send(file.data);
    },
  });

  // Until the back office answers inquiries (a later issue), this development call does.
  if (app.config.devTools) {
    const answer = endpointRoute(apiEndpoints.devAnswerQnaInquiry, {
      tags: ["dev"],
      summary: "Development: answer a 1:1 inquiry as the shop, which completes it (답변완료)",
      errors: { ...errorResponses, 409: errorBodySchema },
    });
    app.route({
      ...answer,
      schema: {
        ...answer.schema,
        body: devAnswerBodySchema,
        response: { 200: qnaInquiryCreateResponseSchema, ...answer.schema.response },
      },
      handler: async (request) => qna.answerForDev(request.params.id, request.body.answer),
    });
  }
};
