import { TRACKING_EVENT_KINDS } from "@shop/core/tracking/tracking-calls";
import { z } from "zod";

// SPEC §7 Tracking (docs/decisions/048): the GA4 ecommerce events the storefront reports (items with item_id,
// item_name, price, quantity; currency KRW; value in won) and the event tracking log of SPEC §3. The visitor's uid
// and campaign are not in the bodies: the API reads them from the 30-minute cookies (SPEC §9). Every call answers
// `{ accepted: true }` once its body is valid, stored or not.

const ITEM_MESSAGE = "상품 정보를 확인해 주세요.";
const MAX_WON = 10_000_000_000;

const itemCodeField = z
  .string(ITEM_MESSAGE)
  .trim()
  .min(1, "상품 코드를 확인해 주세요.")
  .max(50, "상품 코드를 확인해 주세요.");
const wonField = (message: string) => z.number(message).int(message).min(0, message).max(MAX_WON, message);
const optionalText = (max: number) => z.string(ITEM_MESSAGE).trim().max(max, ITEM_MESSAGE).optional();

/** One GA4 ecommerce item. */
export const gaItemSchema = z.object({
  /** The item's code (itemUserCode, e.g. G0000001). */
  item_id: itemCodeField,
  item_name: z
    .string("상품명을 확인해 주세요.")
    .trim()
    .min(1, "상품명을 확인해 주세요.")
    .max(200, "상품명을 확인해 주세요."),
  /** The unit price in won. */
  price: wonField("상품 가격을 확인해 주세요."),
  quantity: z
    .number("상품 수량을 확인해 주세요.")
    .int("상품 수량을 확인해 주세요.")
    .min(1, "상품 수량을 확인해 주세요.")
    .max(99_999, "상품 수량을 확인해 주세요."),
  item_brand: optionalText(100),
  item_category: optionalText(100),
  /** The option chosen (e.g. a weight). */
  item_variant: optionalText(200),
  /** The discount per unit in won. */
  discount: wonField("할인 금액을 확인해 주세요.").optional(),
  /** The item's position in the list it was picked from. */
  index: z.number(ITEM_MESSAGE).int(ITEM_MESSAGE).min(0, ITEM_MESSAGE).max(10_000, ITEM_MESSAGE).optional(),
});
export type GaItem = z.infer<typeof gaItemSchema>;

/** view_item, add_to_cart, remove_from_cart and the quantity change (the items' new quantities). */
export const gaEcommerceEventSchema = z.object({
  currency: z.literal("KRW", "통화는 KRW만 사용할 수 있습니다.").default("KRW"),
  /** The event's amount in won; by default Σ price × quantity of the items. */
  value: wonField("금액을 확인해 주세요.").optional(),
  items: z.array(gaItemSchema, ITEM_MESSAGE).min(1, ITEM_MESSAGE).max(100, "상품은 100개까지 보낼 수 있습니다."),
});
export type GaEcommerceEvent = z.infer<typeof gaEcommerceEventSchema>;

/**
 * A checkout step (SPEC §4: 1 init, 2 input user, 3 input payment, 4 confirm order, 5 purchase). The checkout pages
 * report steps without their lines (lib/checkout-steps.ts), so items may be empty here.
 */
export const gaCheckoutEventSchema = gaEcommerceEventSchema.extend({
  items: z.array(gaItemSchema, ITEM_MESSAGE).max(100, "상품은 100개까지 보낼 수 있습니다.").default([]),
  checkout_step: z
    .number("주문 단계를 확인해 주세요.")
    .int("주문 단계를 확인해 주세요.")
    .min(1, "주문 단계를 확인해 주세요.")
    .max(5, "주문 단계를 확인해 주세요."),
  /** e.g. the payment method chosen. */
  checkout_option: optionalText(100),
  /** The order code, once there is one (step 5). */
  transaction_id: z.string("주문번호를 확인해 주세요.").trim().max(50, "주문번호를 확인해 주세요.").optional(),
});
export type GaCheckoutEvent = z.infer<typeof gaCheckoutEventSchema>;

