import { errorResponses } from "@shop/contracts/common";
import {
  sitemapItemsParamsSchema,
  sitemapItemsSchema,
  sitemapQuerySchema,
  sitemapSchema,
} from "@shop/contracts/sitemap";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedObjectSerializer } from "../../lib/cached-serializer.js";

/** The data behind the storefront's sitemap files (/sitemap.xml and the files it lists). */
export const seoSitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitemap } = app.services;

  app.get(
    "/sitemap",
    {
      schema: {
        tags: ["seo"],
        summary: "Sitemap outline: item files (ids per file, count, newest day), categories, brands and live events",
        querystring: sitemapQuerySchema,
        response: { 200: sitemapSchema, 400: errorResponses[400] },
      },
      // The outline is the same object for SITEMAP_CACHE_TTL_MS: checked and stringified once.
      serializerCompiler: cachedObjectSerializer(sitemapSchema),
    },
    async (request) => sitemap.getSitemap(request.query.size),
  );

  app.get(
    "/sitemap/items/:file",
    {
      schema: {
        tags: ["seo"],
        summary: "The displayed items of one sitemap item file (codes and days), in id order",
        params: sitemapItemsParamsSchema,
        querystring: sitemapQuerySchema,
        response: { 200: sitemapItemsSchema, ...errorResponses },
      },
    },
    async (request) => sitemap.getItemFile(request.query.size, request.params.file),
  );
};
