import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { timestamptz } from "./columns.js";

/**
 * Exchanges of the cooperative's Cafe24 mall points into shop points (외부 포인트 전환, docs/decisions/033). One row
 * per exchange request (the member's Idempotency-Key): `requested` before Cafe24 is asked to decrease, `decreased`
 * once it did, `credited` once the shop's point ledger has the same amount (in the transaction that marks it), and
 * `failed` when Cafe24 refused. A `decreased` row is credited by the retried request or the next exchange, so points
 * taken at Cafe24 are never lost. Only modules/cafe24 reads or writes it.
 */
export const cafe24PointExchanges = pgTable(
  "cafe24_point_exchanges",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    /** The member id at the Cafe24 mall (the shop's login id). */
    cafe24MemberId: text().notNull(),
    amount: integer().notNull(),
    status: text({ enum: ["requested", "decreased", "credited", "failed"] }).notNull(),
    failMessage: text(),
    requestedAt: timestamptz().notNull().defaultNow(),
    completedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.idempotencyKey),
    index("cafe24_point_exchanges_open").on(t.userId).where(sql`${t.status} in ('requested', 'decreased')`),
    check("cafe24_point_exchanges_amount", sql`${t.amount} > 0`),
  ],
);

/**
 * The local Cafe24 sandbox's state (served at /api/dev/cafe24/…): each mall member's points as Cafe24 would answer
 * them, and the history of increases and decreases.
 */
export const cafe24SandboxPoints = pgTable(
  "cafe24_sandbox_points",
  {
    id: serial().primaryKey(),
    memberId: text().notNull(),
    /** Positive for an increase, negative for a decrease. */
    amount: integer().notNull(),
    reason: text().notNull(),
    orderId: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.memberId, t.createdAt)],
);
