import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const { faqs } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.faqList, {
      tags: ["faq"],
      summary: "FAQ by category and keyword (question or answer), with the category list",
      errors: { 400: errorResponses[400] },
    }),
    handler: async (request) => faqs.listFaqs(request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.faqDetail, { tags: ["faq"], summary: "One FAQ entry", errors: errorResponses }),
    handler: async (request) => ({ faq: await faqs.getFaq(request.params.id) }),
  });
};
