import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/**
 * The back office's new items and the traceability look-up (issue 14 item 2, docs/decisions/043). Written with
 * items.write; a seller's staff always create for their own seller.
 */
export const itemAdminCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { itemAdminCreate } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.adminItemFormChoices, {
      tags,
      summary: "Staff: the new item form's sellers, categories, brands (with their seller) and livestock kinds",
      errors,
    }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => itemAdminCreate.formChoices(staffOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminItemCreate, {
      tags,
      summary:
        "Staff: create an item with its options and stock (prices by core's rules, 이력번호 checked with the registry); audited",
      description:
        "The code is made from the item's id (G0000123). A seller's staff always create for their own seller; the " +
        "item starts with a drawn picture until photos are uploaded.",
      errors,
    }),
    onRequest: requireStaff("items.write"),
    handler: async (request) => itemAdminCreate.create(staffOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminTraceRecord, {
      tags,
      summary: "Staff: what the traceability registry says of a 12-digit 이력번호 (404 when it has none)",
      errors,
    }),
    onRequest: requireStaff("items.read"),
    handler: async (request) => itemAdminCreate.traceRecord(request.params.number),
  });
};
