import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/**
 * The back office's deposit accounts and common codes (docs/decisions/052): GET/POST /api/admin/deposit-accounts,
 * PUT/DELETE /api/admin/deposit-accounts/{id}, GET/POST /api/admin/common-codes, PUT /api/admin/common-codes/{id}
 * (codes are hidden, never deleted). Operators (content.write); every write audited.
 */
export const codeTableAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { codeTableAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const writeErrors = { ...errors, 409: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminDepositAccounts, {
      tags,
      summary: "Staff: the cooperative's deposit accounts, hidden ones too, in the shop's order",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => codeTableAdmin.depositAccounts(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateDepositAccount, {
      tags,
      summary: "Staff: add a deposit account (a bank of core's table); the same account again answers it unchanged",
      errors: writeErrors,
    }),
    onRequest: guard,
    handler: async (request) => codeTableAdmin.createDepositAccount(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateDepositAccount, {
      tags,
      summary: "Staff: change a deposit account; audited, a save with the same values writes nothing",
      errors: writeErrors,
    }),
    onRequest: guard,
    handler: async (request) => codeTableAdmin.updateDepositAccount(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminDeleteDepositAccount, {
      tags,
      summary: "Staff: delete a deposit account; audited",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => codeTableAdmin.deleteDepositAccount(staffOf(request), request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminCommonCodes, {
      tags,
      summary: "Staff: the common codes of one group or all, hidden ones too, with every group's name",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => codeTableAdmin.commonCodes(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateCommonCode, {
      tags,
      summary: "Staff: add a code to a group (CANCEL_REASON takes none); the same code again answers it unchanged",
      errors: writeErrors,
    }),
    onRequest: guard,
    handler: async (request) => codeTableAdmin.createCommonCode(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateCommonCode, {
      tags,
      summary: "Staff: a code's name, order and whether select boxes offer it; audited",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => codeTableAdmin.updateCommonCode(staffOf(request), request.params.id, request.body),
  });
};
