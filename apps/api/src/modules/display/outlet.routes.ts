import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** GET /api/outlet (SPEC §7 Catalog). */
export const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outlet } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.outlet, {
      tags: ["display"],
      summary:
        "Outlet: near-expiry items (soonest best-before first), then items discounted ≥ 30%; paged (list refreshed every 30 s)",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => outlet.listOutlet(request.query),
  });
};
