import { z } from "zod";
import type { ApiEndpoint } from "../api-endpoints.js";
import {
  buyRequestSchema,
  buyResponseSchema,
  checkoutLinesSchema,
  guestOrderLookupSchema,
  orderDetailQuerySchema,
  orderDetailSchema,
  orderFormSchema,
  orderListQuerySchema,
  orderListSchema,
  orderPreviewSchema,
  orderStatusSchema,
  paymentStepSchema,
  payReturnSchema,
  stepCouponsSchema,
} from "../order.js";
import {
  cancelLinesSchema,
  claimListQuerySchema,
  claimListSchema,
  orderCancelRequestSchema,
  orderCancelResultSchema,
  refundAmountSchema,
} from "../order-cancel.js";
import { confirmPurchaseRequestSchema, confirmPurchaseResultSchema, memberGradeSchema } from "../order-confirm.js";

/** The endpoints of checkout, payment and orders (SPEC §7 Cart and order); spread into apiEndpoints. */
export const orderEndpoints = {
  orderPaymentStep: {
    method: "POST",
    path: "/order/payment-step",
    body: checkoutLinesSchema,
    response: paymentStepSchema,
  },
  orderStepCoupons: {
    method: "POST",
    path: "/order/step1-order-coupons",
    body: checkoutLinesSchema,
    response: stepCouponsSchema,
  },
  orderSave: { method: "POST", path: "/order/save", body: orderFormSchema, response: orderPreviewSchema },
  orderBuy: { method: "POST", path: "/order/buy", body: buyRequestSchema, response: buyResponseSchema },
  // The payment window's returnUrl: an x-www-form-urlencoded post answered by a redirect (303) to the order page.
  orderPay: { method: "POST", path: "/order/pay", body: payReturnSchema },
  // NICEPAY's webhook (deposits, cancels, expiry): JSON in, the text OK out.
  orderNicepayWebhook: { method: "POST", path: "/order/nicepay/webhook" },
  orderList: { method: "GET", path: "/order", querystring: orderListQuerySchema, response: orderListSchema },
  orderDetail: {
    method: "GET",
    path: "/order/detail",
    querystring: orderDetailQuerySchema,
    response: orderDetailSchema,
  },
  orderInvoice: {
    method: "GET",
    path: "/order/invoice",
    querystring: orderDetailQuerySchema,
    response: orderDetailSchema,
  },
  orderGuestLookup: {
    method: "POST",
    path: "/order/no-member",
    body: guestOrderLookupSchema,
    response: orderDetailSchema,
  },
  orderRefundAmount: {
    method: "POST",
    path: "/order/refund-amount",
    body: cancelLinesSchema,
    response: refundAmountSchema,
  },
  orderCancel: {
    method: "POST",
    path: "/order/cancel",
    body: orderCancelRequestSchema,
    response: orderCancelResultSchema,
  },
  orderCancelList: {
    method: "GET",
    path: "/order/cancel-apply",
    querystring: claimListQuerySchema,
    response: claimListSchema,
  },
  // SPEC §7's cancel-apply form: lines still before shipping (상품준비중 included) are cancelled at once, as by /cancel.
  orderCancelApply: {
    method: "POST",
    path: "/order/cancel-apply",
    body: orderCancelRequestSchema,
    response: orderCancelResultSchema,
  },
  orderConfirmPurchase: {
    method: "POST",
    path: "/order/confirm-purchase",
    body: confirmPurchaseRequestSchema,
    response: confirmPurchaseResultSchema,
  },
  mypageGrade: { method: "GET", path: "/mypage/grade", response: memberGradeSchema },
  devConfirmDelivered: {
    method: "POST",
    path: "/dev/orders/confirm-delivered",
    response: z.object({ confirmed: z.number().int() }),
    dev: true,
  },
  devMoveOrder: {
    method: "POST",
    path: "/dev/orders/:orderCode/status",
    params: z.object({ orderCode: z.string().regex(/^[A-Z0-9]{6,32}$/) }),
    body: z.object({ status: orderStatusSchema }),
    response: z.object({ orderCode: z.string(), status: orderStatusSchema }),
    dev: true,
  },
  devCloseOverdueOrders: {
    method: "POST",
    path: "/dev/orders/close-overdue",
    response: z.object({ closed: z.number().int() }),
    dev: true,
  },
} as const satisfies Record<string, ApiEndpoint>;
