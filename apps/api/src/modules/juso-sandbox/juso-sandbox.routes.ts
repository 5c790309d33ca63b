import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { searchJusoSandbox } from "./juso-sandbox.js";

// The API's query as sent: every parameter is text and may be missing; a wrong one is answered in the API's own shape
// (an error code in results.common), never with the shop's 400. Parameters the sandbox does not use (hstryYn,
// firstSort, addInfoYn) pass unread.
const text = (max: number) => z.string().max(max).optional();
const jusoQuerySchema = z.object({
  confmKey: text(200),
  currentPage: text(12),
  countPerPage: text(12),
  keyword: text(1000),
  resultType: text(10),
});

/**
 * The local road-name address API (modules/juso-sandbox): GET /api/dev/juso/addrLinkApi.do answers as
 * business.juso.go.kr/addrlink/addrLinkApi.do does with resultType=json. Registered while the postcode search has no
 * JUSO_CONFIRM_KEY (config PROVIDERS.postcode), in demo mode or with the dev tools, like the other sandboxes.
 */
export const jusoSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = {
    tags: ["dev"],
    summary: "Sandbox of the road-name address search API (addrLinkApi.do, resultType=json)",
  };
  app.route({
    ...endpointRoute(apiEndpoints.devJusoSearch, doc),
    schema: { ...doc, querystring: jusoQuerySchema },
    handler: async (request, reply) =>
      reply
        .type("application/json;charset=UTF-8")
        .header("cache-control", "no-store")
        .send(searchJusoSandbox(request.query)),
  });
};
