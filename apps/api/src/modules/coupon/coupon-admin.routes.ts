import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CSV_TYPE, sendDownload, XLSX_TYPE } from "../../lib/download.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";
import { codesCsv, codesFileName, codesXlsx } from "./coupon-admin.files.js";

/** The longest Idempotency-Key kept; a longer one is ignored (as buy does). */
const MAX_KEY_LENGTH = 200;
const bytesSchema = (type: string) => z.instanceof(Buffer).meta({ description: `${type} bytes` });

/**
 * The back office's coupons (issue 14 item 5, docs/decisions/041): operators (`coupons.write`) make, change, issue
 * and end coupons and make offline codes; customer service and sellers' staff get 403.
 */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { couponAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const writeErrors = { ...errors, 409: errorBodySchema };
  const guard = requireStaff("coupons.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminCoupons, {
      tags,
      summary: "Operators: coupons, newest first, by name, kind and status, with copies issued and used",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => couponAdmin.list(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminCoupon, {
      tags,
      summary: "Operators: one coupon's terms, counts and whether its terms are fixed (issued)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => couponAdmin.detail(request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminCreateCoupon, {
      tags,
      summary: "Operators: make a coupon (item or shipping, fixed or rate with a cap, how it is given)",
      description:
        "The period is a pair of Korea days (both included); validDays makes each copy valid that many days from its " +
        "issue (never past the end). A download coupon shows at once in the download corner and on item pages. " +
        "Each refused field answers 400 with its own Korean sentence. Audited (coupon.create).",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => couponAdmin.create(staffOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateCoupon, {
      tags,
      summary: "Operators: change a coupon; once issued only its name, description and a later end (409 otherwise)",
      description: "Audited (coupon.update, the changed fields before and after).",
      errors: writeErrors,
    }),
    onRequest: guard,
    handler: async (request) => couponAdmin.update(staffOf(request), request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminIssueCoupon, {
      tags,
      summary: "Operators: issue a grade or member-list coupon to every active member of a grade and/or login ids",
      description:
        "Each member at most once per coupon (holders are counted, not given another). Answers how many were issued " +
        "and which login ids are no active member. A retry with the same `Idempotency-Key` header issues nothing and " +
        "answers the first answer; the same key with another target answers 422. 409 for an ended coupon or one " +
        "given by download or codes. Audited (coupon.issue).",
      errors: { ...writeErrors, 422: errorBodySchema },
    }),
    onRequest: guard,
    handler: async (request) => {
      const key = request.headers["idempotency-key"];
      const requestKey = typeof key === "string" && key.length > 0 && key.length <= MAX_KEY_LENGTH ? key : undefined;
      return couponAdmin.issue(staffOf(request), request.params.id, request.body, requestKey);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminCouponCodes, {
      tags,
      summary: "Operators: make offline codes for an offline-code coupon (random, 16 symbols, each good once)",
      description:
        "A member types a code at /api/coupon/exchange-offline-coupon (hyphens optional) and gets the coupon once; " +
        "wrong codes count towards COUPON_CODE_THROTTLED. Audited (coupon.codes).",
      errors: writeErrors,
    }),
    onRequest: guard,
    handler: async (request) => couponAdmin.makeCodes(staffOf(request), request.params.id, request.body.count),
  });

  for (const format of ["csv", "xlsx"] as const) {
    const type = format === "csv" ? CSV_TYPE : XLSX_TYPE;
    const file = endpointRoute(
      format === "csv" ? apiEndpoints.adminCouponCodesCsv : apiEndpoints.adminCouponCodesXlsx,
      {
        tags,
        summary: `Operators: every offline code of the coupon as .${format} (쿠폰 번호, 생성 일시, 사용 여부, 사용 일시)`,
        errors,
      },
    );
    app.route({
      ...file,
      schema: { ...file.schema, produces: [type], response: { 200: bytesSchema(type), ...errors } },
      onRequest: guard,
      handler: async (request, reply) => {
        const { coupon, codes } = await couponAdmin.codesOf(request.params.id);
        const bytes = format === "csv" ? await codesCsv(codes) : await codesXlsx(coupon.name, codes);
        return sendDownload(reply, { bytes, ...codesFileName(coupon.id, format) }, type);
      },
    });
  }

  app.route({
    ...endpointRoute(apiEndpoints.adminEndCoupon, {
      tags,
      summary: "Operators: end a coupon — no more copies, and held copies stop being usable",
      description: "Audited (coupon.end). 409 when already ended.",
      errors: writeErrors,
    }),
    onRequest: guard,
    handler: async (request) => couponAdmin.end(staffOf(request), request.params.id),
  });
};
