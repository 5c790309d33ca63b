import { errorResponses, idParamSchema } from "@shop/contracts/common";
import { popupListResponseSchema, popupResponseSchema, stripeBannerResponseSchema } from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Header stripe banner and popups (SPEC §7 Display and events). */
export const displayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { display } = app.services;

  app.get(
    "/display/stripe-banner",
    {
      schema: {
        tags: ["display"],
        summary: "The top stripe banner live now, or null",
        response: { 200: stripeBannerResponseSchema },
      },
    },
    async () => ({ stripeBanner: await display.getStripeBanner() }),
  );

  app.get(
    "/popup/list",
    {
      schema: {
        tags: ["display"],
        summary: "Popups live now, in display order",
        response: { 200: popupListResponseSchema },
      },
    },
    async () => ({ list: await display.listLivePopups() }),
  );

  app.get(
    "/popup/index/:id",
    {
      schema: {
        tags: ["display"],
        summary: "One live popup (404 when unknown, switched off or outside its window)",
        params: idParamSchema,
        response: { 200: popupResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ popup: await display.getLivePopup(request.params.id) }),
  );
};
