import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { byteaAsBase64, byteaValue } from "../../db/schema/columns.js";
import { qnaInquiries, qnaInquiryFiles } from "../../db/schema/qna.js";
import {
  inquiryCountColumns,
  inquiryStatusCounts,
  type StaffInquiryFilter,
  staffInquiryConditions,
} from "../../lib/admin-inquiry.js";

type Executor = Db | Tx;

export interface PageWindow {
  offset: number;
  limit: number;
}

const inquiryColumns = {
  id: qnaInquiries.id,
  userId: qnaInquiries.userId,
  groupCode: qnaInquiries.groupCode,
  title: qnaInquiries.title,
  content: qnaInquiries.content,
  orderCode: qnaInquiries.orderCode,
  answer: qnaInquiries.answer,
  answeredAt: qnaInquiries.answeredAt,
  createdAt: qnaInquiries.createdAt,
};

export type InquiryRow = NonNullable<Awaited<ReturnType<typeof findInquiry>>>;

export async function findInquiry(db: Executor, id: number) {
  const [row] = await db.select(inquiryColumns).from(qnaInquiries).where(eq(qnaInquiries.id, id));
  return row;
}

/**
 * One page of the member's inquiries, newest first, with the total: those under `groupCode` (the suggestions), or
 * all but `exceptGroupCode` (the 1:1 inquiries).
 */
export async function findMemberInquiryPage(
  db: Db,
  userId: number,
  page: PageWindow,
  groups: { groupCode: string } | { exceptGroupCode: string },
) {
  const where = and(
    eq(qnaInquiries.userId, userId),
    "groupCode" in groups
      ? eq(qnaInquiries.groupCode, groups.groupCode)
      : ne(qnaInquiries.groupCode, groups.exceptGroupCode),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(inquiryColumns)
      .from(qnaInquiries)
      .where(where)
      .orderBy(desc(qnaInquiries.createdAt), desc(qnaInquiries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(qnaInquiries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type FileInfoRow = Awaited<ReturnType<typeof findFileInfos>>[number];

/** The attachments of the inquiries, without their bytes, in upload order. */
export async function findFileInfos(db: Executor, inquiryIds: readonly number[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({
      id: qnaInquiryFiles.id,
      inquiryId: qnaInquiryFiles.inquiryId,
      fileName: qnaInquiryFiles.fileName,
      contentType: qnaInquiryFiles.contentType,
      byteSize: qnaInquiryFiles.byteSize,
    })
    .from(qnaInquiryFiles)
    .where(inArray(qnaInquiryFiles.inquiryId, [...inquiryIds]))
    .orderBy(asc(qnaInquiryFiles.inquiryId), asc(qnaInquiryFiles.sortOrder));
}

/** One attachment with its bytes (as base64) and the member whose inquiry it belongs to. */
export async function findFileOfInquiry(db: Executor, inquiryId: number, fileId: number) {
  const [row] = await db
    .select({
      userId: qnaInquiries.userId,
      fileName: qnaInquiryFiles.fileName,
      contentType: qnaInquiryFiles.contentType,
      base64: byteaAsBase64(qnaInquiryFiles.data),
    })
    .from(qnaInquiryFiles)
    .innerJoin(qnaInquiries, eq(qnaInquiries.id, qnaInquiryFiles.inquiryId))
    .where(and(eq(qnaInquiryFiles.id, fileId), eq(qnaInquiryFiles.inquiryId, inquiryId)));
  return row;
}

export interface NewInquiry {
  userId: number;
  groupCode: string;
  title: string;
  content: string;
  orderCode: string | null;
}

export interface NewInquiryFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Writes the inquiry and its files; the caller's transaction keeps them together. */
export async function insertInquiry(tx: Tx, values: NewInquiry, files: readonly NewInquiryFile[]): Promise<number> {
  const [row] = await tx.insert(qnaInquiries).values(values).returning({ id: qnaInquiries.id });
  if (!row) throw new Error("insert into qna_inquiries returned no row");
  // One file per statement: three 10 MB files in one statement would be one 40 MB query text.
  for (const [index, file] of files.entries()) {
    await tx.insert(qnaInquiryFiles).values({
      inquiryId: row.id,
      sortOrder: index,
      fileName: file.fileName,
      contentType: file.contentType,
      byteSize: file.data.length,
      data: byteaValue(file.data),
    });
  }
  return row.id;
}

/** The inquiry's owner and whether it has been answered, its row locked until the transaction ends. */
export async function lockInquiry(tx: Tx, id: number) {
  const [row] = await tx
    .select({ userId: qnaInquiries.userId, answered: sql<boolean>`${qnaInquiries.answer} is not null` })
    .from(qnaInquiries)
    .where(eq(qnaInquiries.id, id))
    .for("update");
  return row;
}

export async function deleteInquiry(tx: Tx, id: number): Promise<void> {
  await tx.delete(qnaInquiries).where(eq(qnaInquiries.id, id));
}

export async function updateAnswer(tx: Tx, id: number, answer: string, answeredAt: Date): Promise<void> {
  await tx.update(qnaInquiries).set({ answer, answeredAt }).where(eq(qnaInquiries.id, id));
}

/** The back office's filters of the 1:1 inquiries (issue 14 item 4); the keyword matches the title, the text and the
 * order code. */
function staffFilterWhere(filter: StaffInquiryFilter, withStatus: boolean) {
  return and(
    ...staffInquiryConditions(
      {
        answer: qnaInquiries.answer,
        createdAt: qnaInquiries.createdAt,
        keyword: [qnaInquiries.title, qnaInquiries.content, qnaInquiries.orderCode],
      },
      filter,
      withStatus,
    ),
  );
}

/** One page of every member's inquiries for staff, newest first, with the counts of each status under the filter. */
export async function findStaffInquiryPage(db: Db, filter: StaffInquiryFilter, page: PageWindow) {
  const [rows, [counts]] = await Promise.all([
    db
      .select(inquiryColumns)
      .from(qnaInquiries)
      .where(staffFilterWhere(filter, true))
      .orderBy(desc(qnaInquiries.createdAt), desc(qnaInquiries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select(inquiryCountColumns(qnaInquiries.answer)).from(qnaInquiries).where(staffFilterWhere(filter, false)),
  ]);
  return { rows, counts: inquiryStatusCounts(counts) };
}

/** The inquiry's owner and answer, its row locked until the transaction ends (the back office's answer). */
export async function lockInquiryAnswer(tx: Tx, id: number) {
  const [row] = await tx
    .select({ userId: qnaInquiries.userId, answer: qnaInquiries.answer })
    .from(qnaInquiries)
    .where(eq(qnaInquiries.id, id))
    .for("update");
  return row;
}
