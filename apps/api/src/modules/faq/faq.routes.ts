import { errorResponses, idParamSchema } from "@shop/contracts/common";
import { faqDetailSchema, faqListQuerySchema, faqListSchema } from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const { faqs } = app.services;

  app.get(
    "/faq",
    {
      schema: {
        tags: ["faq"],
        summary: "FAQ by category and keyword (question or answer), with the category list",
        querystring: faqListQuerySchema,
        response: { 200: faqListSchema, 400: errorResponses[400] },
      },
    },
    async (request) => faqs.listFaqs(request.query),
  );

  app.get(
    "/faq/:id",
    {
      schema: {
        tags: ["faq"],
        summary: "One FAQ entry",
        params: idParamSchema,
        response: { 200: faqDetailSchema, ...errorResponses },
      },
    },
    async (request) => ({ faq: await faqs.getFaq(request.params.id) }),
  );
};
