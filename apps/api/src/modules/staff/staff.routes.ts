import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DEMO_STAFF } from "../../db/seed/staff-seed.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireAnyStaff, requireStaff, staffOf } from "../../plugins/staff-auth.js";

/**
 * The back office's sign-in (password, then the authenticator's code; the first sign-in enrols it), its session and
 * the audit log of staff writes (issue 14, docs/decisions/036).
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffAuth, staffAudit, staffDev, staffAccounts } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 429: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.adminLogin, {
      tags,
      summary: "Staff: the login id and password; answers a 5-minute challenge for the authenticator's code",
      description:
        "A staff account without a confirmed authenticator also gets its secret (Base32, otpauth:// URI and QR code) " +
        "to enrol; the same secret is shown until a code confirms it. Wrong passwords are throttled like member logins.",
      errors,
    }),
    handler: async (request) => staffAuth.login({ ...request.body, address: request.ip }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminTotp, {
      tags,
      summary: "Staff: the 6-digit code of the authenticator (RFC 6238) for a challenge; answers the staff session",
      description:
        "A code is accepted once (the step before and after the server's count too). The session ends after 30 " +
        "minutes without a call; send it as `Authorization: Bearer` to /api/admin/….",
      errors,
    }),
    handler: async (request) => staffAuth.verifyCode({ ...request.body, address: request.ip }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminLogout, { tags, summary: "Staff: end this session", errors }),
    onRequest: requireAnyStaff,
    handler: async (request) => staffAuth.logout(staffOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminMe, {
      tags,
      summary: "Staff: who is signed in, their role, seller and what they may do",
      errors,
    }),
    onRequest: requireAnyStaff,
    handler: async (request) => staffAuth.profile(staffOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminAuditLog, {
      tags,
      summary: "Operators: staff writes (who, when, what, before and after), newest first, with filters",
      errors: { ...errors, 403: errorBodySchema },
    }),
    onRequest: requireStaff("audit.read"),
    handler: async (request) => staffAudit.list(request.query),
  });

  const staffErrors = { ...errors, 403: errorBodySchema, 409: errorBodySchema };
  app.route({
    ...endpointRoute(apiEndpoints.adminStaffList, {
      tags,
      summary: "Operators: every staff account with its role, seller, authenticator state and last sign-in",
      errors: staffErrors,
    }),
    onRequest: requireStaff("staff.write"),
    handler: async () => staffAccounts.list(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminStaffCreate, {
      tags,
      summary: "Operators: a new staff account; it enrols its authenticator at its first sign-in",
      description:
        "The login id and password follow the members' rules (4–16 lowercase letters and digits; 10–16 characters " +
        "mixing kinds). A seller's staff needs its seller; the cooperative's staff have none. 409 for a taken id.",
      errors: staffErrors,
    }),
    onRequest: requireStaff("staff.write"),
    handler: async (request) => staffAccounts.create(staffOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.adminStaffAction, {
      tags,
      summary: "Operators: stop or restart a staff account, or reset its authenticator (its sessions end)",
      errors: staffErrors,
    }),
    onRequest: requireStaff("staff.write"),
    handler: async (request) => staffAccounts.act(staffOf(request), request.params.id, request.body.action),
  });

  // Demo mode has no authenticator app in the newcomer's hand: the back office's login page shows the demo staff's
  // codes. Browser tests make an account each (a code is good once) and read its code here.
  if (app.config.devTools) {
    app.route({
      ...endpointRoute(apiEndpoints.devStaffCodes, {
        tags: ["dev"],
        summary: "Development: the demo staff's current authenticator codes, or one account's with loginId",
        errors: errorResponses,
      }),
      handler: async (request) => {
        const { loginId } = request.query;
        return staffAuth.currentCodes(loginId ? [{ loginId, password: "" }] : DEMO_STAFF);
      },
    });
    app.route({
      ...endpointRoute(apiEndpoints.devCreateStaff, {
        tags: ["dev"],
        summary: "Development: a new staff account of a role (and seller), for a browser test to sign in with",
        errors: errorResponses,
      }),
      handler: async (request) => staffDev.createStaff(request.body),
    });
  }
};
