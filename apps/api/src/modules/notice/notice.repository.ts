import { asc, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notices } from "../../db/schema/content.js";
import { containsPattern } from "../../lib/sql-like.js";

const summaryColumns = {
  id: notices.id,
  label: notices.label,
  title: notices.title,
  pinned: notices.pinned,
  createdAt: notices.createdAt,
};

export interface NoticePageFilter {
  keyword?: string | undefined;
  limit: number;
  offset: number;
}

/** Pinned notices first, then newest; one page plus the total for the pagination. */
export async function findNoticePage(db: Db, filter: NoticePageFilter) {
  const where = filter.keyword ? ilike(notices.title, containsPattern(filter.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(notices)
      .where(where)
      .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(notices).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export function findMainNotices(db: Db, limit: number) {
  return db
    .select(summaryColumns)
    .from(notices)
    .where(eq(notices.showOnMain, true))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit);
}

/** Counts the view and reads the notice in one statement, so concurrent views never lose a count. */
export async function incrementNoticeViews(db: Db, id: number) {
  const [row] = await db
    .update(notices)
    .set({ viewCount: sql`${notices.viewCount} + 1` })
    .where(eq(notices.id, id))
    .returning({ ...summaryColumns, content: notices.content, viewCount: notices.viewCount });
  return row;
}

// Compared with the stored row, not a JS Date of it: timestamptz keeps microseconds a Date drops.
function relativeTo(id: number, direction: "older" | "newer"): SQL {
  const op = sql.raw(direction === "older" ? "<" : ">");
  return sql`(${notices.createdAt}, ${notices.id}) ${op} (select cur.created_at, cur.id from notices cur where cur.id = ${id})`;
}

/** The neighbours of a notice in time: the next older one and the next newer one. */
export async function findNoticeNeighbours(db: Db, id: number) {
  const [[older], [newer]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(notices)
      .where(relativeTo(id, "older"))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(1),
    db
      .select(summaryColumns)
      .from(notices)
      .where(relativeTo(id, "newer"))
      .orderBy(asc(notices.createdAt), asc(notices.id))
      .limit(1),
  ]);
  return { older, newer };
}
