import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const tags = ["dev"];

const won = z.number().int().min(0).max(1_000_000_000_000);
const tidParamsSchema = z.object({ tid: z.string().min(1).max(64) });
const issueBodySchema = z.object({
  orderId: z.string().min(1).max(64),
  amount: won,
  goodsName: z.string().min(1).max(40),
  receiptType: z.enum(["individual", "company"]),
  receiptNo: z.string().min(1).max(20),
  supplyAmt: won,
  goodsVat: won,
  taxFreeAmt: won,
  serviceAmt: won,
  buyerName: z.string().max(30).optional(),
  buyerTel: z.string().max(40).optional(),
  buyerEmail: z.string().max(60).optional(),
  ediDate: z.string().max(40).optional(),
  signData: z.string().max(256).optional(),
  returnCharSet: z.string().max(10).optional(),
});
const cancelBodySchema = z.object({
  orderId: z.string().min(1).max(64),
  reason: z.string().min(1).max(100),
  cancelAmt: won.optional(),
  supplyAmt: won.optional(),
  goodsVat: won.optional(),
  taxFreeAmt: won.optional(),
  serviceAmt: won.optional(),
  ediDate: z.string().max(40).optional(),
  signData: z.string().max(256).optional(),
  returnCharSet: z.string().max(10).optional(),
});

/** NICEPAY's answers, loosely: `{ resultCode, resultMsg, … }` for refusals and successes alike. */
const nicepayAnswerSchema = z.looseObject({ resultCode: z.string(), resultMsg: z.string() });
const answers = { 200: nicepayAnswerSchema, 400: nicepayAnswerSchema, 401: nicepayAnswerSchema };

/**
 * The sandbox's cash receipt API (현금영수증 발급, 취소, 조회). Registered inside the sandbox's NICEPAY API scope, so
 * Basic auth and NICEPAY-shaped refusals (P007 for a missing field, U125 for a malformed one) are the payments' own.
 */
export const pgSandboxReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pgSandboxReceipts } = app.services;

  const issue = endpointRoute(apiEndpoints.devPgReceiptIssue, {
    tags,
    summary: "NICEPAY sandbox API: issue a cash receipt (POST /v1/receipt)",
  });
  app.route({
    ...issue,
    schema: { ...issue.schema, body: issueBodySchema, response: answers },
    handler: async (request) => pgSandboxReceipts.issue(request.body),
  });

  const cancel = endpointRoute(apiEndpoints.devPgReceiptCancel, {
    tags,
    summary: "NICEPAY sandbox API: cancel a cash receipt whole or in part (POST /v1/receipt/{tid}/cancel)",
  });
  app.route({
    ...cancel,
    schema: { ...cancel.schema, params: tidParamsSchema, body: cancelBodySchema, response: answers },
    handler: async (request) => pgSandboxReceipts.cancel(request.params.tid, request.body),
  });

  const receipt = endpointRoute(apiEndpoints.devPgReceipt, {
    tags,
    summary: "NICEPAY sandbox API: a cash receipt by tid (GET /v1/receipt/{tid})",
  });
  app.route({
    ...receipt,
    schema: { ...receipt.schema, params: tidParamsSchema, response: answers },
    handler: async (request) => pgSandboxReceipts.receipt(request.params.tid),
  });
};
