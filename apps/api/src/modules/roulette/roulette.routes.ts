import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

const tags = ["roulette"];

/** 룰렛 이벤트 (SPEC §7 Display and events; decision 047). */
export const rouletteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { roulette } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.rouletteList, {
      tags,
      summary: "Roulette events shown to shoppers: live first (currentId: the one /roulette opens), upcoming, ended",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => roulette.list(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.rouletteDetail, {
      tags,
      summary: "A roulette event with its wheel: prizes in wheel order, their chances and whether each is sold out",
      errors: errorResponses,
    }),
    handler: async (request) => roulette.detail(request.params.id),
  });

  app.route({
    ...endpointRoute(apiEndpoints.rouletteValidateApply, {
      tags,
      summary:
        "Whether the shopper may spin now; when not, why in Korean (login, not started, ended, spun today or in this event)",
      errors: errorResponses,
    }),
    handler: async (request) => {
      // A guest token or a member's restricted one (a password to change first) may look, not spin.
      const auth = request.auth;
      const member = auth && auth.role === "ROLE_USER" && !auth.restriction ? auth.userId : null;
      return roulette.validate(member, request.params.id);
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.rouletteApply, {
      tags,
      summary:
        "Spins once (members): draws by the odds, records the spin under its unique key and gives the prize once; answers the prize's wheel index. An Idempotency-Key retry answers the first spin",
      errors: { ...errorResponses, 401: errorBodySchema, 409: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => {
      const key = request.headers["idempotency-key"];
      return roulette.apply(
        memberOf(request).userId,
        request.params.id,
        typeof key === "string" && key.length > 0 && key.length <= 200 ? key : undefined,
      );
    },
  });
};
