import {
  adminInquiryAnswerRequestSchema,
  adminInquiryAnswerResponseSchema,
  adminInquiryDetailSchema,
  adminInquiryFileParamsSchema,
  adminInquiryIdParamsSchema,
  adminInquiryListQuerySchema,
  adminInquiryListSchema,
} from "../admin-inquiry.js";
import type { ApiEndpoint } from "../api-endpoints.js";

/**
 * The back office's answers to 1:1 inquiries, item questions and store inquiries (issue 14 item 4); spread into
 * apiEndpoints. A file download answers the file's bytes (no JSON schema).
 */
export const adminInquiryEndpoints = {
  adminQnaInquiries: {
    method: "GET",
    path: "/admin/inquiries/qna",
    querystring: adminInquiryListQuerySchema,
    response: adminInquiryListSchema,
  },
  adminQnaInquiry: {
    method: "GET",
    path: "/admin/inquiries/qna/:id",
    params: adminInquiryIdParamsSchema,
    response: adminInquiryDetailSchema,
  },
  adminAnswerQnaInquiry: {
    method: "POST",
    path: "/admin/inquiries/qna/:id/answer",
    params: adminInquiryIdParamsSchema,
    body: adminInquiryAnswerRequestSchema,
    response: adminInquiryAnswerResponseSchema,
  },
  adminQnaInquiryFile: {
    method: "GET",
    path: "/admin/inquiries/qna/:id/files/:fileId",
    params: adminInquiryFileParamsSchema,
  },
  adminItemInquiries: {
    method: "GET",
    path: "/admin/inquiries/item",
    querystring: adminInquiryListQuerySchema,
    response: adminInquiryListSchema,
  },
  adminItemInquiry: {
    method: "GET",
    path: "/admin/inquiries/item/:id",
    params: adminInquiryIdParamsSchema,
    response: adminInquiryDetailSchema,
  },
  adminAnswerItemInquiry: {
    method: "POST",
    path: "/admin/inquiries/item/:id/answer",
    params: adminInquiryIdParamsSchema,
    body: adminInquiryAnswerRequestSchema,
    response: adminInquiryAnswerResponseSchema,
  },
  adminStoreInquiries: {
    method: "GET",
    path: "/admin/inquiries/store",
    querystring: adminInquiryListQuerySchema,
    response: adminInquiryListSchema,
  },
  adminStoreInquiry: {
    method: "GET",
    path: "/admin/inquiries/store/:id",
    params: adminInquiryIdParamsSchema,
    response: adminInquiryDetailSchema,
  },
  adminAnswerStoreInquiry: {
    method: "POST",
    path: "/admin/inquiries/store/:id/answer",
    params: adminInquiryIdParamsSchema,
    body: adminInquiryAnswerRequestSchema,
    response: adminInquiryAnswerResponseSchema,
  },
  adminStoreInquiryFile: {
    method: "GET",
    path: "/admin/inquiries/store/:id/files/:fileId",
    params: adminInquiryFileParamsSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
