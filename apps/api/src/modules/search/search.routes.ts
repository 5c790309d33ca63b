import { errorResponses } from "@shop/contracts/common";
import { bestKeywordResponseSchema, recommendKeywordResponseSchema } from "@shop/contracts/content";
import { searchResultQuerySchema, searchResultSchema } from "@shop/contracts/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedObjectSerializer } from "../../lib/cached-serializer.js";

/** The item search and the search panel's keywords. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;

  app.get(
    "/search/result",
    {
      schema: {
        tags: ["search"],
        summary:
          "Items matching a Korean query (substring, spacing-insensitive, 초성, one typo corrected), by relevance then popularity, with the item list's filters, sorts and paging",
        querystring: searchResultQuerySchema,
        response: { 200: searchResultSchema, ...errorResponses },
      },
      // An answered page is the same object for SEARCH_PAGE_TTL_MS: checked and stringified once.
      serializerCompiler: cachedObjectSerializer(searchResultSchema),
    },
    async (request) => search.search(request.query),
  );

  app.get(
    "/search/recommend-keyword",
    {
      schema: {
        tags: ["search"],
        summary: "Recommended keyword for the search box placeholder, or null",
        response: { 200: recommendKeywordResponseSchema },
      },
    },
    async () => ({ data: await search.getRecommendKeyword() }),
  );

  app.get(
    "/search/best-keyword",
    {
      schema: {
        tags: ["search"],
        summary: "Popular searches of the last 7 days, top 10",
        response: { 200: bestKeywordResponseSchema },
      },
    },
    async () => ({ data: { list: await search.getBestKeywords() } }),
  );
};
