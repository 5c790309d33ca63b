import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** Points and the my-page summary (SPEC §7 My page: /api/mypage, /api/mypage/points, /api/mypage/coupon-and-point). */
export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  const { points } = app.services;
  const tags = ["point"];
  const errors = { ...errorResponses, 401: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.mypageSummary, {
      tags,
      summary: "Members: the my-page summary (points, usable item coupons, usable shipping coupons)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => points.summary(memberOf(request).userId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.myPoints, {
      tags,
      summary: "Members: my point balance and history (earned, used, restored, expired), newest first",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => points.history(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.mypageCouponAndPoint, {
      tags,
      summary:
        "Members: my points (balance, expiring within 30 days) and coupons (usable item and shipping, expiring within 7 days)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => points.couponAndPoint(memberOf(request).userId),
  });
};
