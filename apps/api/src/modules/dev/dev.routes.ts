import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/**
 * Switches for browser tests and local work. Registered only when `devTools` is on (never in
 * production by default): they change shop-wide state without any login.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.devSetMaintenance, {
      tags: ["dev"],
      summary: "Set the maintenance window (Korea time 'YYYY-MM-DD HH:mm', stored as given; '' clears)",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => site.setMaintenanceWindow(request.body.start, request.body.end),
  });
};
