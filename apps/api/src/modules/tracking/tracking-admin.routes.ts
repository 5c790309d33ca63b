import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff } from "../../plugins/staff-auth.js";

/** The back office's read of the tracking log (docs/decisions/048): GET /api/admin/tracking/summary (`tracking.read`:
 * operators only, as shop-wide counts are no seller's business). */
export const trackingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracking } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.adminTrackingSummary, {
      tags: ["admin"],
      summary: "Staff: tracking calls stored per kind per Korea day, the last 30 days up to today",
      description:
        "Every day of the period newest first, with a count for every kind (0 when none) and the day's total. " +
        "`tracking.read` (operators): the shop's visitors are not one seller's, so customer service and sellers get 403.",
      errors: { 401: errorBodySchema, 403: errorBodySchema },
    }),
    onRequest: requireStaff("tracking.read"),
    handler: async () => tracking.summary(),
  });
};
