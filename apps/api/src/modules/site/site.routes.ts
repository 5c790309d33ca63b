import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { cartOwnerOf } from "../cart/cart.service.js";

/** Shop-wide settings and company details (SPEC §7 Common, App, session timeout). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site } = app.services;
  const notFound = { 404: errorResponses[404] };

  app.route({
    ...endpointRoute(apiEndpoints.aboutUs, {
      tags: ["common"],
      summary: "Company information for the footer and the introduction page",
      errors: notFound,
    }),
    handler: async () => ({ about: await site.getAboutUs() }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.operator, {
      tags: ["common"],
      summary: "Customer centre phone, hours and e-mail",
      errors: notFound,
    }),
    handler: async () => site.getOperator(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.quickInfo, {
      tags: ["common"],
      summary: "Cart and wishlist counts for the header and floating menu",
    }),
    handler: async (request) =>
      site.getQuickInfo(request.auth?.userId ?? null, request.auth ? cartOwnerOf(request.auth) : null),
  });

  app.route({
    ...endpointRoute(apiEndpoints.maintenance, {
      tags: ["common"],
      summary: "The maintenance window (Korea time) and whether it is active now",
    }),
    handler: async () => site.getMaintenance(),
  });

  app.route({
    ...endpointRoute(apiEndpoints.sessionTimeout, {
      tags: ["auth"],
      summary: "Minutes of inactivity before the storefront logs out",
      errors: notFound,
    }),
    handler: async () => ({ data: { timeout: await site.getSessionTimeout() } }),
  });

  app.route({
    ...endpointRoute(apiEndpoints.appVersion, {
      tags: ["app"],
      summary: "Newest app version of a platform",
      errors: errorResponses,
    }),
    handler: async (request) => site.getAppVersion(request.query.platform),
  });
};
