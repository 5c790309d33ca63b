import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import {
  eventDetailSchema,
  eventKeyParamSchema,
  eventListQuerySchema,
  eventListSchema,
  eventRepliesQuerySchema,
  eventRepliesSchema,
  eventReplyBodySchema,
  eventReplyCreatedSchema,
  spotEventsSchema,
} from "@shop/contracts/display";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** Events and their replies (SPEC §7 Display and events). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;

  app.get(
    "/event",
    {
      schema: {
        tags: ["event"],
        summary: "Events live now (operator's order) or ended (latest first), optionally of one kind; paged",
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, 400: errorResponses[400] },
      },
    },
    async (request) => events.listEvents(request.query),
  );

  app.get(
    "/event/spot",
    {
      schema: {
        tags: ["event"],
        summary: "Spot and time-sale events live now, each with its items",
        response: { 200: spotEventsSchema },
      },
    },
    async () => events.listSpotEvents(),
  );

  app.get(
    "/event/replies",
    {
      schema: {
        tags: ["event"],
        summary: "Replies to an event, newest first, paged; 404 for an unknown or unopened event",
        querystring: eventRepliesQuerySchema,
        response: { 200: eventRepliesSchema, ...errorResponses },
      },
    },
    async (request) => events.listReplies(request.query),
  );

  app.post(
    "/event/reply",
    {
      preValidation: requireMember,
      schema: {
        tags: ["event"],
        summary: "A member's reply to a live reply event (stored as plain text, shown with the masked name)",
        body: eventReplyBodySchema,
        response: { 200: eventReplyCreatedSchema, 401: errorBodySchema, ...errorResponses },
      },
    },
    async (request) => events.addReply(memberOf(request).userId, request.body),
  );

  app.get(
    "/event/:key",
    {
      schema: {
        tags: ["event"],
        summary: "A live or ended event by numeric id or link slug, with its content and item groups",
        params: eventKeyParamSchema,
        response: { 200: eventDetailSchema, ...errorResponses },
      },
    },
    async (request) => events.getEvent(request.params.key),
  );
};
