import { count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { users } from "../../db/schema/account.js";
import { itemQnas, items } from "../../db/schema/catalog.js";
import { firstItemImageUrl } from "../../lib/item-image-sql.js";

type Executor = Db | Tx;

export interface PageWindow {
  offset: number;
  limit: number;
}

export async function findMemberName(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.userName;
}

const inquiryColumns = {
  id: itemQnas.id,
  itemId: itemQnas.itemId,
  itemUserCode: items.itemUserCode,
  itemName: items.name,
  imageSrc: firstItemImageUrl,
  title: itemQnas.title,
  content: itemQnas.content,
  secret: itemQnas.secret,
  answer: itemQnas.answer,
  answeredAt: itemQnas.answeredAt,
  createdAt: itemQnas.createdAt,
};

export type InquiryRow = NonNullable<Awaited<ReturnType<typeof findInquiry>>>;

export async function findInquiry(db: Executor, id: number) {
  const [row] = await db
    .select(inquiryColumns)
    .from(itemQnas)
    .innerJoin(items, eq(items.id, itemQnas.itemId))
    .where(eq(itemQnas.id, id));
  return row;
}

/** One page of the member's item questions, newest first, with the total. */
export async function findMemberInquiryPage(db: Db, userId: number, page: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select(inquiryColumns)
      .from(itemQnas)
      .innerJoin(items, eq(items.id, itemQnas.itemId))
      .where(eq(itemQnas.userId, userId))
      .orderBy(desc(itemQnas.createdAt), desc(itemQnas.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(itemQnas).where(eq(itemQnas.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertInquiry(
  db: Executor,
  values: { itemId: number; userId: number; authorName: string; title: string; content: string; secret: boolean },
): Promise<number> {
  const [row] = await db.insert(itemQnas).values(values).returning({ id: itemQnas.id });
  if (!row) throw new Error("insert into item_qnas returned no row");
  return row.id;
}

/** The question's owner and whether it has been answered, its row locked until the transaction ends. */
export async function lockInquiry(tx: Tx, id: number) {
  const [row] = await tx
    .select({ userId: itemQnas.userId, answered: sql<boolean>`${itemQnas.answer} is not null` })
    .from(itemQnas)
    .where(eq(itemQnas.id, id))
    .for("update");
  return row;
}

export async function deleteInquiry(tx: Tx, id: number): Promise<void> {
  await tx.delete(itemQnas).where(eq(itemQnas.id, id));
}
