import { asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { styleBookItems, styleBooks } from "../../db/schema/display.js";
import { qualified } from "../../lib/qualified-column.js";

// The back office's style books (docs/decisions/044): every style book, shown or not.

export type StyleBookRow = typeof styleBooks.$inferSelect;
export type StyleBookFields = Pick<
  typeof styleBooks.$inferInsert,
  | "title"
  | "subTitle"
  | "summary"
  | "imageUrl"
  | "cookingMinutes"
  | "servings"
  | "difficulty"
  | "steps"
  | "tip"
  | "publishedAt"
  | "displayed"
  | "featured"
>;

const itemCount = sql<number>`(select count(*)::int from ${styleBookItems} where ${styleBookItems.styleBookId} = ${qualified(styleBooks, styleBooks.id)})`;

/** One page of style books in the shop's order (newest published first), by title words. */
export async function findAdminStyleBookPage(
  db: Db,
  filter: { keyword?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = filter.keyword ? ilike(styleBooks.title, `%${filter.keyword.replace(/[\\%_]/g, "\\$&")}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ styleBook: styleBooks, itemCount })
      .from(styleBooks)
      .where(where)
      .orderBy(desc(styleBooks.publishedAt), desc(styleBooks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(styleBooks).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findAdminStyleBook(db: Db | Tx, id: number) {
  const [row] = await db.select().from(styleBooks).where(eq(styleBooks.id, id));
  return row;
}

export async function lockAdminStyleBook(tx: Tx, id: number) {
  const [row] = await tx.select().from(styleBooks).where(eq(styleBooks.id, id)).for("update");
  return row;
}

/** A new style book; `code` is its natural key (the seed's pictures use it), a made-up one for staff's. */
export async function insertStyleBook(tx: Tx, code: string, fields: StyleBookFields) {
  const [row] = await tx
    .insert(styleBooks)
    .values({ code, ...fields })
    .returning();
  return row!;
}

export async function updateStyleBook(tx: Tx, id: number, fields: StyleBookFields) {
  const [row] = await tx.update(styleBooks).set(fields).where(eq(styleBooks.id, id)).returning();
  return row!;
}

export async function findAdminStyleBookItemIds(db: Db | Tx, styleBookId: number): Promise<number[]> {
  const rows = await db
    .select({ itemId: styleBookItems.itemId })
    .from(styleBookItems)
    .where(eq(styleBookItems.styleBookId, styleBookId))
    .orderBy(asc(styleBookItems.sortOrder), asc(styleBookItems.itemId));
  return rows.map((row) => row.itemId);
}

export async function replaceStyleBookItems(tx: Tx, styleBookId: number, itemIds: readonly number[]) {
  await tx.delete(styleBookItems).where(eq(styleBookItems.styleBookId, styleBookId));
  if (itemIds.length > 0) {
    await tx.insert(styleBookItems).values(itemIds.map((itemId, index) => ({ styleBookId, itemId, sortOrder: index })));
  }
}
