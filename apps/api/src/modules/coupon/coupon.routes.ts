import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/** The calling member, or null for an anonymous caller or a guest (public lists then mark nothing as held). */
function memberIdOrNull(request: FastifyRequest): number | null {
  const auth = request.auth;
  return auth && !auth.restriction && auth.role === "ROLE_USER" && auth.userId !== null ? auth.userId : null;
}

/** Coupons: the download corner, an item page's coupons, a member's coupons and codes (SPEC §7 Shipping and coupons, Catalog). */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coupons } = app.services;
  const tags = ["coupon"];
  const publicErrors = errorResponses;
  const memberErrors = { ...errorResponses, 401: errorBodySchema };
  const issueErrors = { ...memberErrors, 409: errorBodySchema };
  // A typed code may be refused by the throttle (COUPON_CODE_THROTTLED, with Retry-After).
  const codeErrors = { ...issueErrors, 429: errorBodySchema };

  app.route({
    ...endpointRoute(apiEndpoints.myCoupons, {
      tags,
      summary: "Members: my coupons, active (usable) or inactive (used, expired), with the tabs' counts",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => coupons.listMine(memberOf(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.myShippingCoupons, {
      tags,
      summary: "Members: my usable shipping coupons, soonest to expire first",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => coupons.listMyShippingCoupons(memberOf(request).userId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.downloadCoupons, {
      tags,
      summary: "The download corner: coupons open for download now (downloaded marks a member's own; none for others)",
      errors: publicErrors,
    }),
    handler: async (request) => coupons.listDownloadable(memberIdOrNull(request), request.query),
  });

  app.route({
    ...endpointRoute(apiEndpoints.downloadCoupon, {
      tags,
      summary: "Members: download one coupon (once per member, within its period and issue limit)",
      errors: issueErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => coupons.download(memberOf(request).userId, request.body.couponId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.downloadAllCoupons, {
      tags,
      summary: "Members: download every coupon of the download corner I can still get",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => coupons.downloadAll(memberOf(request).userId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.downloadCouponLink, {
      tags,
      summary: "Members: get the coupon of a code sent by link; 429 after 10 wrong codes in 10 minutes",
      errors: codeErrors,
    }),
    onRequest: requireMember,
    handler: async (request) =>
      coupons.downloadByLink({ userId: memberOf(request).userId, address: request.ip }, request.body.code),
  });

  app.route({
    ...endpointRoute(apiEndpoints.exchangeOfflineCoupon, {
      tags,
      summary:
        "Members: exchange a paper coupon's code for the coupon (a GET, as SPEC §7 lists it); 429 after 10 wrong codes in 10 minutes",
      errors: codeErrors,
    }),
    onRequest: requireMember,
    handler: async (request) =>
      coupons.exchangeOffline({ userId: memberOf(request).userId, address: request.ip }, request.query.code),
  });

  app.route({
    ...endpointRoute(apiEndpoints.couponAppliesTo, {
      tags,
      summary: "Members: what my copy of a coupon applies to (all items, one item, one seller's items)",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => coupons.describeAppliesTo(memberOf(request).userId, request.params.couponId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.itemCoupons, {
      tags,
      summary: "The item coupons open for an item: every item's, its seller's and its own (downloaded marks mine)",
      errors: publicErrors,
    }),
    handler: async (request) => coupons.listForItem(memberIdOrNull(request), request.params.itemUserCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.downloadItemCoupons, {
      tags,
      summary: "Members: download every coupon of an item page I can still get",
      errors: memberErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => coupons.downloadAllForItem(memberOf(request).userId, request.body.itemId),
  });
};
