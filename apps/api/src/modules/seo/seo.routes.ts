import { errorResponses } from "@shop/contracts/common";
import { seoQuerySchema, seoSchema } from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Per-page SEO for the storefront (SPEC §7 Common: /api/seo). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seo } = app.services;

  app.get(
    "/seo",
    {
      schema: {
        tags: ["seo"],
        summary: "Title, description, robots and OpenGraph of a storefront path (u)",
        querystring: seoQuerySchema,
        response: { 200: seoSchema, ...errorResponses },
      },
    },
    async (request) => seo.getSeo(request.query.u),
  );
};
