import { errorResponses } from "@shop/contracts/common";
import { eventKeyParamSchema } from "@shop/contracts/display";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const openEventBodySchema = z.object({
  /** How long the event stays live from now. */
  days: z.number().int().min(1).max(365).default(30),
});
const openEventResponseSchema = z.object({ link: z.string(), startAt: z.string(), endAt: z.string() });

/**
 * Development only (DEV_TOOLS): the demo events are dated around 2026-11-15 (docs/decisions/009), so browser tests
 * open the ones they need around the day they run instead of finding none live.
 */
export const eventDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;

  app.post(
    "/dev/events/:key/open",
    {
      schema: {
        tags: ["dev"],
        summary: "Development: make an event (by slug or id) live from yesterday for `days` more days, and displayed",
        params: eventKeyParamSchema,
        body: openEventBodySchema,
        response: { 200: openEventResponseSchema, ...errorResponses },
      },
    },
    async (request) => events.openForDays(request.params.key, request.body.days),
  );
};
