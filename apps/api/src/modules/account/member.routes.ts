import {
  changePasswordRequestSchema,
  checkPasswordRequestSchema,
  checkPasswordResponseSchema,
  delayChangePasswordResponseSchema,
  memberProfileSchema,
  secedeRequestSchema,
  simpleMeResponseSchema,
  successResponseSchema,
  transferJoinMeResponseSchema,
  transferJoinRequestSchema,
  transferJoinResponseSchema,
  updateMeRequestSchema,
} from "@shop/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberOf, requireMember, requireMemberAllowing } from "../../plugins/auth.js";
import { accountErrorResponses, bearerSecurity } from "./account-errors.js";

/** The signed-in member's calls (ROLE_USER; restricted tokens only where a call resolves the restriction). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members } = app.services;
  const security = bearerSecurity;

  app.get(
    "/auth/me",
    {
      onRequest: requireMember,
      schema: {
        tags: ["auth"],
        summary: "The member's profile",
        security,
        response: { 200: memberProfileSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.getMe(memberOf(request)),
  );

  app.post(
    "/auth/me",
    {
      onRequest: requireMember,
      schema: {
        tags: ["auth"],
        summary: "Update the profile (a new phone number needs a CHANGE_PHONE proof)",
        security,
        body: updateMeRequestSchema,
        response: { 200: memberProfileSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.updateMe(memberOf(request), request.body),
  );

  app.get(
    "/auth/simple-me",
    {
      onRequest: requireMember,
      schema: {
        tags: ["auth"],
        summary: "Login id, name and types for the header",
        security,
        response: { 200: simpleMeResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.getSimpleMe(memberOf(request)),
  );

  app.post(
    "/auth/change-password",
    {
      onRequest: requireMemberAllowing("PASSWORD_EXPIRED", "TEMP_PASSWORD"),
      schema: {
        tags: ["auth"],
        summary: "Change the password (also resolves PASSWORD_EXPIRED and TEMP_PASSWORD); other sessions end",
        security,
        body: changePasswordRequestSchema,
        response: { 200: successResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.changePassword(memberOf(request), request.body, request.ip),
  );

  app.post(
    "/auth/delay-change-password",
    {
      onRequest: requireMemberAllowing("PASSWORD_EXPIRED"),
      schema: {
        tags: ["auth"],
        summary: "Postpone the password change by 90 days (resolves PASSWORD_EXPIRED)",
        security,
        response: { 200: delayChangePasswordResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.delayChangePassword(memberOf(request)),
  );

  app.post(
    "/auth/check-password",
    {
      onRequest: requireMember,
      schema: {
        tags: ["auth"],
        summary: "Confirm the password (before my-page modify); 429 after 5 failures in 10 minutes",
        security,
        body: checkPasswordRequestSchema,
        response: { 200: checkPasswordResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.checkPassword(memberOf(request), request.body.password, request.ip),
  );

  app.post(
    "/auth/secede",
    {
      onRequest: requireMember,
      schema: {
        tags: ["auth"],
        summary: "Close the account: personal data scrubbed, sessions ended, login id kept reserved",
        security,
        body: secedeRequestSchema,
        response: { 200: successResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.secede(memberOf(request), request.body, request.ip),
  );

  app.get(
    "/auth/transfer-join/me",
    {
      onRequest: requireMemberAllowing("TRANSFER_REQUIRED"),
      schema: {
        tags: ["auth"],
        summary: "The data carried over from the old shop, to confirm",
        security,
        response: { 200: transferJoinMeResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.getTransferJoinMe(memberOf(request)),
  );

  app.post(
    "/auth/transfer-join/me",
    {
      onRequest: requireMemberAllowing("TRANSFER_REQUIRED"),
      // As join: the service lists schema and database failures in one 400.
      attachValidation: true,
      schema: {
        tags: ["auth"],
        summary:
          "Confirm a carried-over account: data, terms, new password (partner scheme); resolves TRANSFER_REQUIRED",
        security,
        body: transferJoinRequestSchema,
        response: { 200: transferJoinResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.transferJoin(memberOf(request), request.body),
  );
};
