import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { pgSandboxCancels, pgSandboxPayments, pgSandboxWebhooks } from "../../db/schema/pg-sandbox.js";

type Executor = Db | Tx;
export type PgSandboxPaymentRow = typeof pgSandboxPayments.$inferSelect;
export type PgSandboxCancelRow = typeof pgSandboxCancels.$inferSelect;
export type PgSandboxWebhookRow = typeof pgSandboxWebhooks.$inferSelect;

/** A transaction as the window's authentication created it. */
export async function insertPayment(db: Executor, values: typeof pgSandboxPayments.$inferInsert) {
  const [row] = await db.insert(pgSandboxPayments).values(values).returning();
  return row!;
}

export async function findPayment(db: Executor, tid: string) {
  const [row] = await db.select().from(pgSandboxPayments).where(eq(pgSandboxPayments.tid, tid));
  return row;
}

/** The transaction, locked until the transaction ends (cancels, deposits and expiry of one tid queue here). */
export async function lockPayment(tx: Tx, tid: string) {
  const [row] = await tx.select().from(pgSandboxPayments).where(eq(pgSandboxPayments.tid, tid)).for("update");
  return row;
}

/**
 * Every transaction of an order id, locked in tid order: two approvals of one order (two windows, two tids) queue
 * here, so the second sees the first's approval.
 */
export async function lockPaymentsOfOrder(tx: Tx, orderId: string) {
  return tx
    .select()
    .from(pgSandboxPayments)
    .where(eq(pgSandboxPayments.orderId, orderId))
    .orderBy(asc(pgSandboxPayments.tid))
    .for("update");
}

/** lockPaymentsOfOrder for the order id of `tid`, in one statement; empty when the tid is unknown. */
export async function lockPaymentsOfOrderOfTid(tx: Tx, tid: string) {
  const orderOfTid = tx
    .select({ orderId: pgSandboxPayments.orderId })
    .from(pgSandboxPayments)
    .where(eq(pgSandboxPayments.tid, tid));
  return tx
    .select()
    .from(pgSandboxPayments)
    .where(eq(pgSandboxPayments.orderId, sql`(${orderOfTid})`))
    .orderBy(asc(pgSandboxPayments.tid))
    .for("update");
}

/** The order id's approved transaction (there is at most one), optionally locked. */
export async function findApprovedPaymentOfOrder(db: Executor, orderId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(pgSandboxPayments)
    .where(and(eq(pgSandboxPayments.orderId, orderId), isNotNull(pgSandboxPayments.approvedAt)));
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

export async function updatePayment(db: Executor, tid: string, values: Partial<typeof pgSandboxPayments.$inferInsert>) {
  const [row] = await db.update(pgSandboxPayments).set(values).where(eq(pgSandboxPayments.tid, tid)).returning();
  return row!;
}

export async function insertCancel(db: Executor, values: typeof pgSandboxCancels.$inferInsert) {
  await db.insert(pgSandboxCancels).values(values);
}

/** A transaction's cancels, oldest first. */
export async function listCancels(db: Executor, tid: string) {
  return db
    .select()
    .from(pgSandboxCancels)
    .where(eq(pgSandboxCancels.tid, tid))
    .orderBy(asc(pgSandboxCancels.cancelledAt), asc(pgSandboxCancels.cancelledTid));
}

export async function insertWebhook(db: Executor, values: typeof pgSandboxWebhooks.$inferInsert) {
  const [row] = await db.insert(pgSandboxWebhooks).values(values).returning({ id: pgSandboxWebhooks.id });
  return row!;
}

export async function updateWebhook(db: Executor, id: number, values: Partial<typeof pgSandboxWebhooks.$inferInsert>) {
  await db.update(pgSandboxWebhooks).set(values).where(eq(pgSandboxWebhooks.id, id));
}

/** Webhooks newest first, of one tid or all. */
export async function listWebhooks(db: Executor, filter: { tid?: string | undefined; size: number }) {
  return db
    .select()
    .from(pgSandboxWebhooks)
    .where(filter.tid === undefined ? undefined : eq(pgSandboxWebhooks.tid, filter.tid))
    .orderBy(desc(pgSandboxWebhooks.id))
    .limit(filter.size);
}
