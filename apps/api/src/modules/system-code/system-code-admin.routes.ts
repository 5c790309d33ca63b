import multipart from "@fastify/multipart";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import {
  MEAT_CUT_CHART_FILE_FIELD,
  MEAT_CUT_CHART_MAX_BYTES,
  meatCutChartFieldsSchema,
  SYSTEM_CODE_MESSAGES,
} from "@shop/contracts/system-code";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { fileFieldError, readMultipartForm } from "../../lib/multipart-form.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

const CHART_FILE_RULES = {
  field: MEAT_CUT_CHART_FILE_FIELD,
  maxFiles: 1,
  maxFileBytes: MEAT_CUT_CHART_MAX_BYTES,
  tooManyMessage: SYSTEM_CODE_MESSAGES.chartTooMany,
  tooLargeMessage: SYSTEM_CODE_MESSAGES.chartTooLarge,
};

/** The upload's multipart body, for the OpenAPI page only (the route reads the stream). */
const uploadFormDocSchema = z.object({
  livestock: z.string().meta({ description: "The livestock kind's code (hanwoo, handon …)" }),
  alt: z.string().meta({ description: "What the picture shows, for screen readers (1–200 characters)" }),
  [MEAT_CUT_CHART_FILE_FIELD]: z.file().meta({ description: "One JPEG, PNG or WebP of at most 5 MB" }),
});

/**
 * The operators' writes of the meat cuts (docs/decisions/052): SPEC's POST /api/system-code/meat-cut and
 * /system-code-image, answered at SPEC's paths and under /api/admin alike (the same handlers, `content.write`, audited;
 * the staff-auth plugin reads staff tokens on exactly SPEC's two paths outside /api/admin). The back office calls the
 * /api/admin twins and reads the lists through the public GETs.
 */
export const systemCodeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { systemCodes } = app.services;
  const staffErrors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  await app.register(multipart);

  const twins = [
    { update: apiEndpoints.updateMeatCut, upload: apiEndpoints.uploadMeatCutChart, tags: ["system-code"] },
    { update: apiEndpoints.adminUpdateMeatCut, upload: apiEndpoints.adminUploadMeatCutChart, tags: ["admin"] },
  ];
  for (const { update, upload, tags } of twins) {
    app.route({
      ...endpointRoute(update, {
        tags,
        summary: "Staff (content.write): a cut's name, description and order; audited",
        description: "A staff bearer token (POST /api/admin/auth/totp); a member's token answers 401 as none does.",
        errors: staffErrors,
      }),
      onRequest: requireStaff("content.write"),
      handler: async (request) => systemCodes.updateMeatCut(staffOf(request), request.body),
    });

    const route = endpointRoute(upload, {
      tags,
      summary:
        "Staff (content.write): a kind's new cut chart picture (JPEG, PNG or WebP read from the bytes, 5 MB); audited",
      description: "A staff bearer token (POST /api/admin/auth/totp); a member's token answers 401 as none does.",
      errors: { ...staffErrors, 415: errorBodySchema },
      consumes: ["multipart/form-data"],
    });
    app.route({
      ...route,
      schema: { ...route.schema, body: uploadFormDocSchema },
      // The body is a multipart stream read by the handler; the schema above only documents it.
      validatorCompiler: () => (value) => ({ value }),
      onRequest: requireStaff("content.write"),
      handler: async (request) => {
        const { fields, files } = await readMultipartForm(request, meatCutChartFieldsSchema, CHART_FILE_RULES);
        const file = files[0];
        if (!file) throw fileFieldError(MEAT_CUT_CHART_FILE_FIELD, SYSTEM_CODE_MESSAGES.chartMissing, "no file part");
        return systemCodes.uploadMeatCutChart(staffOf(request), fields.livestock, fields.alt, file.data);
      },
    });
  }
};
