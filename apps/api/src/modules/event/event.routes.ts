import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** Events and their replies (SPEC §7 Display and events). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.eventList, {
      tags: ["event"],
      summary: "Events live now (operator's order) or ended (latest first), optionally of one kind; paged",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => events.listEvents(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.spotEvents, {
      tags: ["event"],
      summary: "Spot and time-sale events live now, each with its items",
    }),
    handler: async () => events.listSpotEvents(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.eventReplies, {
      tags: ["event"],
      summary:
        "Replies to an event, newest first, paged (a member's blocked authors left out); 404 for an unknown or unopened event",
      errors: errorResponses,
    }),
    handler: async (request) => events.listReplies(request.query, request.auth?.userId ?? null),
  });

  app.route({
    ...endpointRoute(apiEndpoints.replyToEvent, {
      tags: ["event"],
      summary: "A member's reply to a live reply event (stored as plain text, shown with the masked name)",
      errors: { 401: errorBodySchema, ...errorResponses },
    }),
    preValidation: requireMember,
    handler: async (request) => events.addReply(memberOf(request).userId, request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.eventDetail, {
      tags: ["event"],
      summary: "A live or ended event by numeric id or link slug, with its content and item groups",
      errors: errorResponses,
    }),
    handler: async (request) => events.getEvent(request.params.key),
  });
};
