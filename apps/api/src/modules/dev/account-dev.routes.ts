import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const carriedOverBodySchema = z.object({
  loginId: z.string().regex(/^[a-z][a-z0-9@._-]{5,29}$/),
  password: z.string().min(8).max(20).optional(),
});
const carriedOverResponseSchema = z.object({ loginId: z.string(), password: z.string(), phoneNumber: z.string() });
const ageBodySchema = z.object({
  loginId: z.string().min(1).max(30),
  lastLoginDaysAgo: z.number().int().min(0).max(3650).optional(),
  passwordChangedDaysAgo: z.number().int().min(0).max(3650).optional(),
});
/** Development only (DEV_TOOLS): account states a real shop reaches only with time or through an import. */
export const accountDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountDev: accounts } = app.services;

  // The bodies and answers are the API's own (development only): the endpoint map declares none.
  const carriedOver = endpointRoute(apiEndpoints.devCarriedOverAccount, {
    tags: ["dev"],
    summary: "Make an account as the old shop's import would (its login answers TRANSFER_REQUIRED)",
    errors: { 400: errorResponses[400] },
  });
  app.route({
    ...carriedOver,
    schema: {
      ...carriedOver.schema,
      body: carriedOverBodySchema,
      response: { 200: carriedOverResponseSchema, ...carriedOver.schema.response },
    },
    handler: async (request) => accounts.createCarriedOverAccount(request.body),
  });

  const age = endpointRoute(apiEndpoints.devAgeAccount, {
    tags: ["dev"],
    summary: "Move an account's last login / password change into the past (dormant and expired-password flows)",
    errors: errorResponses,
  });
  app.route({
    ...age,
    schema: {
      ...age.schema,
      body: ageBodySchema,
      response: { 200: z.object({ code: z.literal("SUCCESS") }), ...age.schema.response },
    },
    handler: async (request) => accounts.ageAccount(request.body),
  });
};
