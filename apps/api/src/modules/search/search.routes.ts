import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedObjectSerializer } from "../../lib/cached-serializer.js";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** The item search and the search panel's keywords. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.searchResult, {
      tags: ["search"],
      summary:
        "Items matching a Korean query (substring, spacing-insensitive, 초성, one typo corrected), by relevance then popularity, with the item list's filters, sorts and paging",
      errors: errorResponses,
    }),
    // An answered page is the same object for SEARCH_PAGE_TTL_MS: checked and stringified once.
    serializerCompiler: cachedObjectSerializer(apiEndpoints.searchResult.response),
    handler: async (request) => search.search(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.recommendKeyword, {
      tags: ["search"],
      summary: "Recommended keyword for the search box placeholder, or null",
    }),
    handler: async () => ({ data: await search.getRecommendKeyword() }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.bestKeywords, {
      tags: ["search"],
      summary: "Popular searches of the last 7 days, top 10",
    }),
    handler: async () => ({ data: { list: await search.getBestKeywords() } }),
  });
};
