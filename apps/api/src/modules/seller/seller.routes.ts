import { errorResponses } from "@shop/contracts/common";
import {
  businessNumbersQuerySchema,
  businessNumbersSchema,
  favoriteSellerBrandsSchema,
  sellerBrandListSchema,
  sellerBrandsOfSellerSchema,
  sellerBrandsQuerySchema,
  sellerDetailSchema,
  sellerIdParamSchema,
  sellerNoticeListSchema,
  shippingInfosBodySchema,
  shippingInfosSchema,
} from "@shop/contracts/display";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Seller brands, seller info and notices, business numbers and shipping info (SPEC §7 Q&A and content). */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sellers } = app.services;

  app.get(
    "/seller-brands",
    {
      schema: {
        tags: ["seller"],
        summary: "Seller brands of one livestock kind (the category menu); 404 for an unknown kind",
        querystring: sellerBrandsQuerySchema,
        response: { 200: sellerBrandListSchema, ...errorResponses },
      },
    },
    async (request) => sellers.listBrandsByLivestock(request.query.livestock),
  );

  app.get(
    "/seller-brands/all",
    {
      schema: {
        tags: ["seller"],
        summary: "Every seller brand, by livestock kind, the cooperative's own first within each",
        response: { 200: sellerBrandListSchema },
      },
    },
    async () => sellers.listAllBrands(),
  );

  app.get(
    "/seller-brands/favorite/:id",
    {
      schema: {
        tags: ["seller"],
        summary: "A seller's favourite brands: those with displayed items, most units sold first (id = sellerId)",
        params: sellerIdParamSchema,
        response: { 200: favoriteSellerBrandsSchema, ...errorResponses },
      },
    },
    async (request) => sellers.listFavoriteBrands(request.params.id),
  );

  app.get(
    "/seller-brands/:id",
    {
      schema: {
        tags: ["seller"],
        summary: "The brands one seller sells under (id = sellerId)",
        params: sellerIdParamSchema,
        response: { 200: sellerBrandsOfSellerSchema, ...errorResponses },
      },
    },
    async (request) => sellers.listBrandsOfSeller(request.params.id),
  );

  app.get(
    "/seller/business-numbers",
    {
      schema: {
        tags: ["seller"],
        summary: "Business numbers (3-2-5) of sellers, ids joined by '|', in that order; 404 names unknown ids",
        querystring: businessNumbersQuerySchema,
        response: { 200: businessNumbersSchema, ...errorResponses },
      },
    },
    async (request) => sellers.listBusinessNumbers(request.query.sellerIds),
  );

  app.post(
    "/seller/shipping-infos",
    {
      schema: {
        tags: ["seller"],
        summary: "Shipping condition, dispatch date of an order paid now, and delivery method per seller",
        body: shippingInfosBodySchema,
        response: { 200: shippingInfosSchema, ...errorResponses },
      },
    },
    async (request) => sellers.listShippingInfos(request.body.sellerIds),
  );

  app.get(
    "/seller/:id",
    {
      schema: {
        tags: ["seller"],
        summary: "Seller info: business number (3-2-5), contact, shipping condition and brands",
        params: sellerIdParamSchema,
        response: { 200: sellerDetailSchema, ...errorResponses },
      },
    },
    async (request) => sellers.getSeller(request.params.id),
  );

  app.get(
    "/seller-notice/:id",
    {
      schema: {
        tags: ["seller"],
        summary: "A seller's notices, pinned first then newest (id = sellerId)",
        params: sellerIdParamSchema,
        response: { 200: sellerNoticeListSchema, ...errorResponses },
      },
    },
    async (request) => sellers.listNotices(request.params.id),
  );
};
