import { errorResponses, pageQuerySchema } from "@shop/contracts/common";
import { designatedSchema } from "@shop/contracts/display";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** GET /api/designated (SPEC §7 Q&A and content). */
export const designatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { designated } = app.services;

  app.get(
    "/designated",
    {
      schema: {
        tags: ["designated"],
        summary: "Designated (private) trade: how it works, and its items with minimum order quantities, paged",
        querystring: pageQuerySchema,
        response: { 200: designatedSchema, ...errorResponses },
      },
    },
    async (request) => designated.getDesignated(request.query),
  );
};
