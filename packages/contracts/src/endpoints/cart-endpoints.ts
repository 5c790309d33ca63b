import type { ApiEndpoint } from "../api-endpoints.js";
import {
  cartAddRequestSchema,
  cartAddResponseSchema,
  cartCountSchema,
  cartDeleteRequestSchema,
  cartPriceRequestSchema,
  cartPriceSchema,
  cartSchema,
  cartShippingPaymentTypeRequestSchema,
  cartUpdateQuantityRequestSchema,
  islandInfoSchema,
} from "../cart.js";

/** The endpoints of the cart (SPEC §7 Cart and order: /api/cart/*) and the island surcharge table; spread into apiEndpoints. */
export const cartEndpoints = {
  cart: { method: "GET", path: "/cart", response: cartSchema },
  cartCount: { method: "GET", path: "/cart/count", response: cartCountSchema },
  addToCart: { method: "POST", path: "/cart/add", body: cartAddRequestSchema, response: cartAddResponseSchema },
  updateCartQuantity: {
    method: "POST",
    path: "/cart/update-quantity",
    body: cartUpdateQuantityRequestSchema,
    response: cartSchema,
  },
  deleteCartLines: { method: "POST", path: "/cart/delete", body: cartDeleteRequestSchema, response: cartSchema },
  cartPrice: { method: "POST", path: "/cart/price", body: cartPriceRequestSchema, response: cartPriceSchema },
  cartShippingPaymentType: {
    method: "POST",
    path: "/cart/shipping-payment-type",
    body: cartShippingPaymentTypeRequestSchema,
    response: cartSchema,
  },
  islandInfo: { method: "GET", path: "/common/island-info", response: islandInfoSchema },
} as const satisfies Record<string, ApiEndpoint>;
