import multipart from "@fastify/multipart";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import { REVIEW_MAX_PHOTOS } from "@shop/core/review/review-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
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

/** A review photo's answer: its bytes, not JSON (the endpoint map has no schema for it). */
const photoBytesSchema = z.instanceof(Buffer).meta({ description: "image bytes" });

/** The viewer's member id, or null for anonymous calls. */
function viewerIdOf(request: { auth: { userId: number | null } | null }): number | null {
  return request.auth?.userId ?? null;
}

/**
 * Shoppers' reviews: lists, the rating box, likes, writing one with photos, and the photos (SPEC §7 Catalog); my page's
 * lines awaiting a review, the member's reviews and deleting one (SPEC §7 My page).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: only the review form is multipart.
  await app.register(multipart);
  const { reviews } = app.services;
  const tags = ["review"];

  app.route({
    ...endpointRoute(apiEndpoints.itemReviews, {
      tags,
      summary: "The item's reviews, paged; newest or most liked first; photoOnly=true for photo reviews only",
      description:
        "For a member, the reviews of the authors they blocked are left out (page and total alike), and `info` then " +
        "carries the rating box as that member sees it; absent for everyone else.",
      errors: errorResponses,
    }),
    handler: async (request) => reviews.listReviews(request.params.itemUserCode, request.query, viewerIdOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemReviewInfo, {
      tags,
      summary: "The rating box: average (one decimal), count, photo review count and the 5-to-1 distribution",
      description: "For a member, without the reviews of the authors they blocked, as the review lists.",
      errors: errorResponses,
    }),
    handler: async (request) => reviews.getReviewInfo(request.params.itemUserCode, viewerIdOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.reviewDetail, {
      tags,
      summary: "One review with its photos and like count",
      errors: errorResponses,
    }),
    handler: async (request) => reviews.getReview(request.params.id, viewerIdOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.likeReview, {
      tags,
      summary: "Members: like a review (once per member), or take the like back",
      errors: { ...errorResponses, 401: errorBodySchema },
    }),
    // onRequest: an anonymous call is refused before its body is even read.
    onRequest: requireMember,
    handler: async (request) => reviews.toggleLike(request.params.id, memberOf(request).userId),
  });

  const writeReview = endpointRoute(apiEndpoints.writeReview, {
    tags,
    summary:
      "Members: review an item bought (multipart/form-data: itemUserCode, orderItemId, score, content, 0-5 photos)",
    consumes: ["multipart/form-data"],
    errors: {
      ...errorResponses,
      401: errorBodySchema,
      403: errorBodySchema,
      409: errorBodySchema,
      415: errorBodySchema,
    },
  });
  app.route({
    ...writeReview,
    // The body is a multipart stream read by the handler; this schema only documents it.
    schema: { ...writeReview.schema, body: reviewFormDocSchema },
    validatorCompiler: () => (value) => ({ value }),
    onRequest: requireMember,
    handler: async (request) => {
      const { fields, photos } = await readReviewForm(request);
      return reviews.writeReview(memberOf(request).userId, fields, photos);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.myReviewableLines, {
      tags,
      summary: "Members: the order lines delivered or confirmed and not reviewed yet, newest order first, paged",
      errors: { ...errorResponses, 401: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => reviews.listReviewableLines(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.myReviews, {
      tags,
      summary: "Members: the reviews written, newest first, with photos, likes and the order line, paged",
      errors: { ...errorResponses, 401: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => reviews.listMyReviews(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.deleteMyReview, {
      tags,
      summary: "Members: delete an own review (404 for anyone else's); its order line awaits a review again",
      errors: { ...errorResponses, 401: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => reviews.deleteMyReview(memberOf(request).userId, request.params.id),
  });

  const reviewPhoto = endpointRoute(apiEndpoints.reviewPhoto, {
    tags,
    summary: "A review photo's bytes (JPEG, PNG, GIF or WebP), cacheable for a year",
    errors: errorResponses,
  });
  app.route({
    ...reviewPhoto,
    schema: { ...reviewPhoto.schema, response: { 200: photoBytesSchema, ...reviewPhoto.schema.response } },
    handler: async (request, reply) => {
      const photo = await reviews.getPhoto(request.params.id);
      return reply
        .header("cache-control", PHOTO_CACHE_CONTROL)
        .header("content-disposition", "inline")
        .type(photo.contentType)
        .send(photo.data);
    },
  });
};
