import multipart from "@fastify/multipart";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import {
  STORE_INQUIRY_FILE_FIELD,
  STORE_INQUIRY_MAX_FILES,
  storeInquiryCategorySchema,
  storeInquiryFieldsSchema,
} from "@shop/contracts/store-inquiry";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { readMultipartForm } from "../../lib/multipart-form.js";
import { STORE_INQUIRY_FILE_RULES } from "./store-inquiry.service.js";

/**
 * What POST /api/store-inquiry takes, for the OpenAPI page only: the multipart body is read as a stream (files are
 * refused while they arrive) and its text fields are checked by storeInquiryFieldsSchema.
 */
const applicationFormDocSchema = z.object({
  companyName: z.string().meta({ description: "회사명, up to 50 characters" }),
  ceoName: z.string().meta({ description: "대표자명, up to 30 characters" }),
  businessNumber: z.string().meta({ description: "사업자등록번호: 10 digits without hyphens, checksum checked" }),
  managerName: z.string().meta({ description: "담당자명, up to 30 characters" }),
  phoneNumber: z.string().meta({ description: "The contact's mobile number, digits only (01012345678)" }),
  email: z.string().meta({ description: "The contact's e-mail" }),
  category: storeInquiryCategorySchema.meta({ description: "The product category proposed" }),
  website: z.string().optional().meta({ description: "Optional site (www.example.co.kr or https://…)" }),
  proposal: z.string().meta({ description: "10~2000 characters of plain text" }),
  agreePrivacy: z.string().meta({ description: '"true": the privacy consent of GET /api/store-inquiry is ticked' }),
  [STORE_INQUIRY_FILE_FIELD]: z
    .array(z.file())
    .max(STORE_INQUIRY_MAX_FILES)
    .optional()
    .meta({ description: "0 to 3 PDF, JPEG, PNG, GIF or WebP files of at most 10 MB each (type read from the bytes)" }),
});

/** 입점문의: the application form's facts and sending an application (SPEC §7 Q&A and content). */
export const storeInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes, as the review form's is.
  await app.register(multipart);
  const { storeInquiries } = app.services;
  const tags = ["store-inquiry"];

  app.route({
    ...endpointRoute(apiEndpoints.storeInquiryForm, {
      tags,
      summary: "What the 입점 신청 form needs: the categories, the privacy consent text and the attachment limits",
      errors: errorResponses,
    }),
    handler: async () => storeInquiries.formInfo(),
  });

  const apply = endpointRoute(apiEndpoints.applyStoreInquiry, {
    tags,
    summary:
      "Apply to sell on the shop, guests too (multipart/form-data: company, contact, category, proposal, consent, 0-3 files); answers the application number. 429 after 5 applications an hour or 20 a day from one address",
    consumes: ["multipart/form-data"],
    errors: { ...errorResponses, 415: errorBodySchema, 429: errorBodySchema },
  });
  app.route({
    ...apply,
    // The body is a multipart stream read by the handler; this schema only documents it.
    schema: { ...apply.schema, body: applicationFormDocSchema },
    validatorCompiler: () => (value) => ({ value }),
    // Before the body is read: an address over its budget does not get to upload 30 MB first.
    onRequest: async (request) => storeInquiries.checkBudget(request.ip),
    handler: async (request) => {
      const { fields, files } = await readMultipartForm(request, storeInquiryFieldsSchema, STORE_INQUIRY_FILE_RULES);
      return storeInquiries.apply(request.ip, fields, files);
    },
  });
};
