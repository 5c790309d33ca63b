import { errorResponses, idParamSchema, pageQuerySchema } from "@shop/contracts/common";
import { styleBookDetailSchema, styleBookListSchema } from "@shop/contracts/display";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Style books (SPEC §7 Display and events: /api/style-book, /api/style-book/{id}). */
export const styleBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { styleBooks } = app.services;

  app.get(
    "/style-book",
    {
      schema: {
        tags: ["style-book"],
        summary: "Style books (recipes), newest first, paged",
        querystring: pageQuerySchema,
        response: { 200: styleBookListSchema, 400: errorResponses[400] },
      },
    },
    async (request) => styleBooks.listStyleBooks(request.query),
  );

  app.get(
    "/style-book/:id",
    {
      schema: {
        tags: ["style-book"],
        summary: "One style book: ingredients, steps, tip and the items it uses",
        params: idParamSchema,
        response: { 200: styleBookDetailSchema, ...errorResponses },
      },
    },
    async (request) => styleBooks.getStyleBook(request.params.id),
  );
};
