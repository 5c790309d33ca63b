import multipart from "@fastify/multipart";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import {
  CLAIM_DETAIL_MAX,
  CLAIM_FORM_FIELD,
  CLAIM_MESSAGES,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTO_MAX_FILES,
  type ClaimForm,
  claimFormFieldsSchema,
} from "@shop/contracts/order-return";
import { RETURN_REASONS } from "@shop/core/order/return-policy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { readMultipartForm } from "../../lib/multipart-form.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

const FILE_RULES = {
  field: CLAIM_FORM_FIELD.photos,
  maxFiles: CLAIM_PHOTO_MAX_FILES,
  maxFileBytes: CLAIM_PHOTO_MAX_BYTES,
  tooManyMessage: CLAIM_MESSAGES.tooManyPhotos,
  tooLargeMessage: CLAIM_MESSAGES.photoSize,
};

/** What the claim forms take, for the OpenAPI page only: the body is read as a stream by readMultipartForm. */
const claimFormDocSchema = z.object({
  [CLAIM_FORM_FIELD.orderCode]: z.string(),
  [CLAIM_FORM_FIELD.orderItemIds]: z.string().meta({ description: "order_items ids, comma-separated: whole lines" }),
  [CLAIM_FORM_FIELD.reason]: z.string().meta({ description: RETURN_REASONS.join(", ") }),
  [CLAIM_FORM_FIELD.detail]: z
    .string()
    .optional()
    .meta({ description: `0~${CLAIM_DETAIL_MAX} characters` }),
  [CLAIM_FORM_FIELD.pickupName]: z.string(),
  [CLAIM_FORM_FIELD.pickupPhone]: z.string(),
  [CLAIM_FORM_FIELD.pickupPostcode]: z.string(),
  [CLAIM_FORM_FIELD.pickupAddress]: z.string(),
  [CLAIM_FORM_FIELD.pickupAddressDetail]: z.string().optional(),
  [CLAIM_FORM_FIELD.refundBankCode]: z.string().optional().meta({ description: "virtual-account orders only" }),
  [CLAIM_FORM_FIELD.refundAccount]: z.string().optional(),
  [CLAIM_FORM_FIELD.refundHolder]: z.string().optional(),
  [CLAIM_FORM_FIELD.photos]: z
    .array(z.file())
    .max(CLAIM_PHOTO_MAX_FILES)
    .optional()
    .meta({ description: `0 to ${CLAIM_PHOTO_MAX_FILES} JPEG, PNG, GIF or WebP images of at most 10 MB each` }),
});

const photoBytesSchema = z.instanceof(Buffer).meta({ description: "the photo's bytes" });

const FORMS = [
  { form: "return", info: apiEndpoints.orderReturnApplyInfo, apply: apiEndpoints.orderReturnApply, noun: "a return" },
  {
    form: "exchange",
    info: apiEndpoints.orderExchangeApplyInfo,
    apply: apiEndpoints.orderExchangeApply,
    noun: "an exchange (the same option, for a fault of the seller's)",
  },
  {
    form: "designated-return",
    info: apiEndpoints.orderDesignatedReturnApplyInfo,
    apply: apiEndpoints.orderDesignatedReturnApply,
    noun: "a designated-trade (지정거래) order's return",
  },
] as const;
FORMS satisfies ReadonlyArray<{ form: ClaimForm }>;

/**
 * Returns, exchanges and designated-trade returns after delivery (SPEC §7; docs/decisions/030): the forms' data and
 * submits, the return estimate, the claim photos' download; with dev tools, the shop's steps on a claim.
 */
export const orderReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: the claim forms are multipart.
  await app.register(multipart);
  const { orderReturns } = app.services;
  const tags = ["order"];
  const errors = { ...errorResponses, 401: errorBodySchema, 409: errorBodySchema };

  for (const { form, info, apply, noun } of FORMS) {
    app.route({
      ...endpointRoute(info, {
        tags,
        summary: `Members: what of my delivered order can go back as ${noun}: lines, reasons with who pays the shipping, pickup address, 청약철회 notes; 404 for anyone else's`,
        errors,
      }),
      onRequest: requireMember,
      handler: async (request) => orderReturns.applyInfo(memberOf(request).userId, form, request.query.orderCode),
    });

    const submit = endpointRoute(apply, {
      tags,
      summary: `Members: apply for ${noun} (multipart/form-data: lines, reason, detail, pickup address, 0-5 photos; a photo is required for a fault of the seller's); one open claim per order`,
      consumes: ["multipart/form-data"],
      errors: { ...errors, 415: errorBodySchema },
    });
    app.route({
      ...submit,
      schema: { ...submit.schema, body: claimFormDocSchema },
      validatorCompiler: () => (value) => ({ value }),
      onRequest: requireMember,
      handler: async (request) => {
        const { fields, files } = await readMultipartForm(request, claimFormFieldsSchema, FILE_RULES);
        return orderReturns.apply(memberOf(request), form, fields, files);
      },
    });
  }

  app.route({
    ...endpointRoute(apiEndpoints.orderReturnAmount, {
      tags,
      summary:
        "Members: what returning these lines of my order for this reason would give back (less the return shipping on a change of mind)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => orderReturns.returnAmount(memberOf(request).userId, request.body),
  });

  const photo = endpointRoute(apiEndpoints.orderClaimPhoto, {
    tags,
    summary: "Members: a photo of my own return or exchange; 404 for everyone else",
    errors: errorResponses,
  });
  app.route({
    ...photo,
    schema: { ...photo.schema, response: { 200: photoBytesSchema, ...photo.schema.response } },
    // No member guard: a guest, an anonymous caller or another member gets the same 404 as a made-up id.
    handler: async (request, reply) => {
      const auth = request.auth;
      const memberId = auth?.role === "ROLE_USER" && !auth.restriction ? auth.userId : null;
      const file = await orderReturns.photo(memberId, request.params.claimId, request.params.photoId);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", file.disposition)
        .type(file.contentType)
        .send(file.data);
    },
  });

  // Until the back office handles claims, this development call does.
  if (app.config.devTools) {
    app.route({
      ...endpointRoute(apiEndpoints.devMoveClaim, {
        tags: ["dev"],
        summary:
          "Development: the shop's step on a return or exchange — collect, complete (a return refunded once), refuse (reason), deliver (an exchange's new piece)",
        errors: { ...errorResponses, 409: errorBodySchema, 503: errorBodySchema },
      }),
      handler: async (request) =>
        orderReturns.moveForDev(request.params.claimId, request.body.action, request.body.reason),
    });
  }
};
