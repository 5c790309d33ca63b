import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorResponses } from "@shop/contracts/common";
import {
  TRACKING_QUERY_COOKIE,
  TRACKING_UID_COOKIE,
  utmOfQuery,
  validTrackingUid,
} from "@shop/core/tracking/tracking-cookies";
import { parseCookie } from "cookie";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import type { TrackingVisitor } from "./tracking.service.js";

const VISITOR =
  "The visitor's uid and campaign (utm_source, utm_medium, utm_campaign, utm_item, utm_content) are read from the " +
  "30-minute cookies `tracking_uid` and `tracking_query` the storefront writes from the landing URL (SPEC §9); a " +
  "member token's user is stored as sourceUserId. Answers `{ accepted: true }` once the body is valid: a failed " +
  "write is logged, never answered (SPEC §8).";

/** The caller as the tracking log records it: cookies for the visitor, the bearer token for the member. */
function visitorOf(request: FastifyRequest): TrackingVisitor {
  const header = request.headers.cookie;
  const cookies = header ? parseCookie(header) : {};
  return {
    uid: validTrackingUid(cookies[TRACKING_UID_COOKIE]),
    ...utmOfQuery(cookies[TRACKING_QUERY_COOKIE] ?? ""),
    sourceUserId: request.auth?.userId ?? null,
  };
}

/** SPEC §7 Tracking (docs/decisions/048): the GA4 ecommerce events and the event tracking log, stored per call. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracking } = app.services;
  const tags = ["tracking"];
  const errors = { 400: errorResponses[400] };
  const accepted = { accepted: true } as const;

  app.route({
    ...endpointRoute(apiEndpoints.gaCommonTrackingScript, {
      tags,
      summary: "The GA4 gtag.js snippet of GA_MEASUREMENT_ID (all null when none is configured)",
    }),
    handler: async () => tracking.commonTrackingScript(),
  });

  const gaCalls = [
    [apiEndpoints.gaDetail, "view_item", "An item page was viewed (GA4 view_item)"],
    [apiEndpoints.gaAddToCart, "add_to_cart", "Items were put in the cart (GA4 add_to_cart)"],
    [apiEndpoints.gaRemoveFromCart, "remove_from_cart", "Cart lines were deleted (GA4 remove_from_cart)"],
    [
      apiEndpoints.gaChangeFromCartQuantity,
      "change_cart_quantity",
      "A cart line's quantity changed (items carry the new quantity; GA4 has no such event)",
    ],
  ] as const;
  for (const [endpoint, kind, summary] of gaCalls) {
    app.route({
      ...endpointRoute(endpoint, { tags, summary, description: VISITOR, errors }),
      handler: async (request) => {
        await tracking.recordGaEvent({ kind, body: request.body }, visitorOf(request));
        return accepted;
      },
    });
  }

  app.route({
    ...endpointRoute(apiEndpoints.gaCheckout, {
      tags,
      summary: "A checkout step (SPEC §4: 1 init, 2 input user, 3 input payment, 4 confirm order, 5 purchase)",
      description: VISITOR,
      errors,
    }),
    handler: async (request) => {
      await tracking.recordGaEvent({ kind: "checkout", body: request.body }, visitorOf(request));
      return accepted;
    },
  });

  app.route({
    ...endpointRoute(apiEndpoints.gaPurchase, {
      tags,
      summary: "An order was placed and paid (GA4 purchase; transaction_id is the order code)",
      description: VISITOR,
      errors,
    }),
    handler: async (request) => {
      await tracking.recordGaEvent({ kind: "purchase", body: request.body }, visitorOf(request));
      return accepted;
    },
  });

  const logCalls = [
    [apiEndpoints.eventLogItem, "log_item", "Event tracking log: an item (id = its code)"],
    [apiEndpoints.eventLogOrder, "log_order", "Event tracking log: an order (id = its code, items = its item codes)"],
    [apiEndpoints.eventLogFeatured, "log_featured", "Event tracking log: a featured page or display click (id)"],
  ] as const;
  for (const [endpoint, kind, summary] of logCalls) {
    app.route({
      ...endpointRoute(endpoint, { tags, summary, description: VISITOR, errors }),
      handler: async (request) => {
        await tracking.recordEventLog(kind, request.body, visitorOf(request));
        return accepted;
      },
    });
  }

  app.route({
    ...endpointRoute(apiEndpoints.eventLogJoinUser, {
      tags,
      summary: "Event tracking log: a member joined",
      description: VISITOR,
      errors,
    }),
    handler: async (request) => {
      await tracking.recordEventLog("log_join_user", request.body, visitorOf(request));
      return accepted;
    },
  });
};
