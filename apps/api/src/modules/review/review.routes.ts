import multipart from "@fastify/multipart";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import { itemCodeParamsSchema } from "@shop/contracts/item";
import {
  reviewDetailResponseSchema,
  reviewIdParamsSchema,
  reviewInfoSchema,
  reviewLikeSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewWriteResponseSchema,
} from "@shop/contracts/review";
import { REVIEW_MAX_PHOTOS } from "@shop/core/review/review-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberOf, requireMember } from "../../plugins/auth.js";
import { PHOTO_FIELD, readReviewForm } from "./review-form.reader.js";

/** A photo never changes under its id: browsers and proxies may keep it for a year without asking again. */
const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * What POST /api/item/review takes, for the OpenAPI page only: the multipart body is read as a stream (photos are
 * refused while they arrive) and its text fields are checked by reviewWriteFieldsSchema.
 */
const reviewFormDocSchema = z.object({
  itemUserCode: z.string().meta({ description: "The item's code (G0000001)" }),
  orderItemId: z.string().meta({ description: "The order line reviewed; one review per line" }),
  score: z.string().meta({ description: "1 to 5" }),
  content: z.string().meta({ description: "10~1000 characters of plain text" }),
  [PHOTO_FIELD]: z
    .array(z.file())
    .max(REVIEW_MAX_PHOTOS)
    .optional()
    .meta({ description: "0 to 5 JPEG, PNG, GIF or WebP files of at most 5 MB each" }),
});

/** The viewer's member id, or null for anonymous calls. */
function viewerIdOf(request: { auth: { userId: number | null } | null }): number | null {
  return request.auth?.userId ?? null;
}

/** Shoppers' reviews: lists, the rating box, likes, writing one with photos, and the photos (SPEC §7 Catalog). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: only the review form is multipart.
  await app.register(multipart);
  const { reviews } = app.services;
  const tags = ["review"];

  app.get(
    "/item/:itemUserCode/reviews",
    {
      schema: {
        tags,
        summary: "The item's reviews, paged; newest or most liked first; photoOnly=true for photo reviews only",
        params: itemCodeParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, ...errorResponses },
      },
    },
    async (request) => reviews.listReviews(request.params.itemUserCode, request.query, viewerIdOf(request)),
  );

  app.get(
    "/item/:itemUserCode/review/info",
    {
      schema: {
        tags,
        summary: "The rating box: average (one decimal), count, photo review count and the 5-to-1 distribution",
        params: itemCodeParamsSchema,
        response: { 200: reviewInfoSchema, ...errorResponses },
      },
    },
    async (request) => reviews.getReviewInfo(request.params.itemUserCode),
  );

  app.get(
    "/item/review/info/:id",
    {
      schema: {
        tags,
        summary: "One review with its photos and like count",
        params: reviewIdParamsSchema,
        response: { 200: reviewDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => reviews.getReview(request.params.id, viewerIdOf(request)),
  );

  app.post(
    "/item/review/add-like/:id",
    {
      // onRequest: an anonymous call is refused before its body is even read.
      onRequest: requireMember,
      schema: {
        tags,
        summary: "Members: like a review (once per member), or take the like back",
        params: reviewIdParamsSchema,
        response: { 200: reviewLikeSchema, ...errorResponses, 401: errorBodySchema },
      },
    },
    async (request) => reviews.toggleLike(request.params.id, memberOf(request).userId),
  );

  app.post(
    "/item/review",
    {
      onRequest: requireMember,
      // The body is a multipart stream read by the handler; this schema only documents it.
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags,
        summary:
          "Members: review an item bought (multipart/form-data: itemUserCode, orderItemId, score, content, 0-5 photos)",
        consumes: ["multipart/form-data"],
        body: reviewFormDocSchema,
        response: {
          200: reviewWriteResponseSchema,
          ...errorResponses,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { fields, photos } = await readReviewForm(request);
      return reviews.writeReview(memberOf(request).userId, fields, photos);
    },
  );

  app.get(
    "/review-photo/:id",
    {
      schema: {
        tags,
        summary: "A review photo's bytes (JPEG, PNG, GIF or WebP), cacheable for a year",
        params: reviewIdParamsSchema,
        response: { 200: z.instanceof(Buffer).meta({ description: "image bytes" }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const photo = await reviews.getPhoto(request.params.id);
      return reply
        .header("cache-control", PHOTO_CACHE_CONTROL)
        .header("content-disposition", "inline")
        .type(photo.contentType)
        .send(photo.data);
    },
  );
};
