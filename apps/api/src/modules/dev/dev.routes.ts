import { errorResponses } from "@shop/contracts/common";
import { maintenanceResponseSchema, maintenanceWindowBodySchema } from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Switches for browser tests and local work. Registered only when `devTools` is on (never in
 * production by default): they change shop-wide state without any login.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site } = app.services;

  app.put(
    "/dev/maintenance",
    {
      schema: {
        tags: ["dev"],
        summary: "Set the maintenance window (Korea time 'YYYY-MM-DD HH:mm', stored as given; '' clears)",
        body: maintenanceWindowBodySchema,
        response: { 200: maintenanceResponseSchema, 400: errorResponses[400] },
      },
    },
    async (request) => site.setMaintenanceWindow(request.body.start, request.body.end),
  );
};
