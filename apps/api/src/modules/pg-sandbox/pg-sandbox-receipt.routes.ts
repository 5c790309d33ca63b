import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { ReceiptAnswerDropped } from "./pg-sandbox-receipt.service.js";

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

const faultSchema = z.enum(["none", "dropAnswer", "dropRequest"]);
const faultsBodySchema = z.object({ issue: faultSchema.optional(), cancel: faultSchema.optional() });
const faultsSchema = z.object({ issue: faultSchema, cancel: faultSchema });

/** Under a fault the connection is closed with no answer at all (the caller sees it drop, as with a lost answer). */
async function answerUnlessDropped<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ReceiptAnswerDropped)) throw error;
    reply.hijack();
    reply.raw.socket?.destroy();
    reply.raw.destroy();
    return undefined;
  }
}

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
    handler: async (request, reply) => answerUnlessDropped(reply, () => pgSandboxReceipts.issue(request.body)),
  });

  const cancel = endpointRoute(apiEndpoints.devPgReceiptCancel, {
    tags,
    summary: "NICEPAY sandbox API: cancel a cash receipt whole or in part (POST /v1/receipt/{tid}/cancel)",
  });
  app.route({
    ...cancel,
    schema: { ...cancel.schema, params: tidParamsSchema, body: cancelBodySchema, response: answers },
    handler: async (request, reply) =>
      answerUnlessDropped(reply, () => pgSandboxReceipts.cancel(request.params.tid, request.body)),
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

/**
 * The sandbox's receipt fault switch for tests (outside the NICEPAY API scope, like the payments' faults): the next
 * 발급 or 취소 is done and its answer dropped (`dropAnswer`), or dropped before it is done (`dropRequest`).
 */
export const pgSandboxReceiptFaultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pgSandboxReceipts } = app.services;
  const faults = endpointRoute(apiEndpoints.devPgReceiptFaults, {
    tags,
    summary:
      "NICEPAY sandbox: receipt faults for tests (issue, cancel: dropAnswer does it then closes the connection unanswered, dropRequest closes it first)",
    errors: errorResponses,
  });
  app.route({
    ...faults,
    schema: { ...faults.schema, body: faultsBodySchema, response: { ...errorResponses, 200: faultsSchema } },
    handler: async (request) => pgSandboxReceipts.setFaults(request.body),
  });
};
