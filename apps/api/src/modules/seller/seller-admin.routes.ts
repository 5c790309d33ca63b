import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** Sellers in the back office: their terms and commission rates, operators only (docs/decisions/045). */
export const sellerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sellerAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.adminSellerList, {
      tags,
      summary: "Operators: every seller with its business number, commission rate and shipping terms",
      errors,
    }),
    onRequest: requireStaff("sellers.write"),
    handler: async () => sellerAdmin.list(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminSellerCommission, {
      tags,
      summary: "Operators: a seller's commission rate, 0–100 % with up to two decimals",
      description:
        "Kept in basis points (12.5 % → 1250). Settlements are computed when they are asked for, so every month not " +
        "yet paid out reads the new rate (docs/decisions/045). Audited as seller.commission.",
      errors,
    }),
    onRequest: requireStaff("sellers.write"),
    handler: async (request) =>
      sellerAdmin.setCommission(staffOf(request), request.params.id, request.body.commissionPercent),
  });
};
