import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** DEV_TOOLS only: the stored tracking rows, so a browser test can see what its visit recorded. */
export const trackingDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracking } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.devTrackingEvents, {
      tags: ["dev"],
      summary: "Dev: the newest tracking rows, optionally of one utm_source or uid",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => tracking.devEvents(request.query),
  });
};
