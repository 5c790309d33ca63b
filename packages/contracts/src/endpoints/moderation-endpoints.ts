import { COMMON_VISIT_PATH } from "@shop/core/moderation/daily-visit";
import type { ApiEndpoint } from "../api-endpoints.js";
import { idParamSchema } from "../common.js";
import {
  adminReportHandledSchema,
  adminReportListQuerySchema,
  adminReportListSchema,
  blockBodySchema,
  blockListSchema,
  blockResultSchema,
  reportBodySchema,
  reportInitSchema,
  reportResultSchema,
  unblockBodySchema,
  visitResultSchema,
} from "../moderation.js";

/** 신고·차단 and the daily visit (SPEC §7 Common; decision 051); spread into apiEndpoints. */
export const moderationEndpoints = {
  reportInit: { method: "GET", path: "/common/report/init", response: reportInitSchema },
  report: { method: "POST", path: "/common/report", body: reportBodySchema, response: reportResultSchema },
  block: { method: "POST", path: "/common/block", body: blockBodySchema, response: blockResultSchema },
  unblock: { method: "POST", path: "/common/unblock", body: unblockBodySchema, response: blockResultSchema },
  /** Not in SPEC: my page's list of blocked authors, to unblock one. */
  blockList: { method: "GET", path: "/common/blocks", response: blockListSchema },
  commonVisit: { method: "POST", path: COMMON_VISIT_PATH, response: visitResultSchema },
  adminReports: {
    method: "GET",
    path: "/admin/reports",
    querystring: adminReportListQuerySchema,
    response: adminReportListSchema,
  },
  adminHandleReport: {
    method: "POST",
    path: "/admin/reports/:id/handle",
    params: idParamSchema,
    response: adminReportHandledSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
