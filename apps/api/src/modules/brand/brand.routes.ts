import { errorResponses, idParamSchema } from "@shop/contracts/common";
import {
  brandDetailSchema,
  brandItemsQuerySchema,
  brandItemsSchema,
  brandMainQuerySchema,
  brandMainSchema,
} from "@shop/contracts/display";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The brand pages (SPEC §7 Display and events: /api/brand/main, /{id}, /{id}/items). */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { brands } = app.services;

  app.get(
    "/brand/main",
    {
      schema: {
        tags: ["brand"],
        summary: "Featured brands with their best sellers in stock, then every brand",
        querystring: brandMainQuerySchema,
        response: { 200: brandMainSchema, 400: errorResponses[400] },
      },
    },
    async (request) => brands.getBrandMain(request.query.itemsPerBrand),
  );

  app.get(
    "/brand/:id",
    {
      schema: {
        tags: ["brand"],
        summary: "One brand with its seller's shipping condition",
        params: idParamSchema,
        response: { 200: brandDetailSchema, ...errorResponses },
      },
    },
    async (request) => brands.getBrand(request.params.id),
  );

  app.get(
    "/brand/:id/items",
    {
      schema: {
        tags: ["brand"],
        summary: "The brand's displayed items as item cards, sorted (popular by default) and paged",
        params: idParamSchema,
        querystring: brandItemsQuerySchema,
        response: { 200: brandItemsSchema, ...errorResponses },
      },
    },
    async (request) => brands.listBrandItems(request.params.id, request.query),
  );
};
