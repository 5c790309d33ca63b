import { TRACKING_CALL_PATHS as paths } from "@shop/core/tracking/tracking-calls";
import type { ApiEndpoint } from "../api-endpoints.js";
import {
  adminTrackingSummarySchema,
  commonTrackingScriptSchema,
  devTrackingEventsQuerySchema,
  devTrackingEventsSchema,
  eventLogFeaturedSchema,
  eventLogItemSchema,
  eventLogJoinUserSchema,
  eventLogOrderSchema,
  gaCheckoutEventSchema,
  gaEcommerceEventSchema,
  gaPurchaseEventSchema,
  trackingAcceptedSchema,
} from "../tracking.js";

const accepted = trackingAcceptedSchema;

/** SPEC §7 Tracking, the back office's summary of it and its dev read (docs/decisions/048); spread into apiEndpoints. */
export const trackingEndpoints = {
  gaCommonTrackingScript: { method: "GET", path: paths.commonTrackingScript, response: commonTrackingScriptSchema },
  gaPurchase: { method: "POST", path: paths.purchase, body: gaPurchaseEventSchema, response: accepted },
  gaAddToCart: { method: "POST", path: paths.addToCart, body: gaEcommerceEventSchema, response: accepted },
  gaRemoveFromCart: { method: "POST", path: paths.removeFromCart, body: gaEcommerceEventSchema, response: accepted },
  gaChangeFromCartQuantity: {
    method: "POST",
    path: paths.changeFromCartQuantity,
    body: gaEcommerceEventSchema,
    response: accepted,
  },
  gaDetail: { method: "POST", path: paths.detail, body: gaEcommerceEventSchema, response: accepted },
  gaCheckout: { method: "POST", path: paths.checkout, body: gaCheckoutEventSchema, response: accepted },
  eventLogItem: { method: "POST", path: paths.eventLogItem, body: eventLogItemSchema, response: accepted },
  eventLogOrder: { method: "POST", path: paths.eventLogOrder, body: eventLogOrderSchema, response: accepted },
  eventLogFeatured: { method: "POST", path: paths.eventLogFeatured, body: eventLogFeaturedSchema, response: accepted },
  eventLogJoinUser: { method: "POST", path: paths.eventLogJoinUser, body: eventLogJoinUserSchema, response: accepted },
  adminTrackingSummary: { method: "GET", path: "/admin/tracking/summary", response: adminTrackingSummarySchema },
  devTrackingEvents: {
    method: "GET",
    path: "/dev/tracking/events",
    querystring: devTrackingEventsQuerySchema,
    response: devTrackingEventsSchema,
    dev: true,
  },
} as const satisfies Record<string, ApiEndpoint>;
