import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { answerNiceDmoaSandbox } from "./nice-dmoa-sandbox.js";

/**
 * The local NICE business information API (modules/nice-dmoa-sandbox): POST /api/dev/nice-dmoa/v1/business/status
 * answers as docs/api/nice-dmoa.md writes the real one. Registered while the business lookup has no NICE_DMOA_API_KEY
 * (config PROVIDERS.businessLookup), in demo mode or with the dev tools, like the other sandboxes. A wrong body is
 * answered in the API's own shape (status_code), never with the shop's 400.
 */
export const niceDmoaSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = {
    tags: ["dev"],
    summary: "Sandbox of NICE's business information API (사업자 상태·정보 조회, docs/api/nice-dmoa.md)",
  };
  app.route({
    ...endpointRoute(apiEndpoints.devNiceDmoaStatus, doc),
    schema: { ...doc, body: z.unknown() },
    handler: async (request, reply) => {
      const answer = answerNiceDmoaSandbox(request.headers.authorization, request.body);
      return reply
        .code(answer.status)
        .type("application/json;charset=UTF-8")
        .header("cache-control", "no-store")
        .send(answer.body);
    },
  });
};
