import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { Cafe24SandboxRefusal } from "./cafe24-sandbox.service.js";

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
const historyQuerySchema = z.object({
  shop_no: z.coerce.number().int().min(1).default(1),
  member_id: memberIdField,
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * The Cafe24 Admin API sandbox's points (docs/decisions/033): served in demo mode or with the dev tools while the
 * points exchange has no Cafe24 keys. Same paths, bearer token, version header and JSON as Cafe24's, refusals as
 * `{ error: { code, message } }`.
 */
export const cafe24SandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cafe24Sandbox } = app.services;
  const doc = { tags: ["dev"] };

  /** Cafe24 answers 401 without the mall's access token and 400 without an API version it knows. */
  async function checkCall(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization !== `Bearer ${app.config.CAFE24_ACCESS_TOKEN}`) {
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
