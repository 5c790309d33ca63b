import { and, asc, eq, ilike, min, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { faqs } from "../../db/schema/content.js";
import { containsPattern } from "../../lib/sql-like.js";

const faqColumns = { id: faqs.id, category: faqs.category, question: faqs.question, answer: faqs.answer };

export interface FaqPageFilter {
  category?: string | undefined;
  keyword?: string | undefined;
  limit: number;
  offset: number;
}

export async function findFaqPage(db: Db, filter: FaqPageFilter) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    filter.category ? eq(faqs.category, filter.category) : undefined,
    pattern ? or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(faqColumns)
      .from(faqs)
      .where(where)
      .orderBy(asc(faqs.sortOrder), asc(faqs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(faqs).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

/** Categories in the order of their first question, as the tabs show them. */
export async function findFaqCategories(db: Db) {
  const rows = await db
    .select({ category: faqs.category })
    .from(faqs)
    .groupBy(faqs.category)
    .orderBy(min(faqs.sortOrder), faqs.category);
  return rows.map((row) => row.category);
}

export async function findFaq(db: Db, id: number) {
  const [row] = await db.select(faqColumns).from(faqs).where(eq(faqs.id, id));
  return row;
}
