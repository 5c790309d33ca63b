import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client.js";
import { byteaValue } from "../../db/schema/columns.js";
import { storeInquiries, storeInquiryFiles } from "../../db/schema/store-inquiry.js";

type Executor = Db | Tx;

export type NewStoreInquiry = Omit<typeof storeInquiries.$inferInsert, "id" | "applicationNumber">;

export interface NewStoreInquiryFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * The advisory-lock class of one address's applications (pg_advisory_xact_lock(class, key)): any number, unique among
 * the shop's advisory locks (points use 7301). Works the same on PostgreSQL and PGlite.
 */
const STORE_INQUIRY_LOCK_CLASS = 7311;

/** Serialises one address's applications until the transaction ends, so a burst cannot outrun the budget's count. */
export async function lockAddressApplications(tx: Tx, clientAddress: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STORE_INQUIRY_LOCK_CLASS}, hashtext(${clientAddress}))`);
}

/** When the address's newest applications after `since` came, newest first, at most `keep` of them. */
export async function findAddressApplicationTimes(
  db: Executor,
  clientAddress: string,
  since: Date,
  keep: number,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: storeInquiries.createdAt })
    .from(storeInquiries)
    .where(and(eq(storeInquiries.clientAddress, clientAddress), gt(storeInquiries.createdAt, since)))
    .orderBy(desc(storeInquiries.createdAt))
    .limit(keep);
  return rows.map((row) => row.createdAt);
}

// nextval is a bigint: pg hands it over as text, PGlite as a bigint.
const nextIdSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

/**
 * Writes the application and its files; the number is made from the row's own id, taken from its sequence first so
 * the row is written once. Answers the id.
 */
export async function insertStoreInquiry(
  tx: Tx,
  values: NewStoreInquiry,
  applicationNumberOf: (id: number) => string,
  files: readonly NewStoreInquiryFile[],
): Promise<{ id: number; applicationNumber: string }> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('store_inquiries', 'id')) as id`);
  const [next] = nextIdSchema.parse(result).rows;
  if (!next) throw new Error("store_inquiries id sequence gave no value");
  const { id } = next;
  const applicationNumber = applicationNumberOf(id);
  await tx.insert(storeInquiries).values({ ...values, id, applicationNumber });
  // One row per statement: several 10 MB files in one statement would be one very long SQL text.
  for (const [sortOrder, file] of files.entries()) {
    await tx.insert(storeInquiryFiles).values({
      inquiryId: id,
      sortOrder,
      fileName: file.fileName,
      contentType: file.contentType,
      byteSize: file.data.length,
      data: byteaValue(file.data),
    });
  }
  return { id, applicationNumber };
}

/** An application with its files' names, types and sizes (no bytes), for the back office and the tests. */
export async function findStoreInquiry(db: Executor, applicationNumber: string) {
  const [inquiry] = await db
    .select()
    .from(storeInquiries)
    .where(eq(storeInquiries.applicationNumber, applicationNumber));
  if (!inquiry) return undefined;
  const files = await db
    .select({
      id: storeInquiryFiles.id,
      fileName: storeInquiryFiles.fileName,
      contentType: storeInquiryFiles.contentType,
      byteSize: storeInquiryFiles.byteSize,
    })
    .from(storeInquiryFiles)
    .where(eq(storeInquiryFiles.inquiryId, inquiry.id))
    .orderBy(asc(storeInquiryFiles.sortOrder));
  return { ...inquiry, files };
}

/** Deletes the applications filed before `cutoff` with their files (cascade); answers how many. */
export async function deleteStoreInquiriesBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(storeInquiries)
    .where(lt(storeInquiries.createdAt, cutoff))
    .returning({ id: storeInquiries.id });
  return rows.length;
}
