import type { ApiEndpoint } from "../api-endpoints.js";

/**
 * The local NICEPAY sandbox's billing API (manual api/payment-subscribe.md; docs/decisions/031), served with the rest
 * of its API under /api/dev/pg/v1 while payment is a sandbox; spread into apiEndpoints. Bodies and answers are
 * NICEPAY's (private to the API, as dev bodies are).
 */
export const pgSandboxBillingEndpoints = {
  devPgBillingRegist: { method: "POST", path: "/dev/pg/v1/subscribe/regist", dev: true },
  devPgBillingPay: { method: "POST", path: "/dev/pg/v1/subscribe/:bid/payments", dev: true },
  devPgBillingExpire: { method: "POST", path: "/dev/pg/v1/subscribe/:bid/expire", dev: true },
} as const satisfies Record<string, ApiEndpoint>;
