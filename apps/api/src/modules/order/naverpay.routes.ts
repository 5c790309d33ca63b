import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

const errors = {
  ...errorResponses,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** Naver Pay express checkout from the cart (SPEC §7 Cart and order: /api/order/naverpay/payment). */
export const naverPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { naverPay } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.orderNaverPayPayment, {
      tags: ["order"],
      summary:
        "Members: the cart's N pay 구매 — the selected lines ordered to the member's base address with Naver Pay, placed like buy; answers the payment window's options",
      description:
        "Members only: a guest token (or none) is 401 like the other member calls. The orderer is the member's profile, the receiver the base address (기본배송지), the method naverpayCard; no coupons or points. No base address: 409 NO_BASE_ADDRESS. A cart line that is not the member's: 404 like buy; a clientTotal other than the server's: 409 TOTAL_CHANGED. Idempotency-Key (or the payment-step's groupCode) makes a repeat answer the first order.",
      security: [{ bearer: [] }],
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => {
      const key = request.headers["idempotency-key"];
      return naverPay.pay(
        memberOf(request),
        request.body,
        typeof key === "string" && key.length <= 200 ? key : undefined,
      );
    },
  });
};
