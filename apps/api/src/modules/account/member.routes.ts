import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember, requireMemberAllowing } from "../../plugins/auth.js";
import { accountErrorResponses, bearerSecurity } from "./account-errors.js";

/** The signed-in member's calls (ROLE_USER; restricted tokens only where a call resolves the restriction). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members } = app.services;
  const tags = ["auth"];
  const errors = accountErrorResponses;
  const security = bearerSecurity;

  app.route({
    ...endpointRoute(apiEndpoints.myProfile, {
      tags,
      summary: "The member's profile",
      security,
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => members.getMe(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.updateMyProfile, {
      tags,
      summary: "Update the profile (a new phone number needs a CHANGE_PHONE proof)",
      security,
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => members.updateMe(memberOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.simpleMe, {
      tags,
      summary: "Login id, name and types for the header",
      security,
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => members.getSimpleMe(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.changePassword, {
      tags,
      summary: "Change the password (also resolves PASSWORD_EXPIRED and TEMP_PASSWORD); other sessions end",
      security,
      errors,
    }),
    onRequest: requireMemberAllowing("PASSWORD_EXPIRED", "TEMP_PASSWORD"),
    handler: async (request) => members.changePassword(memberOf(request), request.body, request.ip),
  });

  app.route({
    ...endpointRoute(apiEndpoints.delayChangePassword, {
      tags,
      summary: "Postpone the password change by 90 days (resolves PASSWORD_EXPIRED)",
      security,
      errors,
    }),
    onRequest: requireMemberAllowing("PASSWORD_EXPIRED"),
    handler: async (request) => members.delayChangePassword(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.checkPassword, {
      tags,
      summary: "Confirm the password (before my-page modify); 429 after 5 failures in 10 minutes",
      security,
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => members.checkPassword(memberOf(request), request.body.password, request.ip),
  });

  app.route({
    ...endpointRoute(apiEndpoints.secede, {
      tags,
      summary: "Close the account: personal data scrubbed, sessions ended, login id kept reserved",
      security,
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => members.secede(memberOf(request), request.body, request.ip),
  });

  app.route({
    ...endpointRoute(apiEndpoints.transferJoinMe, {
      tags,
      summary: "The data carried over from the old shop, to confirm",
      security,
      errors,
    }),
    onRequest: requireMemberAllowing("TRANSFER_REQUIRED"),
    handler: async (request) => members.getTransferJoinMe(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.transferJoin, {
      tags,
      summary: "Confirm a carried-over account: data, terms, new password (partner scheme); resolves TRANSFER_REQUIRED",
      security,
      errors,
    }),
    onRequest: requireMemberAllowing("TRANSFER_REQUIRED"),
    // As join: the service lists schema and database failures in one 400.
    attachValidation: true,
    handler: async (request) => members.transferJoin(memberOf(request), request.body),
  });
};
