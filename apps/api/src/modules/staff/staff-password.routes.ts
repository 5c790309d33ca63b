import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireAnyStaff, requireStaff, staffOf } from "../../plugins/staff-auth.js";

/** Staff passwords: one's own change, and an operator's temporary password (docs/decisions/045). */
export const staffPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffPassword } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.adminPasswordChange, {
      tags,
      summary: "Staff: change one's own password (the current one, then the new one twice); other sessions end",
      description:
        "The new password follows the staff creation's rules (10–16 characters mixing letters, digits and special " +
        "characters, no runs). A wrong current password is 400 and counts against the staff login's throttle. Also " +
        "open to a session signed in with an operator's temporary password, which may call nothing else.",
      errors,
    }),
    onRequest: requireAnyStaff,
    handler: async (request) => staffPassword.change(staffOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminStaffPasswordReset, {
      tags,
      summary: "Operators: a temporary password for a staff account, shown once; it must be changed at next sign-in",
      description:
        "Every session of the account ends. Until its holder chooses a new password, every admin call but the " +
        "profile, logout and the password change answers 403 PASSWORD_CHANGE_REQUIRED.",
      errors,
    }),
    onRequest: requireStaff("staff.write"),
    handler: async (request) => staffPassword.reset(staffOf(request), request.params.id),
  });
};
