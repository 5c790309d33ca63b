import { and, asc, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { byteaAsBase64 } from "../../db/schema/columns.js";
import { storeInquiries, storeInquiryFiles } from "../../db/schema/store-inquiry.js";
import {
  inquiryCountColumns,
  inquiryStatusCounts,
  type StaffInquiryFilter,
  staffInquiryConditions,
} from "../../lib/admin-inquiry.js";

type Executor = Db | Tx;

/** The back office's filters of the store inquiries (issue 14 item 4); the keyword matches the company, the contact,
 * the application number and the proposal. */
function staffFilterWhere(filter: StaffInquiryFilter, withStatus: boolean) {
  return and(
    ...staffInquiryConditions(
      {
        answer: storeInquiries.answer,
        createdAt: storeInquiries.createdAt,
        keyword: [
          storeInquiries.companyName,
          storeInquiries.managerName,
          storeInquiries.applicationNumber,
          storeInquiries.proposal,
        ],
      },
      filter,
      withStatus,
    ),
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
  filter: StaffInquiryFilter,
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
    db.select(inquiryCountColumns(storeInquiries.answer)).from(storeInquiries).where(staffFilterWhere(filter, false)),
  ]);
  return { rows, counts: inquiryStatusCounts(counts) };
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
