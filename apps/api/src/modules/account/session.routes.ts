import { randomUUID } from "node:crypto";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { authOf, requireUser, salesonIdOf, signedRequest } from "../../plugins/auth.js";
import { accountErrorResponses, bearerSecurity } from "./account-errors.js";
import { guestCartKeeper } from "./guest-cart.js";

/** Tokens: guest, login, remember-me, the site id and auth-me. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, members, cart } = app.services;
  const tags = ["auth"];
  const errors = accountErrorResponses;

  const keepGuestCart = guestCartKeeper({ sessions, cart });

  app.route({
    ...endpointRoute(apiEndpoints.guestToken, {
      tags,
      summary: "A guest (ROLE_GUEST) token — HMAC-signed (docs/api/auth-signing.md)",
      errors,
    }),
    ...signedRequest,
    handler: async (request) => sessions.issueGuestToken({ salesonId: salesonIdOf(request) }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.login, {
      tags,
      summary: "Log in with login id and password — HMAC-signed; code SUCCESS, PASSWORD_EXPIRED or TEMP_PASSWORD",
      description:
        "401 LOGIN_FAILED for a wrong id or password, 401 SLEEP_USER (휴면 전환된 계정입니다.) after 365 days without a login. 429 LOGIN_THROTTLED with Retry-After: an address after 5 failures on one id or 20 on any in 10 minutes; an address that has failed on an id while that id has 10+ failures from everywhere, for 5 s doubling to 60 s after the newest (docs/decisions/014-login-throttling.md).",
      errors,
    }),
    ...signedRequest,
    handler: async (request) =>
      keepGuestCart(
        request,
        await sessions.login({
          ...request.body,
          salesonId: salesonIdOf(request),
          uid: request.query.uid,
          address: request.ip,
        }),
      ),
  });

  app.route({
    ...endpointRoute(apiEndpoints.rememberMe, {
      tags,
      summary: "Trade a remember-me token for a session and the next remember-me token — HMAC-signed",
      errors,
    }),
    ...signedRequest,
    handler: async (request) =>
      keepGuestCart(
        request,
        await sessions.exchangeRememberMe({
          rememberMeToken: request.body.rememberMeToken,
          salesonId: salesonIdOf(request),
        }),
      ),
  });

  app.route({
    ...endpointRoute(apiEndpoints.salesonId, { tags, summary: "A new random site id for the salesonId header" }),
    handler: async () => ({ id: randomUUID() }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.authMe, {
      tags,
      summary: "What the bearer token is: guest or member, and until when",
      security: bearerSecurity,
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => members.getAuthMe(authOf(request)),
  });
};

/** GET /op_security_logout — outside /api, at the path SPEC §7 gives. */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, appPush } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.logout, {
      tags: ["auth"],
      summary: "Log out: revokes the bearer token and its remember-me series (a call without one also succeeds)",
      security: bearerSecurity,
    }),
    handler: async (request) => {
      // The app's push token is cleared with the login (SPEC §4): the session's devices are signed out first.
      await appPush.signOut(request.auth);
      await sessions.logout(request.auth);
      return { code: "SUCCESS" as const };
    },
  });
};
