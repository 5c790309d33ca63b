import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { trackingEvents } from "../../db/schema/tracking.js";

export type TrackingEventRow = typeof trackingEvents.$inferInsert;

/** Stores one tracking call's row. */
export async function insertTrackingEvent(db: Db, row: TrackingEventRow): Promise<void> {
  await db.insert(trackingEvents).values(row);
}

const dayKindCount = z.object({ day: z.string(), kind: z.string(), count: z.coerce.number().int() });

/** Rows per Korea day and kind stored in [start, end) (the kind-and-time index serves it). */
export async function countTrackingEventsByDay(db: Db, start: Date, end: Date) {
  const day = sql<string>`to_char(${trackingEvents.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, kind: trackingEvents.kind, count: sql<number>`count(*)` })
    .from(trackingEvents)
    .where(and(gte(trackingEvents.createdAt, start), lt(trackingEvents.createdAt, end)))
    .groupBy(day, trackingEvents.kind);
  return rows.map((row) => dayKindCount.parse(row));
}

/** The newest rows, optionally of one campaign source or visitor (the dev read for browser tests). */
export async function findRecentTrackingEvents(
  db: Db,
  filter: { utmSource?: string | undefined; uid?: string | undefined; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.utmSource !== undefined) conditions.push(eq(trackingEvents.utmSource, filter.utmSource));
  if (filter.uid !== undefined) conditions.push(eq(trackingEvents.uid, filter.uid));
  return db
    .select()
    .from(trackingEvents)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(trackingEvents.id))
    .limit(filter.limit);
}
