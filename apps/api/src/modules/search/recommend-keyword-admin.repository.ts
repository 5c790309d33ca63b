import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { recommendKeywords } from "../../db/schema/content.js";

// The back office's recommended keywords (docs/decisions/044): the search box's 추천 검색어 in the operator's order.

export type RecommendKeywordRow = typeof recommendKeywords.$inferSelect;
export type RecommendKeywordFields = Omit<RecommendKeywordRow, "id" | "sortOrder">;

/** Every keyword in the shop's order: the first one in use is what the search box shows. */
export function findRecommendKeywords(db: Db | Tx) {
  return db.select().from(recommendKeywords).orderBy(asc(recommendKeywords.sortOrder), desc(recommendKeywords.id));
}

export async function lockRecommendKeyword(tx: Tx, id: number) {
  const [row] = await tx.select().from(recommendKeywords).where(eq(recommendKeywords.id, id)).for("update");
  return row;
}

/** Every keyword's row, held until the transaction ends (a reorder's). */
export function lockRecommendKeywords(tx: Tx) {
  return tx
    .select()
    .from(recommendKeywords)
    .orderBy(asc(recommendKeywords.sortOrder), desc(recommendKeywords.id))
    .for("update");
}

/** A new keyword goes first: the others move one down. */
export async function insertRecommendKeyword(tx: Tx, fields: RecommendKeywordFields) {
  await tx.update(recommendKeywords).set({ sortOrder: sql`${recommendKeywords.sortOrder} + 1` });
  const [row] = await tx
    .insert(recommendKeywords)
    .values({ ...fields, sortOrder: 0 })
    .returning();
  return row!;
}

export async function updateRecommendKeyword(tx: Tx, id: number, fields: RecommendKeywordFields) {
  const [row] = await tx.update(recommendKeywords).set(fields).where(eq(recommendKeywords.id, id)).returning();
  return row!;
}

export async function setRecommendKeywordOrder(tx: Tx, ids: readonly number[]) {
  for (const [index, id] of ids.entries()) {
    await tx.update(recommendKeywords).set({ sortOrder: index }).where(eq(recommendKeywords.id, id));
  }
}

export async function deleteRecommendKeyword(tx: Tx, id: number) {
  await tx.delete(recommendKeywords).where(eq(recommendKeywords.id, id));
}
