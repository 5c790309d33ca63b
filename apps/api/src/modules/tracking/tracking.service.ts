import type {
  AdminTrackingSummary,
  CommonTrackingScript,
  DevTrackingEvent,
  EventLogBody,
  GaCheckoutEvent,
  GaEcommerceEvent,
  GaPurchaseEvent,
  TrackingKindCounts,
} from "@shop/contracts/tracking";
import { statsPeriod } from "@shop/core/order/sales-stats";
import { TRACKING_EVENT_KINDS, type TrackingEventKind } from "@shop/core/tracking/tracking-calls";
import type { TrackingUtm } from "@shop/core/tracking/tracking-cookies";
import type { Db } from "../../db/client.js";
import {
  countTrackingEventsByDay,
  findRecentTrackingEvents,
  insertTrackingEvent,
  type TrackingEventRow,
} from "./tracking.repository.js";

/** Who made a tracking call: the cookies' visitor and campaign (SPEC §9), and the member of the caller's token. */
export interface TrackingVisitor extends TrackingUtm {
  uid: string | null;
  sourceUserId: number | null;
}

/** A GA4 ecommerce call's body and the kind it stores. */
export type GaEventInput =
  | { kind: "view_item" | "add_to_cart" | "remove_from_cart" | "change_cart_quantity"; body: GaEcommerceEvent }
  | { kind: "checkout"; body: GaCheckoutEvent }
  | { kind: "purchase"; body: GaPurchaseEvent };

export type EventLogKind = "log_item" | "log_order" | "log_featured" | "log_join_user";

export interface TrackingServiceDeps {
  db: Db;
  /** GA_MEASUREMENT_ID; undefined: no script. */
  measurementId: string | undefined;
  /** Where a failed write is reported (the app's logger): the call itself still succeeds. */
  logError: (error: unknown, context: Record<string, unknown>) => void;
  /** Now; tests fix it. */
  clock?: () => Date;
}

const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

/** Σ price × quantity: the value GA4 takes when the page sends none. */
function itemsValue(items: GaEcommerceEvent["items"]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** The row's fields beyond the GA4 common ones, without the absent ones. */
function detailsOf(input: GaEventInput): Record<string, unknown> {
  const details: Record<string, unknown> = { currency: input.body.currency };
  if (input.kind === "checkout") {
    details.checkout_step = input.body.checkout_step;
    if (input.body.checkout_option !== undefined) details.checkout_option = input.body.checkout_option;
    if (input.body.transaction_id !== undefined) details.transaction_id = input.body.transaction_id;
  }
  if (input.kind === "purchase") {
    if (input.body.shipping !== undefined) details.shipping = input.body.shipping;
    if (input.body.coupon !== undefined) details.coupon = input.body.coupon;
  }
  return details;
}

/** The order of a purchase (or of a checkout step that has one), else the first item. */
function targetIdOf(input: GaEventInput): string | null {
  if (input.kind === "purchase") return input.body.transaction_id;
  if (input.kind === "checkout" && input.body.transaction_id) return input.body.transaction_id;
  return input.body.items[0]?.item_id ?? null;
}

function visitorColumns(visitor: TrackingVisitor) {
  const { uid, sourceUserId, utmSource, utmMedium, utmCampaign, utmItem, utmContent } = visitor;
  return { uid, sourceUserId, utmSource, utmMedium, utmCampaign, utmItem, utmContent };
}

function zeroCounts(): TrackingKindCounts {
  return Object.fromEntries(TRACKING_EVENT_KINDS.map((kind) => [kind, 0])) as TrackingKindCounts;
}

function isKind(kind: string): kind is TrackingEventKind {
  return (TRACKING_EVENT_KINDS as readonly string[]).includes(kind);
}

/**
 * SPEC §7 Tracking (docs/decisions/048): every call stored as one row of tracking_events, outside any transaction of
 * the shopper's; a failed write is logged and never reaches the caller (SPEC §8: tracking failures are only logged).
 */
export function createTrackingService({ db, measurementId, logError, clock = () => new Date() }: TrackingServiceDeps) {
  async function store(row: TrackingEventRow): Promise<void> {
    try {
      await insertTrackingEvent(db, row);
    } catch (error) {
      logError(error, { kind: row.kind, uid: row.uid, targetId: row.targetId });
    }
  }

  return {
    /** GET /api/google-analytics/common-tracking-script: the gtag.js snippet, or nulls without a measurement id. */
    commonTrackingScript(): CommonTrackingScript {
      if (!measurementId) return { measurementId: null, scriptSrc: null, script: null };
      return {
        measurementId,
        scriptSrc: `${GTAG_SRC}?id=${encodeURIComponent(measurementId)}`,
        script:
          "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}" +
          `gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)});`,
      };
    },

    /** A GA4 ecommerce event: never throws for a store failure. */
    recordGaEvent(input: GaEventInput, visitor: TrackingVisitor): Promise<void> {
      const { body } = input;
      return store({
        kind: input.kind,
        ...visitorColumns(visitor),
        targetId: targetIdOf(input),
        value: body.value ?? itemsValue(body.items),
        items: body.items,
        details: detailsOf(input),
      });
    },

    /** An event tracking log call (SPEC §3): never throws for a store failure. */
    recordEventLog(kind: EventLogKind, body: EventLogBody, visitor: TrackingVisitor): Promise<void> {
      return store({
        kind,
        ...visitorColumns(visitor),
        eventCode: body.eventCode || null,
        targetId: body.id ?? null,
        items: body.items ?? [],
      });
    },

    /** GET /api/admin/tracking/summary: rows per kind per Korea day, the last 30 days up to today. */
    async summary(): Promise<AdminTrackingSummary> {
      const period = statsPeriod({}, clock());
      if (!period.ok) throw new Error(`default stats period refused: ${period.message}`);
      const byDay = new Map(period.days.map((day) => [day, zeroCounts()]));
      const totals = zeroCounts();
      for (const row of await countTrackingEventsByDay(db, period.start, period.end)) {
        const counts = byDay.get(row.day);
        if (!counts || !isKind(row.kind)) continue;
        counts[row.kind] += row.count;
        totals[row.kind] += row.count;
      }
      const sum = (counts: TrackingKindCounts) => Object.values(counts).reduce((a, b) => a + b, 0);
      return {
        from: period.from,
        to: period.to,
        days: [...byDay].reverse().map(([day, counts]) => ({ day, counts, total: sum(counts) })),
        totals,
        total: sum(totals),
      };
    },

    /** GET /api/dev/tracking/events: the newest rows, for browser tests. */
    async devEvents(query: { utmSource?: string | undefined; uid?: string | undefined; limit: number }) {
      const rows = await findRecentTrackingEvents(db, query);
      const list: DevTrackingEvent[] = rows
        .filter((row) => isKind(row.kind))
        .map((row) => ({
          ...row,
          value: row.value ?? null,
          createdAt: row.createdAt.toISOString(),
        }));
      return { list };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
