import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** Seller brands, seller info and notices, business numbers and shipping info (SPEC §7 Q&A and content). */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sellers } = app.services;
  const tags = ["seller"];
  const errors = errorResponses;

  app.route({
    ...endpointRoute(apiEndpoints.sellerBrandsOfLivestock, {
      tags,
      summary: "Seller brands of one livestock kind (the category menu); 404 for an unknown kind",
      errors,
    }),
    handler: async (request) => sellers.listBrandsByLivestock(request.query.livestock),
  });

  app.route({
    ...endpointRoute(apiEndpoints.allSellerBrands, {
      tags,
      summary: "Every seller brand, by livestock kind, the cooperative's own first within each",
    }),
    handler: async () => sellers.listAllBrands(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.favoriteSellerBrands, {
      tags,
      summary: "A seller's favourite brands: those with displayed items, most units sold first (id = sellerId)",
      errors,
    }),
    handler: async (request) => sellers.listFavoriteBrands(request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.sellerBrandsOfSeller, {
      tags,
      summary: "The brands one seller sells under (id = sellerId)",
      errors,
    }),
    handler: async (request) => sellers.listBrandsOfSeller(request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.sellerBusinessNumbers, {
      tags,
      summary: "Business numbers (3-2-5) of sellers, ids joined by '|', in that order; 404 names unknown ids",
      errors,
    }),
    handler: async (request) => sellers.listBusinessNumbers(request.query.sellerIds),
  });

  app.route({
    ...endpointRoute(apiEndpoints.sellerShippingInfos, {
      tags,
      summary: "Shipping condition, dispatch date of an order paid now, and delivery method per seller",
      errors,
    }),
    handler: async (request) => sellers.listShippingInfos(request.body.sellerIds),
  });

  app.route({
    ...endpointRoute(apiEndpoints.sellerDetail, {
      tags,
      summary: "Seller info: business number (3-2-5), contact, shipping condition and brands",
      errors,
    }),
    handler: async (request) => sellers.getSeller(request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.sellerNotices, {
      tags,
      summary: "A seller's notices, pinned first then newest (id = sellerId)",
      errors,
    }),
    handler: async (request) => sellers.listNotices(request.params.id),
  });
};
