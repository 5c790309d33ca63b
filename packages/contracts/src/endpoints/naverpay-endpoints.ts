import type { ApiEndpoint } from "../api-endpoints.js";
import { naverPayPaymentRequestSchema } from "../naverpay.js";
import { buyResponseSchema } from "../order.js";

/** Naver Pay express checkout from the cart (SPEC §7 Cart and order: /api/order/naverpay/payment); spread into apiEndpoints. */
export const naverPayEndpoints = {
  // Answers what buy answers: the order and the payment window's options (method naverpayCard).
  orderNaverPayPayment: {
    method: "POST",
    path: "/order/naverpay/payment",
    body: naverPayPaymentRequestSchema,
    response: buyResponseSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
