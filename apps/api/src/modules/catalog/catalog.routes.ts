import {
  categoryCurrentQuerySchema,
  categoryCurrentSchema,
  categoryFilterSchema,
  categoryScopeQuerySchema,
  categoryTreeSchema,
  categoryUpdatedCheckQuerySchema,
  categoryUpdatedCheckSchema,
  itemListQuerySchema,
  itemListSchema,
  livestockListSchema,
  priceAreaListSchema,
} from "@shop/contracts/catalog";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedObjectSerializer } from "../../lib/cached-serializer.js";
import { itemRoutes } from "./item.routes.js";

/** Categories, livestock kinds with their brands, and the item list (SPEC §7 Catalog, Common). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  app.get(
    "/category",
    {
      schema: {
        tags: ["catalog"],
        summary: "Category tree: groups (level 1) → categories (level 2) → child categories (level 3)",
        response: { 200: categoryTreeSchema },
      },
      // Every page's menu asks for the tree: the cached tree is checked and stringified once.
      serializerCompiler: cachedObjectSerializer(categoryTreeSchema),
    },
    async () => catalog.getCategoryTree(),
  );

  app.get(
    "/category/updated-check",
    {
      schema: {
        tags: ["catalog"],
        summary: "Whether the category tree changed after the date the client cached it (d, ISO 8601)",
        querystring: categoryUpdatedCheckQuerySchema,
        response: { 200: categoryUpdatedCheckSchema, 400: errorResponses[400] },
      },
    },
    async (request) => catalog.checkCategoriesUpdated(request.query.d),
  );

  app.get(
    "/category/current",
    {
      schema: {
        tags: ["catalog"],
        summary: "One category with its path from the top and its child categories",
        querystring: categoryCurrentQuerySchema,
        response: { 200: categoryCurrentSchema, ...errorResponses },
      },
    },
    async (request) => catalog.getCurrentCategory(request.query.id),
  );

  app.get(
    "/category/price-areas",
    {
      schema: {
        tags: ["catalog"],
        summary: "Price bands (가격대) of a livestock, category, seller or brand, each with its item count",
        querystring: categoryScopeQuerySchema,
        response: { 200: priceAreaListSchema, ...errorResponses },
      },
    },
    async (request) => catalog.listPriceAreas(request.query),
  );

  app.get(
    "/category/filter",
    {
      schema: {
        tags: ["catalog"],
        summary:
          "Filters available in a livestock, category, seller or brand: brands, grades, delivery types, price areas with counts",
        querystring: categoryScopeQuerySchema,
        response: { 200: categoryFilterSchema, ...errorResponses },
      },
    },
    async (request) => catalog.getCategoryFilter(request.query),
  );

  app.get(
    "/common/livestock",
    {
      schema: {
        tags: ["common"],
        summary: "Livestock kinds, each with the seller brands that sell it",
        response: { 200: livestockListSchema },
      },
      serializerCompiler: cachedObjectSerializer(livestockListSchema),
    },
    async () => catalog.listLivestock(),
  );

  app.get(
    "/item",
    {
      schema: {
        tags: ["catalog"],
        summary:
          "Displayed items by livestock, category (with its descendants), seller, brand, price, grade, delivery type; sold-out shown or hidden; sorted and paged",
        querystring: itemListQuerySchema,
        response: { 200: itemListSchema, ...errorResponses },
      },
      // A page is the same object for ITEM_PAGE_TTL_MS: checked and stringified once.
      serializerCompiler: cachedObjectSerializer(itemListSchema),
    },
    async (request) => catalog.listItems(request.query),
  );

  await app.register(itemRoutes);
};
