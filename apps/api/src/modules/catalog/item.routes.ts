import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedObjectSerializer } from "../../lib/cached-serializer.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
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

  app.route({
    ...endpointRoute(apiEndpoints.itemDetail, {
      tags,
      summary:
        "One displayed item with every display hint (SPEC §3), its options (arrayRequiredItems lines) and whether the calling member wished it",
      errors: errorResponses,
    }),
    // A guest's answer is the same object while it is kept (item.service): checked and stringified once.
    serializerCompiler: cachedObjectSerializer(apiEndpoints.itemDetail.response),
    handler: async (request) => items.getItemDetail(request.params.itemUserCode, viewerIdOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.relatedItems, {
      tags,
      summary: "Up to 8 popular items of the same category, then of the same livestock",
      errors: errorResponses,
    }),
    handler: async (request) => items.listRelatedItems(request.params.itemUserCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemMdPicks, {
      tags,
      summary: "The seller's MD picks: up to 8 of its best-selling items in stock",
      errors: errorResponses,
    }),
    handler: async (request) => items.listMdPicks(request.params.itemUserCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemSlides, {
      tags,
      summary: "The item's gallery pictures in order",
      errors: errorResponses,
    }),
    handler: async (request) => items.listSlides(request.params.itemUserCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemTraceRecord, {
      tags,
      summary: "The traceability registry's record of the item's 12-digit 이력번호 (sandbox registry)",
      errors: errorResponses,
    }),
    handler: async (request) => items.getTraceRecord(request.params.itemUserCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemSirloinImage, {
      tags,
      summary: "Marbling picture (등심 단면, 근내지방도) of graded beef, as SVG",
      errors: svgResponses,
    }),
    handler: async (request, reply) =>
      sendSvg(request, reply, await items.getSirloinImage(request.params.itemUserCode)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemCertificateImage, {
      tags,
      summary: "Grade certificate (축산물 등급판정 확인서) of a graded item, as SVG",
      errors: svgResponses,
    }),
    handler: async (request, reply) =>
      sendSvg(request, reply, await items.getCertificateImage(request.params.itemUserCode)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemRestock, {
      tags,
      summary: "Whether the caller waits for the item's stock (anonymous: never)",
      errors: errorResponses,
    }),
    handler: async (request) => items.getRestockState(request.params.itemUserCode, viewerIdOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.subscribeItemRestock, {
      tags,
      summary: "Members: wait for a sold-out item's stock (a text comes when it is back), or stop waiting",
      errors: { ...errorResponses, 401: errorBodySchema },
    }),
    // onRequest: an anonymous call is refused before its body is even read.
    onRequest: requireMember,
    handler: async (request) =>
      items.setRestockSubscription(request.params.itemUserCode, memberOf(request).userId, request.body.subscribe),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemQna, {
      tags,
      summary: "The item's questions and answers, newest first, paged; secret ones show their text to the author only",
      errors: errorResponses,
    }),
    handler: async (request) => items.listQnas(request.params.itemUserCode, request.query, viewerIdOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemExperienceTeamReviews, {
      tags,
      summary:
        "The experience team's reviews of the item, newest first, paged; liked says whether the calling member liked each",
      errors: errorResponses,
    }),
    handler: async (request) =>
      items.listExperienceReviews(request.params.itemUserCode, request.query, viewerIdOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.likeExperienceTeamReview, {
      tags,
      summary: "Members: like an experience-team review of the item, or take the like back",
      errors: { ...errorResponses, 401: errorBodySchema },
    }),
    // onRequest: an anonymous call is refused before its body is even read.
    onRequest: requireMember,
    handler: async (request) =>
      items.toggleExperienceReviewLike(request.params.itemUserCode, request.params.id, memberOf(request).userId),
  });

  // Until an admin exists, stock comes back through this development call (and cancelled orders).
  if (app.config.devTools) {
    // The body and the answer are private to the API: the map gives the method, path and params only.
    const restock = endpointRoute(apiEndpoints.devRestockItem, {
      tags: ["dev"],
      summary: "Development: add stock to an item option; members waiting for it get their restock text",
      errors: { 200: z.object({ stock: z.number().int(), notified: z.number().int() }), ...errorResponses },
    });
    app.route({
      ...restock,
      schema: {
        ...restock.schema,
        body: z.object({ optionId: z.number().int().min(1), quantity: z.number().int().min(1).max(100_000) }),
      },
      handler: async (request) =>
        items.restockOption(request.params.itemUserCode, request.body.optionId, request.body.quantity),
    });
  }
};
