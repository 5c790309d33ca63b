import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { requireStaff, staffOf } from "../../plugins/staff-auth.js";

/**
 * The back office's stripe banner, popups and main visuals (issue 14 item 4): /api/admin/stripe-banner[/{id}],
 * /api/admin/popups[/{id}], /api/admin/main-visuals[/{id}].
 */
export const displayAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { displayAdmin } = app.services;
  const tags = ["admin"];
  const errors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema };
  const guard = requireStaff("content.write");

  app.route({
    ...endpointRoute(apiEndpoints.adminStripeBanners, {
      tags,
      summary: "Staff: stripe banners, latest start first, marking the one the header shows",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => displayAdmin.listBanners(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateStripeBanner, { tags, summary: "Staff: add a stripe banner", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.createBanner(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateStripeBanner, { tags, summary: "Staff: edit a stripe banner", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.updateBanner(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminDeleteStripeBanner, { tags, summary: "Staff: delete a stripe banner", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.removeBanner(staffOf(request), request.params.id),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminMainVisuals, {
      tags,
      summary: "Staff: the home page's main visuals in order, marking the live ones",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => displayAdmin.listMainVisuals(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreateMainVisual, { tags, summary: "Staff: add a main visual", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.createMainVisual(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdateMainVisual, { tags, summary: "Staff: edit a main visual", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.updateMainVisual(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminDeleteMainVisual, { tags, summary: "Staff: delete a main visual", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.removeMainVisual(staffOf(request), request.params.id),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminPopups, {
      tags,
      summary: "Staff: popups in display order, marking the live ones",
      errors,
    }),
    onRequest: guard,
    handler: async (request) => displayAdmin.listPopups(request.query),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminCreatePopup, { tags, summary: "Staff: add a popup", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.createPopup(staffOf(request), request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminUpdatePopup, { tags, summary: "Staff: edit a popup", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.updatePopup(staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...endpointRoute(apiEndpoints.adminDeletePopup, { tags, summary: "Staff: delete a popup", errors }),
    onRequest: guard,
    handler: async (request) => displayAdmin.removePopup(staffOf(request), request.params.id),
  });
};
