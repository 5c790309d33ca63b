import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's notices (issue 14 item 4): GET/POST /api/admin/notices, PUT/DELETE /api/admin/notices/{id}. */
export const noticeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { noticeAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminNotices, { tags, summary: "Staff: every notice, newest first", errors }),
    onRequest: guard,
    handler: async (request) => noticeAdmin.list(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateNotice, { tags, summary: "Staff: write a notice", errors }),
    onRequest: guard,
    handler: async (request) => noticeAdmin.create(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateNotice, { tags, summary: "Staff: edit a notice", errors }),
    onRequest: guard,
    handler: async (request) => noticeAdmin.update(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminDeleteNotice, { tags, summary: "Staff: delete a notice", errors }),
    onRequest: guard,
    handler: async (request) => noticeAdmin.remove(staffOf(request), request.params.id),
  });
};
