import { errorResponses } from "@shop/contracts/common";
import {
  brandBlockSchema,
  contentPicksSchema,
  deliveryInfoSchema,
  displayItemPageQuerySchema,
  displayItemPageSchema,
  groupBestQuerySchema,
  groupBestSchema,
  itemBlockSchema,
  latelyQuerySchema,
  latelySchema,
  mdPicksSchema,
  promotionSchema,
  shopInfoSchema,
  styleBookBlockSchema,
  visibleBlocksSchema,
} from "@shop/contracts/display";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const ITEM_BLOCKS = [
  ["fresh-food", "Fresh food: page text and curated items"],
  ["pb", "The cooperative's private brand: page text and curated items"],
  ["dry-aging", "Dry-aged beef: page text and curated items"],
  ["safety", "Food safety (traceability, grading, HACCP): page text and curated items"],
] as const;

/** The home page's blocks and the /display pages (SPEC §7 Display and events). */
export const displayBlocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { displayBlocks: blocks } = app.services;
  const tags = ["display"];

  app.get(
    "/display/visible",
    {
      schema: {
        tags,
        summary: "The blocks the home page shows, in order",
        response: { 200: visibleBlocksSchema },
      },
    },
    async () => blocks.listVisibleBlocks(),
  );

  app.get(
    "/display/promotion",
    {
      schema: {
        tags,
        summary: "Main visual banners live now (PC and mobile pictures, links), in order",
        response: { 200: promotionSchema },
      },
    },
    async () => blocks.listPromotions(),
  );

  app.get(
    "/display/new",
    {
      schema: {
        tags,
        summary: "Newest displayed items, paged (size 8 by default)",
        querystring: displayItemPageQuerySchema,
        response: { 200: displayItemPageSchema, ...errorResponses },
      },
    },
    async (request) => blocks.listNewItems(request.query),
  );

  app.get(
    "/display/best",
    {
      schema: {
        tags,
        summary: "Most bought displayed items, paged (size 8 by default)",
        querystring: displayItemPageQuerySchema,
        response: { 200: displayItemPageSchema, ...errorResponses },
      },
    },
    async (request) => blocks.listBestItems(request.query),
  );

  app.get(
    "/display/group-best",
    {
      schema: {
        tags,
        summary: "Best sellers in stock per livestock group (size per group, 4 by default)",
        querystring: groupBestQuerySchema,
        response: { 200: groupBestSchema, ...errorResponses },
      },
    },
    async (request) => blocks.listGroupBest(request.query.size),
  );

  app.get(
    "/display/md",
    {
      schema: { tags, summary: "MD picks in tabs", response: { 200: mdPicksSchema, 404: errorResponses[404] } },
    },
    async () => blocks.listMdPicks(),
  );

  app.get(
    "/display/style-book",
    {
      schema: {
        tags,
        summary: "Style books featured on the home page",
        response: { 200: styleBookBlockSchema, 404: errorResponses[404] },
      },
    },
    async () => blocks.getStyleBookBlock(),
  );

  app.get(
    "/display/cnts-picks/main",
    {
      schema: {
        tags,
        summary: "Content picks of the home page: items with the editor's comment",
        response: { 200: contentPicksSchema, 404: errorResponses[404] },
      },
    },
    async () => blocks.listContentPicks(),
  );

  for (const [code, summary] of ITEM_BLOCKS) {
    app.get(
      `/display/${code}`,
      { schema: { tags, summary, response: { 200: itemBlockSchema, 404: errorResponses[404] } } },
      async () => blocks.getItemBlock(code),
    );
  }

  app.get(
    "/display/shop-info",
    {
      schema: { tags, summary: "The shop introduction", response: { 200: shopInfoSchema, 404: errorResponses[404] } },
    },
    async () => blocks.getShopInfo(),
  );

  app.get(
    "/display/delivery",
    {
      schema: {
        tags,
        summary: "How delivery works, with every seller's shipping terms",
        response: { 200: deliveryInfoSchema, 404: errorResponses[404] },
      },
    },
    async () => blocks.getDeliveryInfo(),
  );

  app.get(
    "/display/brand",
    {
      schema: {
        tags,
        summary: "Brands featured on the home page",
        response: { 200: brandBlockSchema, 404: errorResponses[404] },
      },
    },
    async () => blocks.getBrandBlock(),
  );

  app.get(
    "/display/lately",
    {
      schema: {
        tags,
        summary: "Recently viewed items by code (ids=a,b,c), in that order, at most limit (5); unknown codes skipped",
        querystring: latelyQuerySchema,
        response: { 200: latelySchema, 400: errorResponses[400] },
      },
    },
    async (request) => blocks.listLately(request.query.ids, request.query.limit),
  );
};
