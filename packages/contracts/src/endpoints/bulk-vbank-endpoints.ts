import type { ApiEndpoint } from "../api-endpoints.js";
import {
  bulkVbankCodeSchema,
  bulkVbankIssueResponseSchema,
  bulkVbankIssueSchema,
  bulkVbankListSchema,
  bulkVbankRemoveResponseSchema,
  bulkVbankRemoveSchema,
} from "../bulk-vbank.js";

/** 일괄 가상계좌 (SPEC §7 Bulk virtual bank; decision 033); the window's post is orderPay; spread into apiEndpoints. */
export const bulkVbankEndpoints = {
  bulkVbankList: { method: "GET", path: "/bulk-vbank", response: bulkVbankListSchema },
  bulkVbankCode: { method: "GET", path: "/bulk-vbank/code", response: bulkVbankCodeSchema },
  bulkVbankIssue: {
    method: "POST",
    path: "/bulk-vbank/issue",
    body: bulkVbankIssueSchema,
    response: bulkVbankIssueResponseSchema,
  },
  bulkVbankRemove: {
    method: "POST",
    path: "/bulk-vbank/remove",
    body: bulkVbankRemoveSchema,
    response: bulkVbankRemoveResponseSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
