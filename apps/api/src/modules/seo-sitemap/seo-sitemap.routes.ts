import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cachedObjectSerializer } from "../../lib/cached-serializer.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { onShopChange } from "../../lib/shop-changes.js";

/** The data behind the storefront's sitemap files (/sitemap.xml and the files it lists). */
export const seoSitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitemap } = app.services;

  // A back-office item write (new, shown, hidden, edited) reaches /sitemap*.xml at once, in every worker.
  const stopListening = onShopChange(["catalog"], () => sitemap.forget());
  app.addHook("onClose", async () => stopListening());

  app.route({
    ...endpointRoute(apiEndpoints.sitemap, {
      tags: ["seo"],
      summary: "Sitemap outline: item files (ids per file, count, newest day), categories, brands and live events",
      errors: { 400: errorResponses[400] },
    }),
    // The outline is the same object for SITEMAP_CACHE_TTL_MS: checked and stringified once.
    serializerCompiler: cachedObjectSerializer(apiEndpoints.sitemap.response),
    handler: async (request) => sitemap.getSitemap(request.query.size),
  });

  app.route({
    ...endpointRoute(apiEndpoints.sitemapItems, {
      tags: ["seo"],
      summary: "The displayed items of one sitemap item file (codes and days), in id order",
      errors: errorResponses,
    }),
    handler: async (request) => sitemap.getItemFile(request.query.size, request.params.file),
  });
};
