import { errorResponses, idParamSchema } from "@shop/contracts/common";
import { noticeDetailSchema, noticeListQuerySchema, noticeListSchema, noticeMainSchema } from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notices } = app.services;

  app.get(
    "/notice",
    {
      schema: {
        tags: ["notice"],
        summary: "Notices, pinned first then newest; keyword searches titles",
        querystring: noticeListQuerySchema,
        response: { 200: noticeListSchema, 400: errorResponses[400] },
      },
    },
    async (request) => notices.listNotices(request.query),
  );

  app.get(
    "/notice/main",
    {
      schema: {
        tags: ["notice"],
        summary: "Up to 5 newest notices marked for the home page",
        response: { 200: noticeMainSchema },
      },
    },
    async () => ({ list: await notices.listMainNotices() }),
  );

  app.get(
    "/notice/:id",
    {
      schema: {
        tags: ["notice"],
        summary: "One notice with its older and newer neighbours; counts the view",
        params: idParamSchema,
        response: { 200: noticeDetailSchema, ...errorResponses },
      },
    },
    async (request) => notices.openNotice(request.params.id),
  );
};
