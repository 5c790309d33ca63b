import { and, asc, count, desc, eq, gt, inArray, isNull, lte, notInArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/account.js";
import { eventItems, eventReplies, events } from "../../db/schema/display.js";

const summaryColumns = {
  id: events.id,
  link: events.link,
  kind: events.kind,
  title: events.title,
  subTitle: events.subTitle,
  summary: events.summary,
  imageUrl: events.imageUrl,
  startAt: events.startAt,
  endAt: events.endAt,
  replyEnabled: events.replyEnabled,
};

export type EventSummaryRow = Awaited<ReturnType<typeof findEventPage>>["rows"][number];
export type EventKind = (typeof events.$inferSelect)["kind"];

/** Displayed and started: what a shopper may open (ended ones included). */
function openedAt(now: Date): SQL {
  return and(eq(events.displayed, true), lte(events.startAt, now))!;
}

/**
 * One page of events live at `now` (by the operator's order, soonest ending first) or ended by
 * then (latest ended first), with the total.
 */
export async function findEventPage(
  db: Db,
  filter: { status: "active" | "ended"; kind?: EventKind | undefined; now: Date },
  page: { limit: number; offset: number },
) {
  const where = and(
    openedAt(filter.now),
    filter.status === "active" ? gt(events.endAt, filter.now) : lte(events.endAt, filter.now),
    filter.kind === undefined ? undefined : eq(events.kind, filter.kind),
  );
  const order =
    filter.status === "active"
      ? [asc(events.sortOrder), asc(events.endAt), asc(events.id)]
      : [desc(events.endAt), desc(events.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(events)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Spot and time-sale events live at `now`, in the operator's order. */
export function findLiveSpotEvents(db: Db, now: Date) {
  return db
    .select(summaryColumns)
    .from(events)
    .where(and(openedAt(now), gt(events.endAt, now), eq(events.kind, "spot")))
    .orderBy(asc(events.sortOrder), asc(events.endAt), asc(events.id));
}

export type EventKey = { id: number } | { link: string };

/** `/event/{key}`: a key of digits only is an id, anything else the link slug. */
export function parseEventKey(key: string): EventKey {
  return /^\d+$/.test(key) ? { id: Number(key) } : { link: key };
}

/** The condition that picks the event a key names. */
export function eventKeyMatch(key: EventKey) {
  return "id" in key ? eq(events.id, key.id) : eq(events.link, key.link);
}

/** An opened (live or ended) event by id or by its link slug. */
export async function findOpenedEvent(db: Db, key: EventKey, now: Date) {
  const match = eventKeyMatch(key);
  const [row] = await db
    .select({ ...summaryColumns, content: events.content, backgroundColor: events.backgroundColor })
    .from(events)
    .where(and(match, openedAt(now)));
  return row;
}

/** Sets an event's dates and displays it, whatever its state; undefined when no event has that key. */
export async function updateEventWindow(db: Db, key: EventKey, window: { startAt: Date; endAt: Date }) {
  const [row] = await db
    .update(events)
    .set({ startAt: window.startAt, endAt: window.endAt, displayed: true })
    .where(eventKeyMatch(key))
    .returning({ link: events.link, startAt: events.startAt, endAt: events.endAt });
  return row;
}

/** Items of the events, each event's in its display order. */
export async function findEventItemRows(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: eventItems.eventId, itemId: eventItems.itemId, groupName: eventItems.groupName })
    .from(eventItems)
    .where(inArray(eventItems.eventId, [...eventIds]))
    .orderBy(asc(eventItems.eventId), asc(eventItems.sortOrder), asc(eventItems.itemId));
}

export async function countEventReplies(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventReplies).where(eq(eventReplies.eventId, eventId));
  return row?.n ?? 0;
}

const replyColumns = {
  id: eventReplies.id,
  authorName: eventReplies.authorName,
  content: eventReplies.content,
  createdAt: eventReplies.createdAt,
};

export type EventReplyRow = Awaited<ReturnType<typeof findReplyPage>>["rows"][number];

/**
 * An event's replies, newest first: one page and the total; the replies of `hiddenMemberIds` (the viewer's blocked
 * authors, decision 051) are left out of both.
 */
export async function findReplyPage(
  db: Db,
  eventId: number,
  page: { limit: number; offset: number },
  hiddenMemberIds: readonly number[] = [],
) {
  const where = and(
    eq(eventReplies.eventId, eventId),
    hiddenMemberIds.length > 0
      ? or(isNull(eventReplies.memberId), notInArray(eventReplies.memberId, [...hiddenMemberIds]))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(replyColumns)
      .from(eventReplies)
      .where(where)
      .orderBy(desc(eventReplies.createdAt), desc(eventReplies.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(eventReplies).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function insertEventReply(db: Db, values: typeof eventReplies.$inferInsert) {
  const [row] = await db.insert(eventReplies).values(values).returning(replyColumns);
  return row!;
}

/** A reply's author (the member, null for the demo's replies; the masked name it was signed with) and words. */
export async function findReplyAuthor(db: Db, replyId: number) {
  const [row] = await db
    .select({ memberId: eventReplies.memberId, authorName: eventReplies.authorName, content: eventReplies.content })
    .from(eventReplies)
    .where(eq(eventReplies.id, replyId));
  return row;
}

/** The member's name as stored, to sign a reply with (masked before it is stored). */
export async function findMemberName(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.userName;
}

/** What an event's drawn picture shows, by its link slug. */
export async function findEventPictureSubject(db: Db, link: string) {
  const [row] = await db
    .select({
      title: events.title,
      subTitle: events.subTitle,
      theme: events.theme,
      backgroundColor: events.backgroundColor,
    })
    .from(events)
    .where(eq(events.link, link));
  return row;
}
