import type { FastifyInstance } from "fastify";
import { ApiError } from "../lib/api-error.js";
import { healthRoutes } from "./health/health.routes.js";

/** Every domain's routes; each module owns its paths under /api (SPEC §7). */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(healthRoutes, { prefix: "/api" });

  // Unknown API paths answer JSON 404 instead of falling through to the storefront's catch-all.
  app.all("/api/*", { schema: { hide: true } }, async (request) => {
    throw new ApiError(
      404,
      "NOT_FOUND",
      "요청하신 정보를 찾을 수 없습니다.",
      `${request.method} ${request.url.split("?")[0]} does not exist`,
    );
  });
}
