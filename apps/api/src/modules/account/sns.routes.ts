import {
  checkSnsJoinRequestSchema,
  checkSnsJoinResponseSchema,
  disconnectSnsRequestSchema,
  snsAuthorizeUrlQuerySchema,
  snsAuthorizeUrlResponseSchema,
  snsInfoResponseSchema,
  snsJoinRequestSchema,
  snsJoinResponseSchema,
  snsTokenRequestSchema,
  successResponseSchema,
  tokenQuerySchema,
  tokenResponseSchema,
} from "@shop/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberOf, requireMember, salesonIdOf, signedRequest } from "../../plugins/auth.js";
import { accountErrorResponses, bearerSecurity } from "./account-errors.js";

/** Naver and Kakao login, join and linking. */
export const snsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sns } = app.services;
  const security = bearerSecurity;

  app.get(
    "/auth/sns/authorize-url",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Where to send the shopper to log in with Naver or Kakao (it comes back to redirectUri with code, state)",
        querystring: snsAuthorizeUrlQuerySchema,
        response: { 200: snsAuthorizeUrlResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => sns.authorizeUrl(request.query.provider, request.query.redirectUri, request.query.state),
  );

  app.post(
    "/auth/sns-token",
    {
      ...signedRequest,
      schema: {
        tags: ["auth"],
        summary:
          "Log in with a provider's code — HMAC-signed; SUCCESS, SNS_JOIN_REQUIRED (guest token) or SNS_CONNECTED",
        querystring: tokenQuerySchema,
        body: snsTokenRequestSchema,
        response: { 200: tokenResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) =>
      sns.snsToken({
        provider: request.body.provider,
        code: request.body.code,
        redirectUri: request.body.redirectUri,
        auth: request.auth,
        salesonId: salesonIdOf(request),
        uid: request.query.uid,
      }),
  );

  app.get(
    "/auth/sns-info",
    {
      schema: {
        tags: ["auth"],
        summary: "The social profile waiting for sns-join; 400 인증 정보가 존재하지 않습니다. when there is none",
        security,
        response: { 200: snsInfoResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => sns.getSnsInfo(request.auth),
  );

  app.post(
    "/auth/check-sns-join",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether the verified phone (SNS_JOIN proof) already belongs to a member",
        security,
        body: checkSnsJoinRequestSchema,
        response: { 200: checkSnsJoinResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => sns.checkSnsJoin(request.auth, request.body.phoneVerificationToken),
  );

  app.post(
    "/auth/sns-join",
    {
      ...signedRequest,
      attachValidation: true,
      schema: {
        tags: ["auth"],
        summary: "Join (or link by phone) with the waiting social profile — HMAC-signed; answers a member token",
        security,
        body: snsJoinRequestSchema,
        response: { 200: snsJoinResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => sns.snsJoin(request.auth, request.body, salesonIdOf(request)),
  );

  app.post(
    "/auth/disconnect-sns",
    {
      onRequest: requireMember,
      schema: {
        tags: ["auth"],
        summary: "Unlink a social account (refused when the member has no password)",
        security,
        body: disconnectSnsRequestSchema,
        response: { 200: successResponseSchema, ...accountErrorResponses },
      },
    },
    async (request) => sns.disconnectSns(memberOf(request), request.body.provider),
  );
};
