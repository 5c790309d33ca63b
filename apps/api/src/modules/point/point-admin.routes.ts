import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The longest Idempotency-Key kept; a longer one is ignored (as buy does). */
const MAX_KEY_LENGTH = 200;

/** A member's point history and the operators' adjustments in the back office (issue 14 item 5). */
export const pointAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pointAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.adminMemberPoints, {
      tags,
      summary: "Staff: the member's point history, newest first, with the balance",
      errors,
    }),
    onRequest: requireStaff("members.read"),
    handler: async (request) => pointAdmin.history(request.params.id, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminAdjustMemberPoints, {
      tags,
      summary: "Operators: add or take points with a reason — a new `adjust` entry on the ledger, never an edit",
      description:
        "Written under the member's point lock and audited (member.points, balance before and after). 409 when it " +
        "would take the balance below 0 or the member has seceded. A retry with the same `Idempotency-Key` header " +
        "writes nothing and answers the first entry; the same key with another amount or reason answers 422.",
      errors: { ...errors, 409: errorBodySchema, 422: errorBodySchema },
    }),
    onRequest: requireStaff("members.write"),
    handler: async (request) => {
      const key = request.headers["idempotency-key"];
      const requestKey = typeof key === "string" && key.length > 0 && key.length <= MAX_KEY_LENGTH ? key : undefined;
      return pointAdmin.adjust(staffOf(request), request.params.id, request.body, requestKey);
    },
  });
};
