import { randomUUID } from "node:crypto";
import {
  authMeResponseSchema,
  guestTokenRequestSchema,
  guestTokenResponseSchema,
  loginRequestSchema,
  rememberMeRequestSchema,
  salesonIdResponseSchema,
  successResponseSchema,
  tokenQuerySchema,
  tokenResponseSchema,
} from "@shop/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, requireUser, salesonIdOf, signedRequest } from "../../plugins/auth.js";
import { accountErrorResponses, bearerSecurity } from "./account-errors.js";

/** Tokens: guest, login, remember-me, the site id and auth-me. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, members } = app.services;

  app.post(
    "/auth/guest-token",
    {
      ...signedRequest,
      schema: {
        tags: ["auth"],
        summary: "A guest (ROLE_GUEST) token — HMAC-signed (docs/api/auth-signing.md)",
        body: guestTokenRequestSchema,
        response: { 200: guestTokenResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => sessions.issueGuestToken({ salesonId: salesonIdOf(request) }),
  );

  app.post(
    "/auth/token",
    {
      ...signedRequest,
      schema: {
        tags: ["auth"],
        summary: "Log in with login id and password — HMAC-signed; code SUCCESS, PASSWORD_EXPIRED or TEMP_PASSWORD",
        description:
          "401 LOGIN_FAILED for a wrong id or password, 401 SLEEP_USER (휴면 전환된 계정입니다.) after 365 days without a login. 429 LOGIN_THROTTLED with Retry-After: an address after 5 failures on one id or 20 on any in 10 minutes; an address that has failed on an id while that id has 10+ failures from everywhere, for 5 s doubling to 60 s after the newest (docs/decisions/014-login-throttling.md).",
        querystring: tokenQuerySchema,
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) =>
      sessions.login({ ...request.body, salesonId: salesonIdOf(request), uid: request.query.uid, address: request.ip }),
  );

  app.post(
    "/auth/remember-me",
    {
      ...signedRequest,
      schema: {
        tags: ["auth"],
        summary: "Trade a remember-me token for a session and the next remember-me token — HMAC-signed",
        body: rememberMeRequestSchema,
        response: { 200: tokenResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) =>
      sessions.exchangeRememberMe({ rememberMeToken: request.body.rememberMeToken, salesonId: salesonIdOf(request) }),
  );

  app.get(
    "/auth/saleson-id",
    {
      schema: {
        tags: ["auth"],
        summary: "A new random site id for the salesonId header",
        response: { 200: salesonIdResponseSchema },
      },
    },
    async () => ({ id: randomUUID() }),
  );

  app.get(
    "/auth/auth-me",
    {
      onRequest: requireUser,
      schema: {
        tags: ["auth"],
        summary: "What the bearer token is: guest or member, and until when",
        security: bearerSecurity,
        response: { 200: authMeResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => members.getAuthMe(authOf(request)),
  );
};

/** GET /op_security_logout — outside /api, at the path SPEC §7 gives. */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.services;

  app.get(
    "/op_security_logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Log out: revokes the bearer token and its remember-me series (a call without one also succeeds)",
        security: bearerSecurity,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await sessions.logout(request.auth);
      return { code: "SUCCESS" as const };
    },
  );
};
