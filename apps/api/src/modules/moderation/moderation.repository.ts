import type { ReportTargetType } from "@shop/core/moderation/moderation-rules";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { contentReports, dailyVisits, memberBlocks } from "../../db/schema/moderation.js";

export type ReportRow = typeof contentReports.$inferSelect;

/** The member's report of that content, or undefined. */
export async function findReport(db: Db, reporterId: number, targetType: ReportTargetType, targetId: number) {
  const [row] = await db
    .select()
    .from(contentReports)
    .where(
      and(
        eq(contentReports.reporterId, reporterId),
        eq(contentReports.targetType, targetType),
        eq(contentReports.targetId, targetId),
      ),
    );
  return row;
}

/**
 * Keeps the report unless the member reported the content before (the unique index decides, so two taps at once keep
 * one row); returns the new row, or undefined when one was there.
 */
export async function insertReport(db: Db, values: typeof contentReports.$inferInsert): Promise<ReportRow | undefined> {
  const [row] = await db.insert(contentReports).values(values).onConflictDoNothing().returning();
  return row;
}

/** Blocks the author for the member, once: a repeat keeps the first row. Returns the row either way. */
export async function upsertBlock(db: Db, blockerId: number, blockedId: number, blockedName: string) {
  await db.insert(memberBlocks).values({ blockerId, blockedId, blockedName }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
  return row!;
}

/** Takes the member's block of an author away; the removed row, or undefined when there was none. */
export async function deleteBlock(db: Db, blockerId: number, match: { blockedId: number } | { blockId: number }) {
  const [row] = await db
    .delete(memberBlocks)
    .where(
      and(
        eq(memberBlocks.blockerId, blockerId),
        "blockId" in match ? eq(memberBlocks.id, match.blockId) : eq(memberBlocks.blockedId, match.blockedId),
      ),
    )
    .returning();
  return row;
}

/** The members the member blocked. */
export async function findBlockedIds(db: Db, blockerId: number): Promise<number[]> {
  const rows = await db
    .select({ blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, blockerId));
  return rows.map((row) => row.blockedId);
}

/** The member's blocks, latest first. */
export function findBlocks(db: Db, blockerId: number) {
  return db
    .select({ id: memberBlocks.id, blockedName: memberBlocks.blockedName, createdAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.id));
}

/** Counts one visit under the day: one upserted row a day, no read first. */
export async function countVisit(db: Db, day: string): Promise<void> {
  await db
    .insert(dailyVisits)
    .values({ day, visits: 1 })
    .onConflictDoUpdate({ target: dailyVisits.day, set: { visits: sql`${dailyVisits.visits} + 1` } });
}

/** The visits counted on a day (0 for none). */
export async function findVisitCount(db: Db, day: string): Promise<number> {
  const [row] = await db.select({ visits: dailyVisits.visits }).from(dailyVisits).where(eq(dailyVisits.day, day));
  return row?.visits ?? 0;
}

/** One page of the reports, newest first, optionally of one status, with the total. */
export async function findReportPage(
  db: Db,
  status: ReportRow["status"] | undefined,
  page: { offset: number; limit: number },
) {
  const where = status === undefined ? undefined : eq(contentReports.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentReports)
      .where(where)
      .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contentReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The report, locked for a status change; undefined for none. */
export async function lockReport(tx: Tx, reportId: number) {
  const [row] = await tx.select().from(contentReports).where(eq(contentReports.id, reportId)).for("update");
  return row;
}

/** Marks the report handled now. */
export async function markReportHandled(tx: Tx, reportId: number, now: Date): Promise<ReportRow> {
  const [row] = await tx
    .update(contentReports)
    .set({ status: "handled", handledAt: now })
    .where(eq(contentReports.id, reportId))
    .returning();
  return row!;
}
