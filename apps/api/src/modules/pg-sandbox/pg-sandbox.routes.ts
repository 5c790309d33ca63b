import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyError, FastifyReply } from "fastify";
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { cspNonceOf } from "../../plugins/security.js";
import { missingParameter, NICEPAY_CODES, type NicepayCode } from "../../providers/nicepay/nicepay-codes.js";
import { formatNicepayDate } from "../../providers/nicepay/nicepay-signature.js";
import {
  NicepayRefusal,
  PG_SANDBOX_WINDOW_PATH,
  PG_SANDBOX_WINDOW_RESULT_PATH,
  type WindowChoice,
} from "./pg-sandbox.service.js";
import { pgSandboxBillingRoutes } from "./pg-sandbox-billing.routes.js";
import { refusalPage, returnPage, windowPage, windowScript } from "./pg-sandbox-pages.js";
import { pgSandboxReceiptFaultRoutes, pgSandboxReceiptRoutes } from "./pg-sandbox-receipt.routes.js";

const tags = ["dev"];
const FORM_TYPE = "application/x-www-form-urlencoded";

// The window's posts are forms; a field sent twice keeps its last value, like a plain HTML form reader.
const formBodySchema = z.record(z.string(), z.string());
const tidParamsSchema = z.object({ tid: z.string().min(1).max(64) });
const orderIdParamsSchema = z.object({ orderId: z.string().min(1).max(64) });
const approveBodySchema = z.object({ amount: z.number().int().min(0).max(1_000_000_000_000) });
const cancelBodySchema = z.object({
  reason: z.string().min(1).max(100),
  orderId: z.string().min(1).max(64),
  cancelAmt: z.number().int().min(0).max(1_000_000_000_000).optional(),
  refundBankCode: z.string().max(3).optional(),
  refundAccount: z.string().max(16).optional(),
  refundHolder: z.string().max(10).optional(),
});
const netCancelBodySchema = z.object({ orderId: z.string().min(1).max(64) });
const findQuerySchema = z.object({ orderDate: z.string().max(8).optional() });
const faultsBodySchema = z.object({
  /** The next approve approves, then waits this long before answering (a read timeout to resolve). */
  approveDelayMs: z.number().int().min(0).max(60_000).optional(),
  /** The next cancel cancels, then waits this long before answering. */
  cancelDelayMs: z.number().int().min(0).max(60_000).optional(),
});
const webhooksQuerySchema = z.object({
  tid: z.string().min(1).max(64).optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * NICEPAY's answers, described loosely: a refusal is `{ resultCode, resultMsg }` (HTTP 200, 400 or 401), a success the
 * whole payment object (providers/nicepay/nicepay-schemas.ts reads it). Kept as built, times in NICEPAY's own format.
 */
const nicepayAnswerSchema = z.looseObject({ resultCode: z.string(), resultMsg: z.string() });
const faultsSchema = z.object({ approveDelayMs: z.number().int(), cancelDelayMs: z.number().int() });
const webhooksSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      tid: z.string(),
      url: z.string(),
      status: z.enum(["pending", "delivered", "failed"]),
      attempts: z.number().int(),
      lastStatusCode: z.number().int().nullable(),
      lastAnswer: z.string().nullable(),
      body: z.unknown(),
      createdAt: z.string(),
      deliveredAt: z.string().nullable(),
    }),
  ),
});

const HEADLINES: Record<WindowChoice, string> = {
  approve: "인증이 완료되었습니다",
  decline: "인증에 실패했습니다",
  cancel: "결제를 취소했습니다",
};

/** NICEPAY's answer to a refused call: its code and message, with what the call was about. */
function refusalAnswer(refusal: NicepayCode, about: { tid?: string; orderId?: string }) {
  return {
    resultCode: refusal.code,
    resultMsg: refusal.message,
    tid: about.tid ?? null,
    orderId: about.orderId ?? null,
    ediDate: formatNicepayDate(new Date()),
  };
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
}

