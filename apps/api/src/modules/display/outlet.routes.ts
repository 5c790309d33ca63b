import { errorResponses, pageQuerySchema } from "@shop/contracts/common";
import { outletListSchema } from "@shop/contracts/display";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** GET /api/outlet (SPEC §7 Catalog). */
export const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outlet } = app.services;

  app.get(
    "/outlet",
    {
      schema: {
        tags: ["display"],
        summary:
          "Outlet: near-expiry items (soonest best-before first), then items discounted ≥ 30%; paged (list refreshed every 30 s)",
        querystring: pageQuerySchema,
        response: { 200: outletListSchema, 400: errorResponses[400] },
      },
    },
    async (request) => outlet.listOutlet(request.query),
  );
};
