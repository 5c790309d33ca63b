import { and, asc, count, desc, eq, gt, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { eventItems, events } from "../../db/schema/display.js";
import { qualified } from "../../lib/qualified-column.js";

// The back office's events (docs/decisions/044): every event whatever its state, written by operators.

export type EventRow = typeof events.$inferSelect;
export type EventFields = Pick<
  typeof events.$inferInsert,
  | "link"
  | "kind"
  | "title"
  | "subTitle"
  | "summary"
  | "content"
  | "imageUrl"
  | "startAt"
  | "endAt"
  | "displayed"
  | "replyEnabled"
  | "sortOrder"
>;

const itemCount = sql<number>`(select count(*)::int from ${eventItems} where ${eventItems.eventId} = ${qualified(events, events.id)})`;

/** One page of events, latest start first, by title words and state at `now`. */
export async function findAdminEventPage(
  db: Db,
  filter: { keyword?: string | undefined; status?: "scheduled" | "active" | "ended" | undefined; now: Date },
  page: { limit: number; offset: number },
) {
  const byStatus: Record<"scheduled" | "active" | "ended", SQL> = {
    scheduled: gt(events.startAt, filter.now),
    active: and(lte(events.startAt, filter.now), gt(events.endAt, filter.now))!,
    ended: lte(events.endAt, filter.now),
  };
  const where = and(
    filter.keyword ? ilike(events.title, `%${filter.keyword.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
    filter.status ? byStatus[filter.status] : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: events, itemCount })
      .from(events)
      .where(where)
      .orderBy(desc(events.startAt), desc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findAdminEvent(db: Db | Tx, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function lockAdminEvent(tx: Tx, id: number) {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for("update");
  return row;
}

/** Another event with this link slug, if any. */
export async function findEventIdByLink(tx: Tx, link: string) {
  const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.link, link));
  return row?.id;
}

export async function insertEvent(tx: Tx, fields: EventFields) {
  const [row] = await tx.insert(events).values(fields).returning();
  return row!;
}

export async function updateEvent(tx: Tx, id: number, fields: Partial<EventFields>) {
  const [row] = await tx.update(events).set(fields).where(eq(events.id, id)).returning();
  return row!;
}

/** An event's items in the page's order. */
export function findAdminEventItems(db: Db | Tx, eventId: number) {
  return db
    .select({ itemId: eventItems.itemId, groupName: eventItems.groupName })
    .from(eventItems)
    .where(eq(eventItems.eventId, eventId))
    .orderBy(asc(eventItems.sortOrder), asc(eventItems.itemId));
}

export async function replaceEventItems(
  tx: Tx,
  eventId: number,
  picked: readonly { itemId: number; groupName: string }[],
) {
  await tx.delete(eventItems).where(eq(eventItems.eventId, eventId));
  if (picked.length > 0) {
    await tx.insert(eventItems).values(picked.map((item, index) => ({ eventId, sortOrder: index, ...item })));
  }
}
