import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** The back office's policies (issue 14 item 4): GET/POST /api/admin/policies/{terms|privacy|operation|marketing}. */
export const policyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { policyAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminPolicyVersions, {
      tags,
      summary: "Staff: every version of a policy, latest effective date first, marking the one in effect",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => policyAdmin.list(request.params.kind, request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreatePolicyVersion, {
      tags,
      summary: "Staff: a new version of a policy with its effective date (older versions are kept)",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => policyAdmin.create(staffOf(request), request.params.kind, request.body),
  });
};
