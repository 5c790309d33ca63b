import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

const tags = ["bulk-vbank"];
const errors = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** 일괄 가상계좌 (SPEC §7 Bulk virtual bank; decision 033): company buyers only. The window's post is /api/order/pay. */
export const bulkVbankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bulkVbanks } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.bulkVbankList, {
      tags,
      summary: "Company buyers: the orders waiting for a bulk virtual account, and their accounts (open first)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => bulkVbanks.list(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.bulkVbankCode, {
      tags,
      summary: "Company buyers: the banks a bulk virtual account is opened at (chosen in the window) and its limits",
      errors,
    }),
    onRequest: requireMember,
    handler: async () => bulkVbanks.code(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.bulkVbankIssue, {
      tags,
      summary:
        "Company buyers: records one virtual account for the chosen waiting orders and answers the payment window's options (method vbank, the account's code as orderId)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => bulkVbanks.issue(memberOf(request), request.body.orderCodes),
  });

  app.route({
    ...endpointRoute(apiEndpoints.bulkVbankRemove, {
      tags,
      summary:
        "Company buyers: closes an account before its deposit (cancelled at NICEPAY); its orders wait for another",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => bulkVbanks.remove(memberOf(request), request.body.code),
  });
};
