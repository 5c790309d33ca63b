import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { authOf, memberOf, requireMember, requireUser } from "../../plugins/auth.js";

const tags = ["order"];
const errors = { ...errorResponses, 401: errorBodySchema };

/** The order module's reads beside checkout and the order pages (SPEC §7 Cart and order). */
export const orderInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderInfo } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.orderRecentItems, {
      tags,
      summary: "Members: recently ordered items (최근 주문한 상품) for quick re-order, newest first",
      description:
        "The member's last purchase of each item and option (paid orders, lines not cancelled), newest first, at most " +
        "`limit` (default 10). Each says whether it can be bought again now (`canRebuy`: still on sale and in stock; " +
        "else `reason` discontinued 판매 종료 or soldOut 품절) and its present unit price. `optionId` is what 재구매 " +
        "puts in the cart with POST /api/cart/add; a line recorded without an option (null) is re-bought from the item " +
        "page. 401 for a guest.",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => orderInfo.recentItems(memberOf(request).userId, request.query.limit),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderSalesLedger, {
      tags,
      summary: "Company buyers: purchase ledger (거래 원장) of a period with supply amount, VAT and tax-free totals",
      description:
        "For members of userType BUSINESS: a row per bought line (paid orders, lines not cancelled) and per box's " +
        "prepaid shipping fee, by payment day in Korea time, `from`–`to` (yyyy-MM-dd, both included; default this " +
        "month so far; at most a year), paged, with the buyer's company and the period's totals. Amounts are what " +
        "was paid after coupons and points (적립금). Unprocessed meat, eggs, vegetables and fruit are VAT-exempt " +
        "(면세: the whole amount is the supply, VAT 0); processed goods (ham, seasoned or smoked meat, ready meals, " +
        "sauces) are taxed (과세: VAT is 1/11 of the amount, rounded); a box's shipping is tax-free when everything " +
        "in it is. The tax type is judged from the item's livestock kind and name as the catalog has them now. " +
        "403 for a personal member, 400 for an unreadable or too long period, 401 for a guest.",
      errors: { ...errors, 403: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => orderInfo.salesLedger(memberOf(request), request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderDirectDeliveryInfo, {
      tags,
      summary:
        "Where my order's fresh-logistics (신선물류) boxes are: carrier, tracking number and link, dispatch and arrival",
      description:
        "The order's boxes of delivery type 1, each with its stage (결제 대기, 상품 준비중, 배송중, 배송완료, 주문취소), " +
        "carrier and tracking number as stored when it shipped, and a tracking link for CJ대한통운, 롯데택배, 한진택배, " +
        "우체국택배 and 로젠택배 (null for another carrier or before it ships). While a paid box is on its way: the " +
        "seller's dispatch day for the payment time and the expected arrival (the next day; no Sunday delivery; " +
        "public holidays are not known). No delivery time slot is given: the shop keeps none. The caller's own " +
        "order only (a member's, or the guest token it was placed with): 404 for anyone else, 401 without a token.",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => orderInfo.directDelivery(authOf(request), request.params.orderCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderMobilePaymentMessage, {
      tags,
      summary: "The shopper's message for a NICEPAY result code when the mobile payment window returns to the shop",
      description:
        "On mobile the payment window is a page of its own and hands back only NICEPAY's result code (e.g. 0000, " +
        "I002 cancelled by the shopper, C002 card authentication failed). Answers the outcome (paid, issued, " +
        "cancelled, failed), what the page should offer first (`action`: none, retry, otherMethod, checkOrder, " +
        "contact), a title and a Korean message in the shop's words. A code the shop has no sentence for answers the " +
        "generic failure message with `known` false, never 404. Needs no login.",
      errors: { 400: errorBodySchema },
    }),
    handler: async (request) => orderInfo.paymentMessage(request.params.code),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderCoupons, {
      tags,
      summary: "Members: my coupons usable on an order's cart lines (item coupons) and boxes (shipping coupons)",
      description:
        "`cartIds` are the member's cart lines joined by commas (1,2,3). Per line, the item coupons usable on it; per " +
        "box (`{deliveryType}-{sellerId}`), the shipping coupons usable on its fee; each with what it would take off, " +
        "largest first. The same rules as /order/step1-order-coupons (core coupon rules: validity, minimum, cap, " +
        "item or seller restriction), grouped. A box is listed when the member holds a shipping coupon. 404 for a " +
        "cart line that is not the member's, 401 for a guest.",
      errors: { ...errors, 409: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => orderInfo.coupons(authOf(request), request.query.cartIds),
  });
};
