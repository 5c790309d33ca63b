import { timingSafeEqual } from "node:crypto";
import formbody from "@fastify/formbody";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { Cafe24SandboxOAuthRefusal, Cafe24SandboxRefusal } from "./cafe24-sandbox.service.js";

const memberIdField = z.string().min(1).max(20);
const adjustSchema = z.object({
  shop_no: z.coerce.number().int().min(1).default(1),
  request: z.object({
    member_id: memberIdField,
    order_id: z.string().max(30).nullable().optional(),
    amount: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().int().min(1).max(100_000_000)),
    type: z.enum(["increase", "decrease"]),
    reason: z.string().min(1).max(255),
  }),
});
const tokenFormSchema = z.object({ grant_type: z.string(), refresh_token: z.string().optional() });
const historyQuerySchema = z.object({
  shop_no: z.coerce.number().int().min(1).default(1),
  member_id: memberIdField,
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** Constant-time comparison of a presented credential with the expected one. */
function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The Cafe24 Admin API sandbox's points and its OAuth token endpoint (docs/decisions/033): served in demo mode or with
 * the dev tools while the points exchange has no Cafe24 keys. Same paths, bearer token, version header and JSON as
 * Cafe24's, refusals as `{ error: { code, message } }`; the token endpoint's as OAuth errors `{ error,
 * error_description }`. Its access tokens expire after CAFE24_SANDBOX_TOKEN_TTL_SECONDS (two hours, as Cafe24's,
 * unless a test shortens them) and each refresh token refreshes once.
 */
export const cafe24SandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cafe24Sandbox } = app.services;
  const doc = { tags: ["dev"] };
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  /** Cafe24 answers 401 without a valid access token of the mall and 400 without an API version it knows. */
  async function checkCall(request: FastifyRequest, reply: FastifyReply) {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const state = await cafe24Sandbox.accessTokenState(bearer);
    if (state === "expired") {
      return reply.code(401).send(new Cafe24SandboxRefusal(401, "access_token time expired. (invalid_token)").body());
    }
    if (state !== "valid") {
      return reply.code(401).send(new Cafe24SandboxRefusal(401, "Invalid access_token").body());
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(request.headers["x-cafe24-api-version"] ?? ""))) {
      return reply.code(400).send(new Cafe24SandboxRefusal(400, "Invalid X-Cafe24-Api-Version").body());
    }
  }

  function refuse(reply: FastifyReply, error: unknown) {
    if (error instanceof Cafe24SandboxRefusal) return reply.code(error.status).send(error.body());
    throw error;
  }

  app.route({
    ...endpointRoute(apiEndpoints.devCafe24OauthToken, {
      ...doc,
      summary: "Cafe24 sandbox: refresh the mall's access token (grant_type=refresh_token, HTTP Basic client auth)",
    }),
    handler: async (request, reply) => {
      const basic = /^Basic (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
      const expected = Buffer.from(`${app.config.CAFE24_CLIENT_ID}:${app.config.CAFE24_CLIENT_SECRET}`).toString(
        "base64",
      );
      if (!basic || !sameSecret(basic, expected)) {
        const refusal = new Cafe24SandboxOAuthRefusal(401, "invalid_client", "Client authentication failed");
        return reply.code(refusal.status).send(refusal.body());
      }
      const form = tokenFormSchema.safeParse(request.body);
      if (!form.success) {
        const refusal = new Cafe24SandboxOAuthRefusal(400, "invalid_request", "grant_type is required");
        return reply.code(refusal.status).send(refusal.body());
      }
      if (form.data.grant_type !== "refresh_token") {
        const refusal = new Cafe24SandboxOAuthRefusal(400, "unsupported_grant_type", "Only refresh_token is served");
        return reply.code(refusal.status).send(refusal.body());
      }
      if (!form.data.refresh_token) {
        const refusal = new Cafe24SandboxOAuthRefusal(400, "invalid_request", "refresh_token is required");
        return reply.code(refusal.status).send(refusal.body());
      }
      try {
        return await cafe24Sandbox.refreshGrant({
          refreshToken: form.data.refresh_token,
          clientId: app.config.CAFE24_CLIENT_ID,
          accessTtlSeconds: app.config.CAFE24_SANDBOX_TOKEN_TTL_SECONDS,
        });
      } catch (error) {
        if (error instanceof Cafe24SandboxOAuthRefusal) return reply.code(error.status).send(error.body());
        throw error;
      }
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.devCafe24Customer, {
      ...doc,
      summary: "Cafe24 sandbox: a member's available points",
    }),
    onRequest: checkCall,
    handler: async (request, reply) => {
      const memberId = memberIdField.safeParse((request.params as { memberId?: string }).memberId);
      if (!memberId.success) return reply.code(404).send(new Cafe24SandboxRefusal(404, "No such member").body());
      return cafe24Sandbox.customer(memberId.data);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.devCafe24Points, { ...doc, summary: "Cafe24 sandbox: a member's points history" }),
    onRequest: checkCall,
    handler: async (request, reply) => {
      const query = historyQuerySchema.safeParse(request.query);
      if (!query.success) return reply.code(422).send(new Cafe24SandboxRefusal(422, "Invalid query").body());
      return cafe24Sandbox.history(query.data.member_id, query.data.limit);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.devCafe24AdjustPoints, {
      ...doc,
      summary: "Cafe24 sandbox: issue or deduct a member's points",
    }),
    onRequest: checkCall,
    handler: async (request, reply) => {
      const body = adjustSchema.safeParse(request.body);
      if (!body.success) return reply.code(422).send(new Cafe24SandboxRefusal(422, "Invalid request").body());
      const { member_id, amount, type, reason, order_id } = body.data.request;
      try {
        return reply
          .code(201)
          .send(await cafe24Sandbox.adjust({ memberId: member_id, amount, type, reason, orderId: order_id ?? null }));
      } catch (error) {
        return refuse(reply, error);
      }
    },
  });
};
