import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { styleBookItems, styleBooks } from "../../db/schema/display.js";

const summaryColumns = {
  id: styleBooks.id,
  title: styleBooks.title,
  subTitle: styleBooks.subTitle,
  summary: styleBooks.summary,
  imageUrl: styleBooks.imageUrl,
  cookingMinutes: styleBooks.cookingMinutes,
  servings: styleBooks.servings,
  difficulty: styleBooks.difficulty,
  tags: styleBooks.tags,
  publishedAt: styleBooks.publishedAt,
};

export type StyleBookSummaryRow = Awaited<ReturnType<typeof findStyleBookPage>>["rows"][number];

const newestFirst = [desc(styleBooks.publishedAt), desc(styleBooks.id)];

/** Displayed style books, newest first: one page and the total. */
export async function findStyleBookPage(db: Db, page: { limit: number; offset: number }) {
  const where = eq(styleBooks.displayed, true);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(styleBooks)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(styleBooks).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Displayed style books marked for the home page, newest first. */
export function findFeaturedStyleBooks(db: Db, limit: number) {
  return db
    .select(summaryColumns)
    .from(styleBooks)
    .where(and(eq(styleBooks.displayed, true), eq(styleBooks.featured, true)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function findStyleBook(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      ingredients: styleBooks.ingredients,
      steps: styleBooks.steps,
      tip: styleBooks.tip,
    })
    .from(styleBooks)
    .where(and(eq(styleBooks.id, id), eq(styleBooks.displayed, true)));
  return row;
}

export async function findStyleBookItemIds(db: Db, styleBookId: number): Promise<number[]> {
  const rows = await db
    .select({ itemId: styleBookItems.itemId })
    .from(styleBookItems)
    .where(eq(styleBookItems.styleBookId, styleBookId))
    .orderBy(asc(styleBookItems.sortOrder), asc(styleBookItems.itemId));
  return rows.map((row) => row.itemId);
}

/** What a style book's drawn picture shows, by its code. */
export async function findStyleBookPictureSubject(db: Db, code: string) {
  const [row] = await db
    .select({
      title: styleBooks.title,
      subTitle: styleBooks.subTitle,
      theme: styleBooks.theme,
      backgroundColor: styleBooks.backgroundColor,
    })
    .from(styleBooks)
    .where(eq(styleBooks.code, code));
  return row;
}
