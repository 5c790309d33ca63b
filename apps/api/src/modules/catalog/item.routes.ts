import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import {
  experienceReviewLikeParamsSchema,
  experienceReviewLikeSchema,
  experienceTeamReviewListSchema,
  itemCardListSchema,
  itemCodeParamsSchema,
  itemDetailResponseSchema,
  itemQnaListQuerySchema,
  itemQnaListSchema,
  itemSlidesSchema,
  restockStateSchema,
  restockSubscribeBodySchema,
  traceRecordResponseSchema,
} from "@shop/contracts/item";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendSvg, svgResponses } from "../../lib/svg-image.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** The member calling, when the auth plugin recognised one; null for anonymous calls. */
function viewerIdOf(request: FastifyRequest): number | null {
  return request.auth?.userId ?? null;
}

/** The item page's calls: /api/item/{itemUserCode} and what hangs off it (SPEC §7 Catalog). */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { items } = app.services;
  const tags = ["item"];
  const params = itemCodeParamsSchema;

  app.get(
    "/item/:itemUserCode",
    {
      schema: {
        tags,
        summary:
          "One displayed item with every display hint (SPEC §3), its options (arrayRequiredItems lines) and whether the calling member wished it",
        params,
        response: { 200: itemDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => items.getItemDetail(request.params.itemUserCode, viewerIdOf(request)),
  );

  app.get(
    "/item/:itemUserCode/relation",
    {
      schema: {
        tags,
        summary: "Up to 8 popular items of the same category, then of the same livestock",
        params,
        response: { 200: itemCardListSchema, ...errorResponses },
      },
    },
    async (request) => items.listRelatedItems(request.params.itemUserCode),
  );

  app.get(
    "/item/:itemUserCode/md",
    {
      schema: {
        tags,
        summary: "The seller's MD picks: up to 8 of its best-selling items in stock",
        params,
        response: { 200: itemCardListSchema, ...errorResponses },
      },
    },
    async (request) => items.listMdPicks(request.params.itemUserCode),
  );

  app.get(
    "/item/slides/:itemUserCode",
    {
      schema: {
        tags,
        summary: "The item's gallery pictures in order",
        params,
        response: { 200: itemSlidesSchema, ...errorResponses },
      },
    },
    async (request) => items.listSlides(request.params.itemUserCode),
  );

  app.get(
    "/item/:itemUserCode/traceNumber",
    {
      schema: {
        tags,
        summary: "The traceability registry's record of the item's 12-digit 이력번호 (sandbox registry)",
        params,
        response: { 200: traceRecordResponseSchema, ...errorResponses },
      },
    },
    async (request) => items.getTraceRecord(request.params.itemUserCode),
  );

  app.get(
    "/item/:itemUserCode/sirloin-image",
    {
      schema: {
        tags,
        summary: "Marbling picture (등심 단면, 근내지방도) of graded beef, as SVG",
        params,
        response: svgResponses,
      },
    },
    async (request, reply) => sendSvg(request, reply, await items.getSirloinImage(request.params.itemUserCode)),
  );

  app.get(
    "/item/:itemUserCode/certificate-image",
    {
      schema: {
        tags,
        summary: "Grade certificate (축산물 등급판정 확인서) of a graded item, as SVG",
        params,
        response: svgResponses,
      },
    },
    async (request, reply) => sendSvg(request, reply, await items.getCertificateImage(request.params.itemUserCode)),
  );

  app.get(
    "/item/:itemUserCode/restock",
    {
      schema: {
        tags,
        summary: "Whether the caller waits for the item's stock (anonymous: never)",
        params,
        response: { 200: restockStateSchema, ...errorResponses },
      },
    },
    async (request) => items.getRestockState(request.params.itemUserCode, viewerIdOf(request)),
  );

  app.post(
    "/item/:itemUserCode/restock",
    {
      // onRequest: an anonymous call is refused before its body is even read.
      onRequest: requireMember,
      schema: {
        tags,
        summary: "Members: wait for a sold-out item's stock (a text comes when it is back), or stop waiting",
        params,
        body: restockSubscribeBodySchema,
        response: { 200: restockStateSchema, ...errorResponses, 401: errorBodySchema },
      },
    },
    async (request) =>
      items.setRestockSubscription(request.params.itemUserCode, memberOf(request).userId, request.body.subscribe),
  );

  app.get(
    "/item/:itemUserCode/qna",
    {
      schema: {
        tags,
        summary:
          "The item's questions and answers, newest first, paged; secret ones show their text to the author only",
        params,
        querystring: itemQnaListQuerySchema,
        response: { 200: itemQnaListSchema, ...errorResponses },
      },
    },
    async (request) => items.listQnas(request.params.itemUserCode, request.query, viewerIdOf(request)),
  );

  app.get(
    "/item/:itemUserCode/experience-team-reviews",
    {
      schema: {
        tags,
        summary:
          "The experience team's reviews of the item, newest first, paged; liked says whether the calling member liked each",
        params,
        querystring: itemQnaListQuerySchema,
        response: { 200: experienceTeamReviewListSchema, ...errorResponses },
      },
    },
    async (request) => items.listExperienceReviews(request.params.itemUserCode, request.query, viewerIdOf(request)),
  );

  app.post(
    "/item/:itemUserCode/experience-team-reviews/add-like/:id",
    {
      // onRequest: an anonymous call is refused before its body is even read.
      onRequest: requireMember,
      schema: {
        tags,
        summary: "Members: like an experience-team review of the item, or take the like back",
        params: experienceReviewLikeParamsSchema,
        response: { 200: experienceReviewLikeSchema, ...errorResponses, 401: errorBodySchema },
      },
    },
    async (request) =>
      items.toggleExperienceReviewLike(request.params.itemUserCode, request.params.id, memberOf(request).userId),
  );

  // Until an admin exists, stock comes back through this development call (and cancelled orders).
  if (app.config.devTools) {
    app.post(
      "/dev/items/:itemUserCode/restock",
      {
        schema: {
          tags: ["dev"],
          summary: "Development: add stock to an item option; members waiting for it get their restock text",
          params,
          body: z.object({ optionId: z.number().int().min(1), quantity: z.number().int().min(1).max(100_000) }),
          response: { 200: z.object({ stock: z.number().int(), notified: z.number().int() }), ...errorResponses },
        },
      },
      async (request) => items.restockOption(request.params.itemUserCode, request.body.optionId, request.body.quantity),
    );
  }
};
