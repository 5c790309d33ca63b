import { errorBodySchema } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const okSchema = z.object({ status: z.literal("ok") });

/** Liveness and readiness for load balancers; also served at the web's /healthcheck and /ready. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.services;

  app.get(
    "/healthcheck",
    { schema: { tags: ["system"], summary: "Process is up", response: { 200: okSchema } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/ready",
    {
      schema: {
        tags: ["system"],
        summary: "Database reachable",
        response: { 200: okSchema.extend({ database: z.string() }), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
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
  );
};
