import { errorResponses } from "@shop/contracts/common";
import { seoQuerySchema, seoSchema } from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getSeo } from "./seo.service.js";

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => getSeo(app.db, request.query.u),
  );
};
