import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

/** Header stripe banner and popups (SPEC §7 Display and events). */
export const displayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { display } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.stripeBanner, {
      tags: ["display"],
      summary: "The top stripe banner live now, or null",
    }),
    handler: async () => ({ stripeBanner: await display.getStripeBanner() }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.popupList, {
      tags: ["display"],
      summary: "Popups live now, in display order",
    }),
    handler: async () => ({ list: await display.listLivePopups() }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.popupDetail, {
      tags: ["display"],
      summary: "One live popup (404 when unknown, switched off or outside its window)",
      errors: errorResponses,
    }),
    handler: async (request) => ({ popup: await display.getLivePopup(request.params.id) }),
  });
};
