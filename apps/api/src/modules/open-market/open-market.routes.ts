import formbody from "@fastify/formbody";
import { apiEndpoints, endpointUrl } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const tags = ["open-market"];
const errors = {
  ...errorResponses,
  200: z.string().describe("XML: <response><result>SUCCESS</result>…</response>, or the wished items as <products>"),
  401: errorBodySchema,
};
const xmlType = "application/xml; charset=utf-8";

/** Naver Pay 주문형 callbacks (SPEC §7 Open market; decision 033): form posts from Naver, XML answers. */
export const openMarketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { openMarket } = app.services;
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.route({
    ...endpointRoute(apiEndpoints.openMarketCheckOutReturn, {
      tags,
      summary:
        "Naver Pay 주문형: an order's status on Naver (merchant id and 인증키 checked; each order number and status recorded once); answers XML",
      consumes: ["application/x-www-form-urlencoded", "application/json"],
      errors,
    }),
    handler: async (request, reply) => reply.type(xmlType).send((await openMarket.orderNotice(request.body)).xml),
  });

  app.route({
    ...endpointRoute(apiEndpoints.openMarketCheckOutWishReturn, {
      tags,
      summary:
        "Naver Pay 주문형: items wished (찜) on Naver (merchant id and 인증키 checked); answers the items as product XML",
      consumes: ["application/x-www-form-urlencoded", "application/json"],
      errors,
    }),
    handler: async (request, reply) => reply.type(xmlType).send((await openMarket.wish(request.body)).xml),
  });
};

const sendSchema = z.object({
  kind: z.enum(["order", "wish"]),
  productIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/))
    .min(1)
    .max(50),
  orderId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  orderStatus: z.string().max(40).optional(),
  /** Send another key than the shop's, as a forger would. */
  certiKey: z.string().max(200).optional(),
});

/**
 * The local stand-in for Naver Pay (demo mode or dev tools): posts a callback to this shop over HTTP as Naver would,
 * with the shop's merchant id and 인증키, and answers what the shop answered.
 */
export const openMarketSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = endpointRoute(apiEndpoints.devOpenMarketSend, {
    tags: ["dev"],
    summary: "Naver Pay 주문형 sandbox: sends an order notice or a wish to this shop's callback and answers its reply",
  });
  app.route({
    ...send,
    schema: { ...send.schema, body: sendSchema },
    handler: async (request) => {
      const { kind, productIds, orderId, orderStatus, certiKey } = request.body;
      const fields = new URLSearchParams({
        merchantId: app.config.NAVERPAY_CHECKOUT_MERCHANT_ID,
        certiKey: certiKey ?? app.config.NAVERPAY_CHECKOUT_CERTI_KEY,
        productIds: productIds.join(","),
        ...(kind === "order" ? { orderId: orderId ?? `NP${Date.now()}`, orderStatus: orderStatus ?? "PAYED" } : {}),
      });
      const path = endpointUrl(
        kind === "order" ? apiEndpoints.openMarketCheckOutReturn : apiEndpoints.openMarketCheckOutWishReturn,
      );
      const answer = await app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: fields.toString(),
      });
      return { status: answer.statusCode, body: answer.body };
    },
  });
};
