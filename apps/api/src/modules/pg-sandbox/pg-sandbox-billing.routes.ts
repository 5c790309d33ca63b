import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const tags = ["dev"];

const bidParamsSchema = z.object({ bid: z.string().min(1).max(64) });
const registBodySchema = z.object({
  encData: z.string().min(1).max(512),
  orderId: z.string().min(1).max(64),
  encMode: z.string().max(10).optional(),
  buyerName: z.string().max(30).optional(),
  buyerEmail: z.string().max(60).optional(),
  buyerTel: z.string().max(40).optional(),
  ediDate: z.string().max(40).optional(),
  signData: z.string().max(256).optional(),
  returnCharSet: z.string().max(10).optional(),
});
const payBodySchema = z.object({
  orderId: z.string().min(1).max(64),
  amount: z.number().int().min(0).max(1_000_000_000_000),
  goodsName: z.string().min(1).max(40),
  cardQuota: z.number().int().min(0).max(36),
  useShopInterest: z.boolean(),
  buyerName: z.string().max(30).optional(),
  buyerTel: z.string().max(40).optional(),
  buyerEmail: z.string().max(60).optional(),
  taxFreeAmt: z.number().int().min(0).optional(),
  mallReserved: z.string().max(500).optional(),
  ediDate: z.string().max(40).optional(),
  signData: z.string().max(256).optional(),
  returnCharSet: z.string().max(10).optional(),
});
const expireBodySchema = z.object({
  orderId: z.string().min(1).max(64),
  ediDate: z.string().max(40).optional(),
  signData: z.string().max(256).optional(),
  returnCharSet: z.string().max(10).optional(),
});

/** NICEPAY's answers, loosely: `{ resultCode, resultMsg, … }` for refusals and successes alike. */
const nicepayAnswerSchema = z.looseObject({ resultCode: z.string(), resultMsg: z.string() });
const answers = { 200: nicepayAnswerSchema, 400: nicepayAnswerSchema, 401: nicepayAnswerSchema };

/**
 * The sandbox's billing API (빌키발급, 빌키승인, 빌키삭제). Registered inside the sandbox's NICEPAY API scope, so Basic
 * auth and NICEPAY-shaped refusals (P007 for a missing field, U125 for a malformed one) are the same as for payments.
 */
export const pgSandboxBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pgSandboxBilling } = app.services;

  const regist = endpointRoute(apiEndpoints.devPgBillingRegist, {
    tags,
    summary: "NICEPAY sandbox API: issue a billing key for an encrypted card (POST /v1/subscribe/regist)",
  });
  app.route({
    ...regist,
    schema: { ...regist.schema, body: registBodySchema, response: answers },
    handler: async (request) => pgSandboxBilling.regist(request.body),
  });

  const pay = endpointRoute(apiEndpoints.devPgBillingPay, {
    tags,
    summary: "NICEPAY sandbox API: pay with a billing key (POST /v1/subscribe/{bid}/payments)",
  });
  app.route({
    ...pay,
    schema: { ...pay.schema, params: bidParamsSchema, body: payBodySchema, response: answers },
    handler: async (request) => pgSandboxBilling.pay(request.params.bid, request.body),
  });

  const expire = endpointRoute(apiEndpoints.devPgBillingExpire, {
    tags,
    summary: "NICEPAY sandbox API: delete a billing key (POST /v1/subscribe/{bid}/expire)",
  });
  app.route({
    ...expire,
    schema: { ...expire.schema, params: bidParamsSchema, body: expireBodySchema, response: answers },
    handler: async (request) => pgSandboxBilling.expire(request.params.bid, request.body),
  });
};
