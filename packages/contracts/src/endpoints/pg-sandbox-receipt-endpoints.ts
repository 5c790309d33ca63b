import type { ApiEndpoint } from "../api-endpoints.js";

/**
 * The local NICEPAY sandbox's cash receipt API (manual api/payment-receipt.md; docs/decisions/032), served with the
 * rest of its API under /api/dev/pg/v1 while payment is a sandbox; spread into apiEndpoints. Bodies and answers are
 * NICEPAY's (private to the API, as dev bodies are).
 */
export const pgSandboxReceiptEndpoints = {
  devPgReceiptIssue: { method: "POST", path: "/dev/pg/v1/receipt", dev: true },
  devPgReceiptCancel: { method: "POST", path: "/dev/pg/v1/receipt/:tid/cancel", dev: true },
  devPgReceipt: { method: "GET", path: "/dev/pg/v1/receipt/:tid", dev: true },
  /** The sandbox's receipt fault switch for tests (the next 발급 or 취소 loses its answer). */
  devPgReceiptFaults: { method: "POST", path: "/dev/pg/receipt-faults", dev: true },
} as const satisfies Record<string, ApiEndpoint>;
