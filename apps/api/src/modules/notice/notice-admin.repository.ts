import { desc, eq, ilike, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { notices } from "../../db/schema/content.js";
import { containsPattern } from "../../lib/sql-like.js";

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeFields = Pick<NoticeRow, "label" | "title" | "content" | "pinned" | "showOnMain">;

/** Every notice, newest first (the pinned ones where they fall), one page and the total. */
export async function findAdminNoticePage(
  db: Db,
  filter: { keyword?: string | undefined; limit: number; offset: number },
) {
  const where = filter.keyword ? ilike(notices.title, containsPattern(filter.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(notices).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export async function lockNotice(tx: Tx, id: number) {
  const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
  return row;
}

export async function insertNotice(tx: Tx, fields: NoticeFields) {
  const [row] = await tx.insert(notices).values(fields).returning();
  return row!;
}

export async function updateNotice(tx: Tx, id: number, fields: NoticeFields) {
  const [row] = await tx.update(notices).set(fields).where(eq(notices.id, id)).returning();
  return row!;
}

export async function deleteNotice(tx: Tx, id: number) {
  await tx.delete(notices).where(eq(notices.id, id));
}
