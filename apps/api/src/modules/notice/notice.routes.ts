import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notices } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.noticeList, {
      tags: ["notice"],
      summary: "Notices, pinned first then newest; keyword searches titles",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => notices.listNotices(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.mainNotices, {
      tags: ["notice"],
      summary: "Up to 5 newest notices marked for the home page",
    }),
    handler: async () => ({ list: await notices.listMainNotices() }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.noticeDetail, {
      tags: ["notice"],
      summary: "One notice with its older and newer neighbours; counts the view",
      errors: errorResponses,
    }),
    handler: async (request) => notices.openNotice(request.params.id),
  });
};
