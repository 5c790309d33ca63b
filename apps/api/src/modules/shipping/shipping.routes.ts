import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import { SHIPPING_ADDRESS_LIMIT } from "@shop/contracts/shipping";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/**
 * The address book (배송지 관리, SPEC §7 Shipping and coupons: GET and POST /api/shipping, POST /shipping/base-shipping,
 * /shipping/delete) and the postcode search its form and checkout use (GET /api/common/postcode).
 */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shipping } = app.services;
  const tags = ["shipping"];
  const errors = { ...errorResponses, 401: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.shippingList, {
      tags,
      summary: "Members: the address book, the base address (기본배송지) first, then the newest",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => ({
      list: await shipping.listAddresses(memberOf(request).userId),
      limit: SHIPPING_ADDRESS_LIMIT,
    }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.saveShipping, {
      tags,
      summary: "Members: add an address (the first becomes base; at most 20), or edit one of theirs with `id`",
      description:
        "isBase makes the address the base one and the previous base one stops being it, in one transaction. " +
        "Another member's id answers 404.",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => shipping.save(memberOf(request).userId, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.setBaseShipping, {
      tags,
      summary: "Members: make an address the base one (SPEC §4 shipping list action mode 'mod'); the book after",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => ({
      list: await shipping.setBase(memberOf(request).userId, request.body.id),
      limit: SHIPPING_ADDRESS_LIMIT,
    }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.deleteShipping, {
      tags,
      summary: "Members: delete an address (SPEC §4 any other mode); a deleted base passes to the newest left",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => ({
      list: await shipping.remove(memberOf(request).userId, request.body.id),
      limit: SHIPPING_ADDRESS_LIMIT,
    }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.postcodeSearch, {
      tags,
      summary: "Postcode search (도로명주소 검색): addresses and their 5-digit postcodes by road, building or dong",
      description:
        "The keyword follows the road-name address API's rules (two characters or more, not digits only, no " +
        "%=><[] or SQL words). 503 when the address API cannot be reached.",
      errors: { 400: errorBodySchema, 503: errorBodySchema },
    }),
    handler: async (request) => shipping.searchPostcode(request.query),
  });
};
