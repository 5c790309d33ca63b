import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's maintenance window and app versions (issue 14 item 4): /api/admin/maintenance, /api/admin/app-version. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminMaintenance, {
      tags,
      summary: "Staff: the stored and configured maintenance windows and the one the shop follows",
      errors,
    }),
    onRequest: guard,
    handler: async () => siteAdmin.readMaintenance(),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateMaintenance, {
      tags,
      summary: "Staff: set or clear the maintenance window (Korea time, end after start)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => siteAdmin.updateMaintenance(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminAppVersions, {
      tags,
      summary: "Staff: released app versions, newest first, marking each platform's current one",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => siteAdmin.listAppVersions(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateAppVersion, {
      tags,
      summary: "Staff: release an app version (with its force-update flag) for a platform",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => siteAdmin.createAppVersion(staffOf(request), request.body),
  });
};
