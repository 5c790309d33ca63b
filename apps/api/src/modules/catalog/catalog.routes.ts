import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedObjectSerializer } from "../../lib/cached-serializer.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { itemRoutes } from "./item.routes.js";

/** Categories, livestock kinds with their brands, and the item list (SPEC §7 Catalog, Common). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.categoryTree, {
      tags: ["catalog"],
      summary: "Category tree: groups (level 1) → categories (level 2) → child categories (level 3)",
    }),
    // Every page's menu asks for the tree: the cached tree is checked and stringified once.
    serializerCompiler: cachedObjectSerializer(apiEndpoints.categoryTree.response),
    handler: async () => catalog.getCategoryTree(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.categoryUpdatedCheck, {
      tags: ["catalog"],
      summary: "Whether the category tree changed after the date the client cached it (d, ISO 8601)",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => catalog.checkCategoriesUpdated(request.query.d),
  });

  app.route({
    ...endpointRoute(apiEndpoints.currentCategory, {
      tags: ["catalog"],
      summary: "One category with its path from the top and its child categories",
      errors: errorResponses,
    }),
    handler: async (request) => catalog.getCurrentCategory(request.query.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.categoryPriceAreas, {
      tags: ["catalog"],
      summary: "Price bands (가격대) of a livestock, category, seller or brand, each with its item count",
      errors: errorResponses,
    }),
    handler: async (request) => catalog.listPriceAreas(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.categoryFilter, {
      tags: ["catalog"],
      summary:
        "Filters available in a livestock, category, seller or brand: brands, grades, delivery types, price areas with counts",
      errors: errorResponses,
    }),
    handler: async (request) => catalog.getCategoryFilter(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.livestockKinds, {
      tags: ["common"],
      summary: "Livestock kinds, each with the seller brands that sell it",
    }),
    serializerCompiler: cachedObjectSerializer(apiEndpoints.livestockKinds.response),
    handler: async () => catalog.listLivestock(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemList, {
      tags: ["catalog"],
      summary:
        "Displayed items by livestock, category (with its descendants), seller, brand, price, grade, delivery type; sold-out shown or hidden; sorted and paged",
      errors: errorResponses,
    }),
    // A page is the same object for ITEM_PAGE_TTL_MS: checked and stringified once.
    serializerCompiler: cachedObjectSerializer(apiEndpoints.itemList.response),
    handler: async (request) => catalog.listItems(request.query),
  });

  await app.register(itemRoutes);
};
