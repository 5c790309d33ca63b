import type { ApiEndpoint } from "../api-endpoints.js";
import {
  directDeliveryInfoSchema,
  orderCodeParamsSchema,
  orderCouponsQuerySchema,
  orderCouponsSchema,
  paymentResultCodeParamsSchema,
  paymentResultMessageSchema,
  recentOrderItemsQuerySchema,
  recentOrderItemsSchema,
  salesLedgerQuerySchema,
  salesLedgerSchema,
} from "../order-info.js";

/**
 * The order module's reads beside checkout and the order pages (SPEC §7 Cart and order): recently ordered items,
 * the company buyer's ledger, fresh-logistics tracking, the mobile payment message and an order's coupons; spread
 * into apiEndpoints.
 */
export const orderInfoEndpoints = {
  orderRecentItems: {
    method: "GET",
    path: "/order/recent-order-item",
    querystring: recentOrderItemsQuerySchema,
    response: recentOrderItemsSchema,
  },
  orderSalesLedger: {
    method: "GET",
    path: "/order/sales-ledger",
    querystring: salesLedgerQuerySchema,
    response: salesLedgerSchema,
  },
  orderDirectDeliveryInfo: {
    method: "GET",
    path: "/order/direct-delivery-info/:orderCode",
    params: orderCodeParamsSchema,
    response: directDeliveryInfoSchema,
  },
  orderMobilePaymentMessage: {
    method: "GET",
    path: "/order/mobile-payment-message/:code",
    params: paymentResultCodeParamsSchema,
    response: paymentResultMessageSchema,
  },
  orderCoupons: {
    method: "GET",
    path: "/order/coupons",
    querystring: orderCouponsQuerySchema,
    response: orderCouponsSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
