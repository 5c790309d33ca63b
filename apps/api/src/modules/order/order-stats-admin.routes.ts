import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload, XLSX_TYPE } from "../../lib/download.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

const xlsxBytesSchema = z.instanceof(Buffer).meta({ description: `${XLSX_TYPE} bytes` });

const SCOPE =
  "A seller's staff read their own seller's numbers only: the seller filter is theirs whatever is asked, and " +
  "another seller's id answers 404 (as a made-up one). Customer service: 403.";

/**
 * The back office's numbers (issue 14 item 6, docs/decisions/039): GET /api/admin/dashboard[.xlsx] (`numbers.read`)
 * and GET /api/admin/settlements[.xlsx] (`settlements.read`).
 */
export const orderStatsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderStatsAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const numbers = requireStaff("numbers.read");
  const settlements = requireStaff("settlements.read");

  app.route({
    ...endpointRoute(apiEndpoints.adminDashboard, {
      tags,
      summary: "Staff: orders, paid amount, cancels, returns and new members per Korea day, per seller and per kind",
      description:
        "A period of Korea days (default: the last 30 up to today, at most a year). An order counts on the day it " +
        "was paid, with what its lines and boxes' shipping paid (less coupons and points); a cancel or return on the " +
        "day its refund completed, with the money given back (a partial cancel counts once, with its part). Per " +
        "livestock kind: the lines' own amounts, no shipping. New members for operators only (null otherwise). " +
        SCOPE,
      errors,
    }),
    onRequest: numbers,
    handler: async (request) => orderStatsAdmin.dashboard(staffOf(request), request.query),
  });

  const dashboardXlsx = endpointRoute(apiEndpoints.adminDashboardXlsx, {
    tags,
    summary: "Staff: the dashboard as an .xlsx workbook (일별, 판매사별, 축종별 sheets; 매출통계_{from}_{to}.xlsx)",
    description: `The numbers of GET /api/admin/dashboard for the same query, under Korean headers, won as numbers. ${SCOPE}`,
    errors,
  });
  app.route({
    ...dashboardXlsx,
    schema: { ...dashboardXlsx.schema, produces: [XLSX_TYPE], response: { 200: xlsxBytesSchema, ...errors } },
    onRequest: numbers,
    handler: async (request, reply) => {
      const file = await orderStatsAdmin.dashboardXlsx(staffOf(request), request.query);
      return sendDownload(reply, file, XLSX_TYPE);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminSettlements, {
      tags,
      summary: "Staff: a month's settlement per seller (paid − refunds − commission = payout) and its lines, paged",
      description:
        "Per seller for the Korea month (default this month): what its orders paid in the month, less the refunds " +
        "completed in the month, is its net sales; the commission is the seller's rate (basis points, " +
        "sellers.commission_rate_bp) of it, rounded half up to the won; the payout is the rest. `lines` are the " +
        `orders' and refunds' parts per seller behind it, newest first. ${SCOPE}`,
      errors,
    }),
    onRequest: settlements,
    handler: async (request) => orderStatsAdmin.settlements(staffOf(request), request.query),
  });

  const settlementsXlsx = endpointRoute(apiEndpoints.adminSettlementsXlsx, {
    tags,
    summary: "Staff: a month's settlements as an .xlsx workbook (정산 and 정산 내역 sheets; 정산_{month}.xlsx)",
    description: `The per-seller table of GET /api/admin/settlements and every line behind it. ${SCOPE}`,
    errors,
  });
  app.route({
    ...settlementsXlsx,
    schema: { ...settlementsXlsx.schema, produces: [XLSX_TYPE], response: { 200: xlsxBytesSchema, ...errors } },
    onRequest: settlements,
    handler: async (request, reply) => {
      const file = await orderStatsAdmin.settlementsXlsx(staffOf(request), request.query);
      return sendDownload(reply, file, XLSX_TYPE);
    },
  });
};