export const gaPurchaseEventSchema = gaEcommerceEventSchema.extend({
  /** The order code. */
  transaction_id: z
    .string("주문번호를 확인해 주세요.")
    .trim()
    .min(1, "주문번호를 확인해 주세요.")
    .max(50, "주문번호를 확인해 주세요."),
  shipping: wonField("배송비를 확인해 주세요.").optional(),
  coupon: optionalText(100),
});
export type GaPurchaseEvent = z.infer<typeof gaPurchaseEventSchema>;

const eventIdField = z
  .union([z.string(), z.number().int()], "이벤트 대상을 확인해 주세요.")
  .transform((id) => String(id).trim())
  .pipe(z.string().min(1, "이벤트 대상을 확인해 주세요.").max(100, "이벤트 대상을 확인해 주세요."));

/** The event tracking log of SPEC §3 without uid, sourceUserId and utm* (cookies and the caller's token). */
const eventLogBaseSchema = z.object({
  /** The campaign or event the shopper came through, when the page knows it. */
  eventCode: z.string("이벤트 코드를 확인해 주세요.").trim().max(50, "이벤트 코드를 확인해 주세요.").optional(),
  /** Item codes the event concerns. */
  items: z.array(itemCodeField, ITEM_MESSAGE).max(100, "상품은 100개까지 보낼 수 있습니다.").optional(),
});

/** POST /api/event-log/item: `id` is the item's code. */
export const eventLogItemSchema = eventLogBaseSchema.extend({ id: eventIdField });
/** POST /api/event-log/order: `id` is the order code, `items` its items. */
export const eventLogOrderSchema = eventLogBaseSchema.extend({ id: eventIdField });
/** POST /api/event-log/featured: `id` is the featured page's (기획전) id. */
export const eventLogFeaturedSchema = eventLogBaseSchema.extend({ id: eventIdField });
/** POST /api/event-log/join-user: a member joined (the member is the caller's token when there is one). */
export const eventLogJoinUserSchema = eventLogBaseSchema.extend({ id: eventIdField.optional() });
export type EventLogBody = z.infer<typeof eventLogItemSchema> | z.infer<typeof eventLogJoinUserSchema>;

/** Every tracking call's answer: the body was valid; whether its row was stored is only logged. */
export const trackingAcceptedSchema = z.object({ accepted: z.literal(true) });
export type TrackingAccepted = z.infer<typeof trackingAcceptedSchema>;

/** GET /api/google-analytics/common-tracking-script: the gtag.js snippet of GA_MEASUREMENT_ID, all null without one. */
export const commonTrackingScriptSchema = z.object({
  measurementId: z.string().nullable(),
  /** The gtag.js loader to add as `<script async src>`. */
  scriptSrc: z.string().nullable(),
  /** The inline script that defines gtag() and configures the measurement id. */
  script: z.string().nullable(),
});
export type CommonTrackingScript = z.infer<typeof commonTrackingScriptSchema>;

export const trackingEventKindSchema = z.enum(TRACKING_EVENT_KINDS);

/** Rows per kind: every kind present, 0 when none. */
const kindCountsSchema = z.record(trackingEventKindSchema, z.number().int());
export type TrackingKindCounts = z.infer<typeof kindCountsSchema>;

/** GET /api/admin/tracking/summary: rows stored per kind per Korea day, the last 30 days up to today. */
export const adminTrackingSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Newest day first; every day of the period, with zeros on a day without rows. */
  days: z.array(z.object({ day: z.string(), counts: kindCountsSchema, total: z.number().int() })),
  totals: kindCountsSchema,
  total: z.number().int(),
});
export type AdminTrackingSummary = z.infer<typeof adminTrackingSummarySchema>;

/** GET /api/dev/tracking/events (DEV_TOOLS): the newest stored rows, for browser tests. */
export const devTrackingEventsQuerySchema = z.object({
  utmSource: z.string().max(100).optional(),
  uid: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const devTrackingEventSchema = z.object({
  kind: trackingEventKindSchema,
  uid: z.string().nullable(),
  sourceUserId: z.number().int().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmItem: z.string().nullable(),
  utmContent: z.string().nullable(),
  eventCode: z.string().nullable(),
  targetId: z.string().nullable(),
  value: z.number().int().nullable(),
  items: z.array(z.unknown()),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type DevTrackingEvent = z.infer<typeof devTrackingEventSchema>;
export const devTrackingEventsSchema = z.object({ list: z.array(devTrackingEventSchema) });
