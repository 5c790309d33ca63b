import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const ITEM_BLOCKS = [
  [apiEndpoints.freshFoodBlock, "fresh-food", "Fresh food: page text and curated items"],
  [apiEndpoints.privateBrandBlock, "pb", "The cooperative's private brand: page text and curated items"],
  [apiEndpoints.dryAgingBlock, "dry-aging", "Dry-aged beef: page text and curated items"],
  [apiEndpoints.foodSafetyBlock, "safety", "Food safety (traceability, grading, HACCP): page text and curated items"],
] as const;

/** The home page's blocks and the /display pages (SPEC §7 Display and events). */
export const displayBlocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { displayBlocks: blocks } = app.services;
  const tags = ["display"];
  const notFound = { 404: errorResponses[404] };

  app.route({
    ...endpointRoute(apiEndpoints.visibleBlocks, { tags, summary: "The blocks the home page shows, in order" }),
    handler: async () => blocks.listVisibleBlocks(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.promotion, {
      tags,
      summary: "Main visual banners live now (PC and mobile pictures, links), in order",
    }),
    handler: async () => blocks.listPromotions(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.newItems, {
      tags,
      summary: "Newest displayed items, paged (size 8 by default)",
      errors: errorResponses,
    }),
    handler: async (request) => blocks.listNewItems(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.bestItems, {
      tags,
      summary: "Most bought displayed items, paged (size 8 by default)",
      errors: errorResponses,
    }),
    handler: async (request) => blocks.listBestItems(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.groupBest, {
      tags,
      summary: "Best sellers in stock per livestock group (size per group, 4 by default)",
      errors: errorResponses,
    }),
    handler: async (request) => blocks.listGroupBest(request.query.size),
  });

  app.route({
    ...endpointRoute(apiEndpoints.mdPicks, { tags, summary: "MD picks in tabs", errors: notFound }),
    handler: async () => blocks.listMdPicks(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.styleBookBlock, {
      tags,
      summary: "Style books featured on the home page",
      errors: notFound,
    }),
    handler: async () => blocks.getStyleBookBlock(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.contentPicks, {
      tags,
      summary: "Content picks of the home page: items with the editor's comment",
      errors: notFound,
    }),
    handler: async () => blocks.listContentPicks(),
  });

  for (const [endpoint, code, summary] of ITEM_BLOCKS) {
    app.route({
      ...endpointRoute(endpoint, { tags, summary, errors: notFound }),
      handler: async () => blocks.getItemBlock(code),
    });
  }

  app.route({
    ...endpointRoute(apiEndpoints.shopInfo, { tags, summary: "The shop introduction", errors: notFound }),
    handler: async () => blocks.getShopInfo(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.deliveryInfo, {
      tags,
      summary: "How delivery works, with every seller's shipping terms",
      errors: notFound,
    }),
    handler: async () => blocks.getDeliveryInfo(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.brandBlock, {
      tags,
      summary: "Brands featured on the home page",
      errors: notFound,
    }),
    handler: async () => blocks.getBrandBlock(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.latelyViewedItems, {
      tags,
      summary: "Recently viewed items by code (ids=a,b,c), in that order, at most limit (5); unknown codes skipped",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => blocks.listLately(request.query.ids, request.query.limit),
  });
};
