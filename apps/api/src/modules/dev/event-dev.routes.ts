import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

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

  const route = endpointRoute(apiEndpoints.devOpenEvent, {
    tags: ["dev"],
    summary: "Development: make an event (by slug or id) live from yesterday for `days` more days, and displayed",
    errors: errorResponses,
  });
  app.route({
    ...route,
    // The body and answer are the API's own (development only): the endpoint map declares the params alone.
    schema: {
      ...route.schema,
      body: openEventBodySchema,
      response: { 200: openEventResponseSchema, ...route.schema.response },
    },
    handler: async (request) => events.openForDays(request.params.key, request.body.days),
  });
};
