import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/**
 * The back office's display blocks and MD picks (docs/decisions/044): /api/admin/display-blocks[/{code}[/sections|/items]].
 */
export const displayBlockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { displayBlockAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminDisplayBlocks, {
      tags,
      summary: "Staff: the display blocks in the home page's order, with their section and item counts",
      errors,
    }),
    onRequest: guard,
    handler: async () => displayBlockAdmin.list(),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminDisplayBlock, {
      tags,
      summary: "Staff: a display block with its sections and picked items (code, name, tab)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => displayBlockAdmin.get(request.params.code),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateDisplayBlock, {
      tags,
      summary: "Staff: edit a display block's title, text, home page switch and order",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => displayBlockAdmin.update(staffOf(request), request.params.code, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateDisplayBlockSections, {
      tags,
      summary: "Staff: replace a display block's sections, in the order sent",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => displayBlockAdmin.updateSections(staffOf(request), request.params.code, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateDisplayBlockItems, {
      tags,
      summary:
        "Staff: replace a display block's picked items (MD picks: block md, tabs by group) by item code, in order",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => displayBlockAdmin.updateItems(staffOf(request), request.params.code, request.body),
  });
};
