import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { timestamptz } from "./columns.js";
import { coupons } from "./coupon.js";

// 룰렛 이벤트 (issue 15 item 2, docs/decisions/047). Only the roulette module writes these tables; the prizes it gives
// are written by the coupon module (a coupon copy) and the point module (a ledger entry).

/** A roulette event: its period, and how often a member may spin (once per Korea day, or once for the event). */
export const rouletteEvents = pgTable(
  "roulette_events",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    subTitle: text().notNull().default(""),
    /** The operator's notes (유의사항), one per line. */
    notices: text().notNull().default(""),
    limitRule: text({ enum: ["daily", "event"] }).notNull(),
    startAt: timestamptz().notNull(),
    /** Exclusive: the event has ended from this instant. */
    endAt: timestamptz().notNull(),
    /** Shown to shoppers (an operator hides an event without deleting its spins). */
    visible: boolean().notNull().default(true),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.title),
    index().on(t.visible, t.endAt),
    check("roulette_events_period", sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A slice of the wheel: a coupon, points or 꽝, with its odds (weight) and stock (null: no limit). */
export const roulettePrizes = pgTable(
  "roulette_prizes",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => rouletteEvents.id, { onDelete: "cascade" }),
    /** The slice's place on the wheel, from 0 at the top, clockwise. */
    position: integer().notNull(),
    kind: text({ enum: ["coupon", "points", "nothing"] }).notNull(),
    label: text().notNull(),
    /** Coupon prizes: the coupon a winner gets a copy of. */
    couponId: integer().references(() => coupons.id, { onDelete: "restrict" }),
    /** Points prizes: won credited. */
    points: integer().notNull().default(0),
    /** Odds relative to the event's other prizes. */
    weight: integer().notNull(),
    /** Copies left to give; null = no limit (꽝). Taken only under the prizes' row lock. */
    stock: integer(),
  },
  (t) => [
    uniqueIndex().on(t.eventId, t.position),
    check("roulette_prizes_weight", sql`${t.weight} >= 0`),
    check("roulette_prizes_stock", sql`${t.stock} is null or ${t.stock} >= 0`),
    check(
      "roulette_prizes_kind",
      sql`(${t.kind} = 'coupon') = (${t.couponId} is not null) and (${t.kind} = 'points') = (${t.points} > 0)`,
    ),
  ],
);

/**
 * One member's spin and its prize. The unique (event, member, spin key) index is the limit itself: the spin key is the
 * Korea day for a daily roulette, "event" for once per event, so a second spin cannot be written, however many race.
 */
export const rouletteSpins = pgTable(
  "roulette_spins",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => rouletteEvents.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    spinKey: text().notNull(),
    prizeId: integer()
      .notNull()
      .references(() => roulettePrizes.id, { onDelete: "cascade" }),
    /** The apply request's Idempotency-Key: a retry with it answers this spin again. */
    requestKey: text(),
    /** The coupon copy given (coupon_users.id; no foreign key: the coupon module owns that table). */
    couponUserId: integer(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.eventId, t.userId, t.spinKey), index().on(t.userId, t.createdAt)],
);
