import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/**
 * The back office's member search and detail (issue 14 item 5): operators and customer service (members.read);
 * customer service reads names, phones, e-mails and addresses masked. Point adjustments: point-admin.routes.ts.
 */
export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.adminMembers, {
      tags,
      summary:
        "Staff: members by keyword (login id, name, phone, e-mail, company, business number), type, status and join period",
      description:
        "A keyword matches a field's start (a phone also its last four digits); newest joins first. `masked` is true " +
        "for customer service, whose names, phones and e-mails come masked.",
      errors,
    }),
    onRequest: requireStaff("members.read"),
    handler: async (request) => memberAdmin.list(staffOf(request), request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminMember, {
      tags,
      summary:
        "Staff: one member — profile, company, base address, grade, points with the newest entries, coupons, orders",
      errors: { ...errors, 404: errorBodySchema },
    }),
    onRequest: requireStaff("members.read"),
    handler: async (request) => memberAdmin.detail(staffOf(request), request.params.id),
  });
};
