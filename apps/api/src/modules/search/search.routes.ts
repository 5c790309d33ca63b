import { bestKeywordResponseSchema, recommendKeywordResponseSchema } from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getBestKeywords, getRecommendKeyword } from "./search.service.js";

/** The search panel's keywords; the search itself arrives with the catalog search issue. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search/recommend-keyword",
    {
      schema: {
        tags: ["search"],
        summary: "Recommended keyword for the search box placeholder, or null",
        response: { 200: recommendKeywordResponseSchema },
      },
    },
    async () => ({ data: await getRecommendKeyword(app.db) }),
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
    async () => ({ data: { list: await getBestKeywords(app.db) } }),
  );
};
