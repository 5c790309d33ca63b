import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember, salesonIdOf, signedRequest } from "../../plugins/auth.js";
import { accountErrorResponses, bearerSecurity } from "./account-errors.js";
import { guestCartKeeper } from "./guest-cart.js";

/** Naver and Kakao login, join and linking. */
export const snsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sns, sessions, cart } = app.services;
  const keepGuestCart = guestCartKeeper({ sessions, cart });
  const tags = ["auth"];
  const errors = accountErrorResponses;
  const security = bearerSecurity;

  app.route({
    ...endpointRoute(apiEndpoints.snsAuthorizeUrl, {
      tags,
      summary:
        "Where to send the shopper to log in with Naver or Kakao (it comes back to redirectUri with code, state)",
      errors,
    }),
    handler: async (request) =>
      sns.authorizeUrl(request.query.provider, request.query.redirectUri, request.query.state),
  });

  app.route({
    ...endpointRoute(apiEndpoints.snsToken, {
      tags,
      summary: "Log in with a provider's code — HMAC-signed; SUCCESS, SNS_JOIN_REQUIRED (guest token) or SNS_CONNECTED",
      errors,
    }),
    ...signedRequest,
    handler: async (request) =>
      keepGuestCart(
        request,
        await sns.snsToken({
          provider: request.body.provider,
          code: request.body.code,
          redirectUri: request.body.redirectUri,
          auth: request.auth,
          salesonId: salesonIdOf(request),
          uid: request.query.uid,
        }),
      ),
  });

  app.route({
    ...endpointRoute(apiEndpoints.snsInfo, {
      tags,
      summary: "The social profile waiting for sns-join; 400 인증 정보가 존재하지 않습니다. when there is none",
      security,
      errors,
    }),
    handler: async (request) => sns.getSnsInfo(request.auth),
  });

  app.route({
    ...endpointRoute(apiEndpoints.checkSnsJoin, {
      tags,
      summary: "Whether the verified phone (SNS_JOIN proof) already belongs to a member",
      security,
      errors,
    }),
    handler: async (request) => sns.checkSnsJoin(request.auth, request.body.phoneVerificationToken),
  });

  app.route({
    ...endpointRoute(apiEndpoints.snsJoin, {
      tags,
      summary: "Join (or link by phone) with the waiting social profile — HMAC-signed; answers a member token",
      security,
      errors,
    }),
    ...signedRequest,
    attachValidation: true,
    handler: async (request) =>
      keepGuestCart(request, await sns.snsJoin(request.auth, request.body, salesonIdOf(request))),
  });

  app.route({
    ...endpointRoute(apiEndpoints.disconnectSns, {
      tags,
      summary: "Unlink a social account (refused when the member has no password)",
      security,
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => sns.disconnectSns(memberOf(request), request.body.provider),
  });
};
