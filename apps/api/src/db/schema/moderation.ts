import type { ReportTargetType } from "@shop/core/moderation/moderation-rules";
import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { timestamptz } from "./columns.js";

// 신고하기 / 차단하기 and the daily visit count (SPEC §7 Common; docs/decisions/051). Owned by modules/moderation: the
// reviews and event replies reported or hidden live in their own modules, reached through their services.

/**
 * A member's report of a review or an event reply: one per member and content (a repeat answers this row). The
 * content's author is kept (null for the demo's replies, which have no member) so the back office sees who.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: serial().primaryKey(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text().$type<ReportTargetType>().notNull(),
    /** reviews.id or event_replies.id, by targetType; no foreign key across the two. */
    targetId: integer().notNull(),
    authorId: integer(),
    reasonCode: text().notNull(),
    /** The member's words (required for 기타); empty otherwise. */
    reasonText: text().notNull().default(""),
    /** received → handled by the back office. */
    status: text().$type<"received" | "handled">().notNull().default("received"),
    createdAt: timestamptz().notNull().defaultNow(),
    handledAt: timestamptz(),
  },
  (t) => [uniqueIndex().on(t.reporterId, t.targetType, t.targetId), index().on(t.status, t.createdAt)],
);

/** A member's blocked authors: their reviews and replies are left out of the lists that member reads. */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    id: serial().primaryKey(),
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The author's masked name as shown where the block was made ("김**"), for my page's list. */
    blockedName: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.blockerId, t.blockedId)],
);

/** Browsers' first visit of each Korea day (the client's visit/visitExpireDate keys), counted per day. */
export const dailyVisits = pgTable(
  "daily_visits",
  {
    day: date({ mode: "string" }).notNull(),
    visits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day] })],
);