/**
 * The local NICEPAY sandbox (docs/decisions/016), registered while payment is a sandbox: the window script and pages,
 * NICEPAY's server-approval API under /api/dev/pg/v1 (Basic auth, NICEPAY's answers and codes), and dev knobs for
 * what a shopper or the gateway does later (a deposit, an expiry) or a fault a test needs.
 */
export const pgSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pgSandbox } = app.services;

  app.addContentTypeParser(FORM_TYPE, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.route({
    ...endpointRoute(apiEndpoints.devPgScript, {
      tags,
      summary: "NICEPAY sandbox: the window script (AUTHNICE.requestPay), stand-in for pay.nicepay.co.kr/v1/js/",
    }),
    handler: async (_request, reply) =>
      reply
        .type("text/javascript; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(windowScript(PG_SANDBOX_WINDOW_PATH)),
  });

  const windowRoute = endpointRoute(apiEndpoints.devPgWindow, {
    tags,
    summary: "NICEPAY sandbox: the payment window (HTML), opened by requestPay's form post",
    consumes: [FORM_TYPE],
  });
  app.route({
    ...windowRoute,
    schema: { ...windowRoute.schema, body: formBodySchema },
    handler: async (request, reply) => {
      const outcome = await pgSandbox.openWindow(request.body, request.host);
      if (!outcome.open) return html(reply, 400, refusalPage(outcome.refusal, outcome.back));
      return html(reply, 200, windowPage(outcome.request, PG_SANDBOX_WINDOW_RESULT_PATH));
    },
  });

  const resultRoute = endpointRoute(apiEndpoints.devPgWindowResult, {
    tags,
    summary: "NICEPAY sandbox: the window's buttons (approve, decline, cancel); posts the result to returnUrl",
    consumes: [FORM_TYPE],
  });
  app.route({
    ...resultRoute,
    schema: { ...resultRoute.schema, body: formBodySchema },
    handler: async (request, reply) => {
      const outcome = await pgSandbox.completeWindow(request.body, request.host);
      if (!("done" in outcome)) return html(reply, 400, refusalPage(outcome.refusal, outcome.back));
      return html(reply, 200, returnPage(outcome.post, HEADLINES[outcome.choice], cspNonceOf(reply)));
    },
  });

  // NICEPAY's API: Basic auth first, and every refusal in NICEPAY's shape (resultCode, resultMsg), never the shop's.
  const nicepayApi: FastifyPluginAsyncZod = async (api) => {
    api.addHook("onRequest", async (request) => pgSandbox.checkAuthorization(request.headers.authorization));
    api.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof NicepayRefusal) {
        return reply.status(error.httpStatus).send(refusalAnswer(error.answer, error.about));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A field the body lacks is NICEPAY's P007 naming it; anything else malformed is U125.
        const field = error.validation[0]?.instancePath.split("/")[1] ?? "";
        const body: unknown = request.body;
        const lacking =
          error.validationContext === "body" &&
          field !== "" &&
          (typeof body !== "object" || body === null || !(field in body));
        return reply.status(400).send(refusalAnswer(lacking ? missingParameter(field) : NICEPAY_CODES.badRequest, {}));
      }
      throw error;
    });
    const refusals = { 400: nicepayAnswerSchema, 401: nicepayAnswerSchema };
    const answers = { 200: nicepayAnswerSchema, ...refusals };

    const approve = endpointRoute(apiEndpoints.devPgApprove, {
      tags,
      summary: "NICEPAY sandbox API: approve an authenticated tid (POST /v1/payments/{tid})",
      errors: refusals,
    });
    api.route({
      ...approve,
      schema: { ...approve.schema, params: tidParamsSchema, body: approveBodySchema, response: answers },
      handler: async (request) => pgSandbox.approve(request.params.tid, request.body.amount),
    });

    const cancel = endpointRoute(apiEndpoints.devPgCancel, {
      tags,
      summary: "NICEPAY sandbox API: cancel a payment whole or in part (POST /v1/payments/{tid}/cancel)",
      errors: refusals,
    });
    api.route({
      ...cancel,
      schema: { ...cancel.schema, params: tidParamsSchema, body: cancelBodySchema, response: answers },
      handler: async (request) => pgSandbox.cancel(request.params.tid, request.body),
    });

    const netCancel = endpointRoute(apiEndpoints.devPgNetCancel, {
      tags,
      summary: "NICEPAY sandbox API: net cancel an order id's approval (POST /v1/payments/netcancel)",
      errors: refusals,
    });
    api.route({
      ...netCancel,
      schema: { ...netCancel.schema, body: netCancelBodySchema, response: answers },
      handler: async (request) => pgSandbox.netCancel(request.body.orderId),
    });

    const payment = endpointRoute(apiEndpoints.devPgPayment, {
      tags,
      summary: "NICEPAY sandbox API: a payment by tid (GET /v1/payments/{tid})",
      errors: refusals,
    });
    api.route({
      ...payment,
      schema: { ...payment.schema, params: tidParamsSchema, response: answers },
      handler: async (request) => pgSandbox.payment(request.params.tid),
    });

    const find = endpointRoute(apiEndpoints.devPgFindPayment, {
      tags,
      summary: "NICEPAY sandbox API: a payment by order id (GET /v1/payments/find/{orderId})",
      errors: refusals,
    });
    api.route({
      ...find,
      schema: { ...find.schema, params: orderIdParamsSchema, querystring: findQuerySchema, response: answers },
      // A receipt's order id is found as NICEPAY's 거래조회 finds it (decision 032); any other is a payment's.
      handler: async (request) =>
        (await app.services.pgSandboxReceipts.findByOrderId(request.params.orderId)) ??
        pgSandbox.findByOrderId(request.params.orderId),
    });

    await api.register(pgSandboxBillingRoutes);
    await api.register(pgSandboxReceiptRoutes);
  };
  await app.register(nicepayApi);

  const errors = { ...errorResponses, 404: errorBodySchema, 409: errorBodySchema };

  const deposit = endpointRoute(apiEndpoints.devPgDeposit, {
    tags,
    summary: "NICEPAY sandbox: the shopper pays the virtual account in (paid, then a webhook to the shop)",
    errors,
  });
  app.route({
    ...deposit,
    schema: { ...deposit.schema, params: tidParamsSchema, response: { ...errors, 200: nicepayAnswerSchema } },
    handler: async (request) => pgSandbox.deposit(request.params.tid),
  });

  const expire = endpointRoute(apiEndpoints.devPgExpire, {
    tags,
    summary: "NICEPAY sandbox: the virtual account's deadline passes unpaid (expired, then a webhook)",
    errors,
  });
  app.route({
    ...expire,
    schema: { ...expire.schema, params: tidParamsSchema, response: { ...errors, 200: nicepayAnswerSchema } },
    handler: async (request) => pgSandbox.expire(request.params.tid),
  });

  const faults = endpointRoute(apiEndpoints.devPgFaults, {
    tags,
    summary:
      "NICEPAY sandbox: faults for tests (approveDelayMs, cancelDelayMs: the next approve or cancel answers that late, done all the same)",
    errors,
  });
  app.route({
    ...faults,
    schema: { ...faults.schema, body: faultsBodySchema, response: { ...errors, 200: faultsSchema } },
    handler: async (request) => pgSandbox.setFaults(request.body),
  });

  await app.register(pgSandboxReceiptFaultRoutes);

  const webhooks = endpointRoute(apiEndpoints.devPgWebhooks, {
    tags,
    summary: "NICEPAY sandbox: the webhooks it sent to the shop, newest first, with their last answer",
    errors,
  });
  app.route({
    ...webhooks,
    schema: { ...webhooks.schema, querystring: webhooksQuerySchema, response: { ...errors, 200: webhooksSchema } },
    handler: async (request) => ({ list: await pgSandbox.listWebhooks(request.query) }),
  });
};
