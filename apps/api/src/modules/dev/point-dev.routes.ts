import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const agePointsBodySchema = z.object({
  loginId: z.string().min(1).max(30),
  /** How many days into the past the member's whole point ledger moves (earned times and expiries alike). */
  days: z.number().int().min(1).max(3650),
});

/** Development only (DEV_TOOLS): a member's points a year on, so their expiry (docs/decisions/035) can be seen. */
export const pointDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountDev, points } = app.services;

  // The body and answer are the API's own (development only): the endpoint map declares none.
  const age = endpointRoute(apiEndpoints.devAgePoints, {
    tags: ["dev"],
    summary: "Move a member's points into the past, then expire what that made due (유효기간 만료 소멸)",
    errors: errorResponses,
  });
  app.route({
    ...age,
    schema: {
      ...age.schema,
      body: agePointsBodySchema,
      response: { 200: z.object({ code: z.literal("SUCCESS"), expired: z.number().int() }), ...age.schema.response },
    },
    handler: async (request) => {
      const userId = await accountDev.memberIdOf(request.body.loginId);
      return { code: "SUCCESS" as const, expired: await points.ageForDev(userId, request.body.days) };
    },
  });
};
