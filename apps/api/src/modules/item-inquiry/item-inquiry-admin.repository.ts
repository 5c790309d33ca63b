import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { users } from "../../db/schema/account.js";
import { itemQnas, items } from "../../db/schema/catalog.js";
import {
  inquiryCountColumns,
  inquiryStatusCounts,
  type StaffInquiryFilter,
  staffInquiryConditions,
} from "../../lib/admin-inquiry.js";
import { firstItemImageUrl } from "../../lib/item-image-sql.js";
import type { PageWindow } from "./item-inquiry.repository.js";

type Executor = Db | Tx;

/** The back office's filters of the item questions (issue 14 item 4); the keyword matches the title, the text, the
 * item's name and code and the author. */
export interface StaffItemInquiryFilter extends StaffInquiryFilter {
  /** A seller's staff: that seller's items only. */
  sellerId?: number;
}

function staffFilterWhere(filter: StaffItemInquiryFilter, withStatus: boolean) {
  return and(
    filter.sellerId !== undefined ? eq(items.sellerId, filter.sellerId) : undefined,
    ...staffInquiryConditions(
      {
        answer: itemQnas.answer,
        createdAt: itemQnas.createdAt,
        keyword: [itemQnas.title, itemQnas.content, items.name, items.itemUserCode, itemQnas.authorName],
      },
      filter,
      withStatus,
    ),
  );
}

const staffColumns = {
  id: itemQnas.id,
  itemId: itemQnas.itemId,
  sellerId: items.sellerId,
  itemUserCode: items.itemUserCode,
  itemName: items.name,
  userId: itemQnas.userId,
  authorName: itemQnas.authorName,
  title: itemQnas.title,
  content: itemQnas.content,
  secret: itemQnas.secret,
  answer: itemQnas.answer,
  answeredAt: itemQnas.answeredAt,
  createdAt: itemQnas.createdAt,
};

/** One page of the item questions for staff, newest first, with the counts of each status under the filter. */
export async function findStaffItemInquiryPage(db: Db, filter: StaffItemInquiryFilter, page: PageWindow) {
  const [rows, [counts]] = await Promise.all([
    db
      .select(staffColumns)
      .from(itemQnas)
      .innerJoin(items, eq(items.id, itemQnas.itemId))
      .where(staffFilterWhere(filter, true))
      .orderBy(desc(itemQnas.createdAt), desc(itemQnas.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select(inquiryCountColumns(itemQnas.answer))
      .from(itemQnas)
      .innerJoin(items, eq(items.id, itemQnas.itemId))
      .where(staffFilterWhere(filter, false)),
  ]);
  return { rows, counts: inquiryStatusCounts(counts) };
}

/** One question for staff, with its item (and the item's seller) and the member who asked. */
export async function findStaffItemInquiry(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...staffColumns,
      imageSrc: firstItemImageUrl,
      memberLoginId: users.loginId,
      memberName: users.userName,
      memberPhone: users.phoneNumber,
      memberEmail: users.email,
    })
    .from(itemQnas)
    .innerJoin(items, eq(items.id, itemQnas.itemId))
    .leftJoin(users, eq(users.id, itemQnas.userId))
    .where(eq(itemQnas.id, id));
  return row;
}

/** The question's answer, its item's seller and the asker's phone, the row locked until the transaction ends. */
export async function lockItemInquiryAnswer(tx: Tx, id: number) {
  const [row] = await tx
    .select({ answer: itemQnas.answer, sellerId: items.sellerId, userId: itemQnas.userId })
    .from(itemQnas)
    .innerJoin(items, eq(items.id, itemQnas.itemId))
    .where(eq(itemQnas.id, id))
    .for("update", { of: itemQnas });
  return row;
}

export async function updateItemInquiryAnswer(tx: Tx, id: number, answer: string, answeredAt: Date): Promise<void> {
  await tx.update(itemQnas).set({ answer, answeredAt }).where(eq(itemQnas.id, id));
}

export async function findMemberPhone(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
  return row?.phoneNumber ?? null;
}
