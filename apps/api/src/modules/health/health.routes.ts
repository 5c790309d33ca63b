import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

const okSchema = z.object({ status: z.literal("ok") });
const readySchema = okSchema.extend({ database: z.string() });

/**
 * Liveness and readiness for load balancers, under /api (the endpoint map's healthcheck and ready) and at the root
 * (the load balancers' copies, outside the map); also served at the web's /healthcheck and /ready.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.services;
  const healthcheckDoc = { tags: ["system"], summary: "Process is up" };
  const readyDoc = { tags: ["system"], summary: "Database reachable" };
  const places = [
    // The load balancers' copies at the root (outside the endpoint map) …
    {
      healthcheck: { method: "GET", url: "/healthcheck", schema: healthcheckDoc },
      ready: { method: "GET", url: "/ready", schema: readyDoc },
    },
    // … and the map's, under /api.
    {
      healthcheck: endpointRoute(apiEndpoints.healthcheck, healthcheckDoc),
      ready: endpointRoute(apiEndpoints.ready, readyDoc),
    },
  ] as const;

  for (const { healthcheck, ready } of places) {
    // The 200 answers are the API's own: the endpoint map declares no schema for these two.
    app.route({
      ...healthcheck,
      schema: { ...healthcheck.schema, response: { 200: okSchema } },
      handler: async () => ({ status: "ok" as const }),
    });

    app.route({
      ...ready,
      schema: { ...ready.schema, response: { 200: readySchema, 503: errorBodySchema } },
      handler: async (request, reply) => {
        const readiness = await health.checkReadiness();
        if (readiness.ready) return { status: "ok" as const, database: readiness.database };
        request.log.error({ err: readiness.error }, "readiness check failed");
        return reply.status(503).send({
          status: 503,
          code: "NOT_READY",
          message: "서비스 준비 중입니다.",
          description: "database unreachable",
          errors: [],
        });
      },
    });
  }
};
