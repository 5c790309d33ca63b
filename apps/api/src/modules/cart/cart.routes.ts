import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { authOf, requireUser } from "../../plugins/auth.js";
import { cartOwnerOf } from "./cart.service.js";

/**
 * The cart (SPEC §7 Cart and order: /api/cart/*) of a member or a guest token, and the island surcharge table
 * (/api/common/island-info). A cart id that is not the caller's answers 404.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart } = app.services;
  const tags = ["cart"];
  const errors = { ...errorResponses, 401: errorBodySchema };
  const security = [{ bearer: [] }];
  const ownerOf = (request: Parameters<typeof authOf>[0]) => cartOwnerOf(authOf(request));

  app.route({
    ...endpointRoute(apiEndpoints.cart, {
      tags,
      summary: "The cart: lines, the selected lines' money, item groups, buy items and shipping groups",
      description:
        "Guest (ROLE_GUEST) or member token. Prices, stock and fees are read now; a hidden or sold-out line is listed (displayed false, soldOut true) and never selected.",
      security,
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => cart.get(ownerOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.cartCount, {
      tags,
      summary: "The number of cart lines (the header badge); 0 without a token",
      security,
    }),
    handler: async (request) => cart.count(request.auth ? cartOwnerOf(request.auth) : null),
  });

  app.route({
    ...endpointRoute(apiEndpoints.addToCart, {
      tags,
      summary: "Add options to the cart, all or none; a line already there grows by the quantity",
      description:
        "404 존재하지 않는 상품입니다. for an unknown or hidden item or an option of another item; 400 SOLD_OUT (품절된 상품입니다.), OUT_OF_STOCK or OVER_MAX_QUANTITY from the line's quantity after the add. cartIds are the lines added or increased (바로구매 checks out only these).",
      security,
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => cart.add(ownerOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.updateCartQuantity, {
      tags,
      summary: "Set a line's quantity (checked against the stock now); answers the cart",
      security,
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => cart.updateQuantity(ownerOf(request), request.body.id, request.body.quantity),
  });

  app.route({
    ...endpointRoute(apiEndpoints.deleteCartLines, {
      tags,
      summary: "Take one line or several out of the cart, all or none; answers the cart",
      security,
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => cart.remove(ownerOf(request), request.body.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.cartPrice, {
      tags,
      summary: "Select exactly these lines (the others are unselected); answers the money and shipping groups",
      security,
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => cart.select(ownerOf(request), request.body.cartIds),
  });

  app.route({
    ...endpointRoute(apiEndpoints.cartShippingPaymentType, {
      tags,
      summary: "Shipping paid with the order (1 선결제) or to the courier (2 착불) for lines; answers the cart",
      security,
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) =>
      cart.setShippingPaymentType(ownerOf(request), request.body.id, request.body.shippingPaymentType),
  });

  app.route({
    ...endpointRoute(apiEndpoints.islandInfo, {
      tags: ["common"],
      summary: "Jeju and remote-island shipping surcharges and their postcode ranges",
    }),
    handler: async () => cart.islandInfo(),
  });
};
