import formbody from "@fastify/formbody";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import { isBulkVbankCode } from "@shop/core/order/bulk-vbank";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../../lib/api-error.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { authOf, memberOf, requireMember, requireUser } from "../../plugins/auth.js";
import { bulkPayRedirect } from "../bulk-vbank/bulk-vbank.service.js";
import type { PayOutcome } from "./order-payment.service.js";

const tags = ["order"];
export const WEBHOOK_REFUSED_MESSAGE = "결제 알림을 확인할 수 없습니다.";
export const WEBHOOK_NOT_TAKEN_MESSAGE = "결제 알림을 지금 처리할 수 없습니다.";
const errors = { ...errorResponses, 401: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** Where the shopper's browser goes after the payment window (the storefront's pages). */
export function payRedirect(outcome: PayOutcome): string {
  switch (outcome.kind) {
    case "paid":
    case "awaiting_deposit":
    case "checking":
      return `/order/invoice/${encodeURIComponent(outcome.orderCode)}`;
    default: {
      const query = new URLSearchParams({ payment: outcome.kind });
      if (outcome.orderCode !== null) query.set("orderCode", outcome.orderCode);
      // A designated-trade order's lines are on the 지정거래 page, not in the cart (docs/decisions/019).
      return `${outcome.orderKind === "designated" ? "/order/private-order" : "/cart"}?${query}`;
    }
  }
}

/** Checkout, payment and orders (SPEC §7 Cart and order). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, orderPayments, orderQueries, orderCancels, orderConfirms, bulkVbanks } = app.services;
  // The payment window posts its result as a form (NICEPAY returnUrl); only this plugin reads form bodies.
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.route({
    ...endpointRoute(apiEndpoints.orderPaymentStep, {
      tags,
      summary: "Order base data for /order/step1: the chosen cart lines in boxes, amounts, addresses, points, methods",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => checkout.paymentStep(authOf(request), request.body.cartIds),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderStepCoupons, {
      tags,
      summary: "Members: the coupons usable on each chosen line (item coupons) and box (shipping coupons)",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => checkout.stepCoupons(authOf(request), request.body.cartIds),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderSave, {
      tags,
      summary: "The order as it would be placed, every amount recomputed from the database (the confirm step)",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => checkout.save(authOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderBuy, {
      tags,
      summary:
        "Places the order: stock, coupons and points taken in one transaction; answers the payment window's options. Idempotency-Key (or the checkout's groupCode) makes a repeat answer the first order",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => {
      const key = request.headers["idempotency-key"];
      return checkout.buy(
        authOf(request),
        request.body,
        typeof key === "string" && key.length <= 200 ? key : undefined,
      );
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderPay, {
      tags,
      summary:
        "The payment window's returnUrl (form post): checks the signature and amount, approves once per tid, then redirects (303) to the order page or back to the cart",
      consumes: ["application/x-www-form-urlencoded"],
      errors: {
        303: errorBodySchema.describe(
          "Redirect to /order/invoice/{orderCode}, or back to /cart?payment=… (/order/private-order?payment=… for a designated-trade order)",
        ),
      },
    }),
    // The window's post comes from the gateway's page: it carries no shopper token, and needs none (the order id,
    // the signature and the amount decide).
    handler: async (request, reply) => {
      // A bulk virtual account's window (its code as orderId, decision 033) is the bulk-vbank module's.
      if (isBulkVbankCode(request.body.orderId)) {
        return reply.redirect(bulkPayRedirect(await bulkVbanks.pay(request.body)), 303);
      }
      const outcome = await orderPayments.pay(request.body);
      return reply.redirect(payRedirect(outcome), 303);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderNicepayWebhook, {
      tags,
      summary:
        "NICEPAY webhook (deposit, cancel, expiry): signature checked, each notice taken once; answers the text OK (400 error body for a forged one)",
    }),
    handler: async (request, reply) => {
      const result = isBulkVbankCode((request.body as { orderId?: unknown } | null)?.orderId)
        ? await bulkVbanks.webhook(request.body)
        : await orderPayments.webhook(request.body);
      // A deposit that cannot pay every order of its bulk account changes nothing: no OK, so NICEPAY sends it again.
      if (result === "unpayable") {
        throw new ApiError(409, "WEBHOOK_NOT_TAKEN", WEBHOOK_NOT_TAKEN_MESSAGE, "bulk deposit cannot pay every order");
      }
      // A forged or unreadable notice gets no OK (and changes nothing); a known or unknown genuine one is acknowledged.
      if (result === "refused") {
        throw new ApiError(
          400,
          "WEBHOOK_REFUSED",
          WEBHOOK_REFUSED_MESSAGE,
          "webhook unreadable or its signature does not verify",
        );
      }
      return reply.type("text/plain; charset=utf-8").send("OK");
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderList, {
      tags,
      summary: "Members: my orders over a period (default the last 3 months), by status, newest first, paged",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => orderQueries.list(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderDetail, {
      tags,
      summary:
        "One of my orders (a member's, or the guest token's): boxes, lines, amounts, payment; 404 for anyone else",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => orderQueries.detail(authOf(request), request.query.orderCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderInvoice, {
      tags,
      summary: "The order-complete page's data (/order/invoice/:id): the same as the detail, for its owner only",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => orderQueries.detail(authOf(request), request.query.orderCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderRefundAmount, {
      tags,
      summary:
        "What cancelling these lines of my order would give back: money (less shipping a box now owes), points, coupons; 404 for anyone else's order",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => orderCancels.refundAmount(authOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderCancel, {
      tags,
      summary:
        "Cancels lines of my order before it ships (all of them: the order) and refunds through the payment gateway (partial cancel; a paid virtual account to the refund account given); one cancel at a time per order, so a repeat refunds once",
      errors: { ...errors, 503: errorBodySchema },
    }),
    onRequest: requireUser,
    handler: async (request) => orderCancels.cancel(authOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderCancelApply, {
      tags,
      summary:
        "The cancel-apply form (SPEC §7): the same cancel as POST /api/order/cancel — lines before shipping, 상품준비중 included, are cancelled and refunded at once (decision 028), no seller's confirmation; a repeat refunds once",
      errors: { ...errors, 503: errorBodySchema },
    }),
    onRequest: requireUser,
    handler: async (request) => orderCancels.cancel(authOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderCancelList, {
      tags,
      summary: "Members: my cancels, newest first (my page 취소/반품 조회)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => orderCancels.list(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderConfirmPurchase, {
      tags,
      summary:
        "Confirms my delivered order (구매확정; automatic 7 days after delivery): a member earns points at their grade's rate, once",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => orderConfirms.confirm(authOf(request), request.body.orderCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.mypageGrade, {
      tags,
      summary:
        "Members: my grade (by what I paid over the last 3 months, less refunds), the grade table with earn rates, and what is left to the next grade",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => orderConfirms.grade(memberOf(request).userId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderGuestLookup, {
      tags,
      summary: "A non-member's order by its order code and order password (/order/no-member); tries throttled (429)",
      description:
        "Sent with a guest token, the token may then read (GET /api/order/detail) and cancel (POST " +
        "/api/order/refund-amount, /api/order/cancel) the order like the token it was placed with, until it ends: the " +
        "guest's order session. Without a token it only answers the order.",
      errors: { ...errors, 429: errorBodySchema },
    }),
    handler: async (request) =>
      orderQueries.guestLookup(request.body.orderCode, request.body.password, request.ip, request.auth),
  });
};
