import { errorResponses } from "@shop/contracts/common";
import {
  aboutUsResponseSchema,
  appVersionQuerySchema,
  appVersionResponseSchema,
  maintenanceResponseSchema,
  operatorResponseSchema,
  quickInfoResponseSchema,
  sessionTimeoutResponseSchema,
} from "@shop/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Shop-wide settings and company details (SPEC §7 Common, App, session timeout). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site } = app.services;

  app.get(
    "/common/about-us",
    {
      schema: {
        tags: ["common"],
        summary: "Company information for the footer and the introduction page",
        response: { 200: aboutUsResponseSchema, 404: errorResponses[404] },
      },
    },
    async () => ({ about: await site.getAboutUs() }),
  );

  app.get(
    "/common/operator",
    {
      schema: {
        tags: ["common"],
        summary: "Customer centre phone, hours and e-mail",
        response: { 200: operatorResponseSchema, 404: errorResponses[404] },
      },
    },
    async () => site.getOperator(),
  );

  app.get(
    "/common/quick-info",
    {
      schema: {
        tags: ["common"],
        summary: "Cart and wishlist counts for the header and floating menu",
        response: { 200: quickInfoResponseSchema },
      },
    },
    async (request) => site.getQuickInfo(request.auth?.userId ?? null),
  );

  app.get(
    "/common/maintenance",
    {
      schema: {
        tags: ["common"],
        summary: "The maintenance window (Korea time) and whether it is active now",
        response: { 200: maintenanceResponseSchema },
      },
    },
    async () => site.getMaintenance(),
  );

  app.get(
    "/auth/session-timeout",
    {
      schema: {
        tags: ["auth"],
        summary: "Minutes of inactivity before the storefront logs out",
        response: { 200: sessionTimeoutResponseSchema, 404: errorResponses[404] },
      },
    },
    async () => ({ data: { timeout: await site.getSessionTimeout() } }),
  );

  app.get(
    "/app-version",
    {
      schema: {
        tags: ["app"],
        summary: "Newest app version of a platform",
        querystring: appVersionQuerySchema,
        response: { 200: appVersionResponseSchema, ...errorResponses },
      },
    },
    async (request) => site.getAppVersion(request.query.platform),
  );
};
