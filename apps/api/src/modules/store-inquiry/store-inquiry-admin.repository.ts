import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { byteaAsBase64 } from "../../db/schema/columns.js";
import { storeInquiries, storeInquiryFiles } from "../../db/schema/store-inquiry.js";

type Executor = Db | Tx;

/** The back office's filters of the store inquiries (issue 14 item 4). */
export interface StaffStoreInquiryFilter {
  answered?: boolean;
  from?: Date;
  until?: Date;
  /** A LIKE pattern matched against the company, the contact, the application number and the proposal. */
  pattern?: string;
}

function staffFilterWhere(filter: StaffStoreInquiryFilter, withStatus: boolean) {
  return and(
    withStatus && filter.answered !== undefined
      ? filter.answered
        ? isNotNull(storeInquiries.answer)
        : isNull(storeInquiries.answer)
      : undefined,
    filter.from ? gte(storeInquiries.createdAt, filter.from) : undefined,
    filter.until ? lt(storeInquiries.createdAt, filter.until) : undefined,
    filter.pattern
      ? or(
          ilike(storeInquiries.companyName, filter.pattern),
          ilike(storeInquiries.managerName, filter.pattern),
          ilike(storeInquiries.applicationNumber, filter.pattern),
          ilike(storeInquiries.proposal, filter.pattern),
        )
      : undefined,
  );
}

const listColumns = {
  id: storeInquiries.id,
  applicationNumber: storeInquiries.applicationNumber,
  companyName: storeInquiries.companyName,
  category: storeInquiries.category,
  proposal: storeInquiries.proposal,
  answer: storeInquiries.answer,
  answeredAt: storeInquiries.answeredAt,
  createdAt: storeInquiries.createdAt,
};

/** One page of the applications for staff, newest first, with the counts of each status under the filter. */
export async function findStaffStoreInquiryPage(
  db: Db,
  filter: StaffStoreInquiryFilter,
  page: { offset: number; limit: number },
) {
  const [rows, [counts]] = await Promise.all([
    db
      .select(listColumns)
      .from(storeInquiries)
      .where(staffFilterWhere(filter, true))
      .orderBy(desc(storeInquiries.createdAt), desc(storeInquiries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        all: count(),
        waiting: sql<number>`count(*) filter (where ${storeInquiries.answer} is null)`.mapWith(Number),
      })
      .from(storeInquiries)
      .where(staffFilterWhere(filter, false)),
  ]);
  const all = counts?.all ?? 0;
  const waiting = counts?.waiting ?? 0;
  return { rows, counts: { all, waiting, completed: all - waiting } };
}

/** One application with its files' names, types and sizes (no bytes). */
export async function findStaffStoreInquiry(db: Executor, id: number) {
  const [inquiry] = await db.select().from(storeInquiries).where(eq(storeInquiries.id, id));
  if (!inquiry) return undefined;
  const files = await db
    .select({
      id: storeInquiryFiles.id,
      fileName: storeInquiryFiles.fileName,
      contentType: storeInquiryFiles.contentType,
      byteSize: storeInquiryFiles.byteSize,
    })
    .from(storeInquiryFiles)
    .where(eq(storeInquiryFiles.inquiryId, id))
    .orderBy(asc(storeInquiryFiles.sortOrder));
  return { ...inquiry, files };
}

/** The application's answer, number and contact phone, its row locked until the transaction ends. */
export async function lockStoreInquiryAnswer(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      answer: storeInquiries.answer,
      applicationNumber: storeInquiries.applicationNumber,
      phoneNumber: storeInquiries.phoneNumber,
    })
    .from(storeInquiries)
    .where(eq(storeInquiries.id, id))
    .for("update");
  return row;
}

export async function updateStoreInquiryAnswer(tx: Tx, id: number, answer: string, answeredAt: Date): Promise<void> {
  await tx.update(storeInquiries).set({ answer, answeredAt }).where(eq(storeInquiries.id, id));
}

/** One attachment with its bytes (as base64). */
export async function findStoreInquiryFile(db: Executor, inquiryId: number, fileId: number) {
  const [row] = await db
    .select({
      fileName: storeInquiryFiles.fileName,
      contentType: storeInquiryFiles.contentType,
      base64: byteaAsBase64(storeInquiryFiles.data),
    })
    .from(storeInquiryFiles)
    .where(and(eq(storeInquiryFiles.id, fileId), eq(storeInquiryFiles.inquiryId, inquiryId)));
  return row;
}
