import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { pgSandboxReceipts } from "../../db/schema/pg-sandbox-receipt.js";

type Executor = Db | Tx;
export type PgSandboxReceiptRow = typeof pgSandboxReceipts.$inferSelect;

/** A new receipt; undefined when its order id already has one (the unique order id is the check). */
export async function insertReceiptUnlessOrderUsed(db: Executor, values: typeof pgSandboxReceipts.$inferInsert) {
  const [row] = await db.insert(pgSandboxReceipts).values(values).onConflictDoNothing().returning();
  return row;
}

/** The receipt, locked until the transaction ends (two cancels of one receipt queue here). */
export async function lockReceipt(tx: Tx, tid: string) {
  const [row] = await tx.select().from(pgSandboxReceipts).where(eq(pgSandboxReceipts.tid, tid)).for("update");
  return row;
}

export async function findReceipt(db: Executor, tid: string) {
  const [row] = await db.select().from(pgSandboxReceipts).where(eq(pgSandboxReceipts.tid, tid));
  return row;
}

export async function updateReceipt(tx: Tx, tid: string, values: Partial<typeof pgSandboxReceipts.$inferInsert>) {
  await tx.update(pgSandboxReceipts).set(values).where(eq(pgSandboxReceipts.tid, tid));
}

export async function findReceiptByOrderId(db: Executor, orderId: string) {
  const [row] = await db.select().from(pgSandboxReceipts).where(eq(pgSandboxReceipts.orderId, orderId));
  return row;
}
