import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's events (docs/decisions/044): /api/admin/events[/{id}[/items|/end]]. */
export const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { eventAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminEvents, {
      tags,
      summary: "Staff: events, latest start first, by title and state (시작 전, 진행 중, 종료)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => eventAdmin.list(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminEvent, { tags, summary: "Staff: an event with its items", errors }),
    onRequest: guard,
    handler: async (request) => eventAdmin.get(request.params.id),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateEvent, {
      tags,
      summary: "Staff: add an event (a taken link answers 409)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => eventAdmin.create(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateEvent, { tags, summary: "Staff: edit an event", errors }),
    onRequest: guard,
    handler: async (request) => eventAdmin.update(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateEventItems, {
      tags,
      summary: "Staff: replace an event's items by item code, in order",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => eventAdmin.updateItems(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminEndEvent, {
      tags,
      summary: "Staff: end a running event now (409 when it has ended or not started)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => eventAdmin.end(staffOf(request), request.params.id),
  });
};
