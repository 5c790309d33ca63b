import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { faqs } from "../../db/schema/content.js";
import { containsPattern } from "../../lib/sql-like.js";

export type FaqRow = typeof faqs.$inferSelect;
export type FaqFields = Omit<FaqRow, "id">;

export async function findAdminFaqPage(
  db: Db,
  filter: { category?: string | undefined; keyword?: string | undefined; limit: number; offset: number },
) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    filter.category ? eq(faqs.category, filter.category) : undefined,
    pattern ? or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(asc(faqs.category), asc(faqs.sortOrder), asc(faqs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(faqs).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export async function lockFaq(tx: Tx, id: number) {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
  return row;
}

export async function insertFaq(tx: Tx, fields: FaqFields) {
  const [row] = await tx.insert(faqs).values(fields).returning();
  return row!;
}

export async function updateFaq(tx: Tx, id: number, fields: FaqFields) {
  const [row] = await tx.update(faqs).set(fields).where(eq(faqs.id, id)).returning();
  return row!;
}

export async function deleteFaq(tx: Tx, id: number) {
  await tx.delete(faqs).where(eq(faqs.id, id));
}
