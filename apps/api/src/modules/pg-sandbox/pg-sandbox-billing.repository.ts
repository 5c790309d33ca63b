import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { pgSandboxPayments } from "../../db/schema/pg-sandbox.js";
import { pgSandboxBillingKeys } from "../../db/schema/pg-sandbox-billing.js";

type Executor = Db | Tx;
export type PgSandboxBillingKeyRow = typeof pgSandboxBillingKeys.$inferSelect;

export async function insertBillingKey(db: Executor, values: typeof pgSandboxBillingKeys.$inferInsert) {
  const [row] = await db.insert(pgSandboxBillingKeys).values(values).returning();
  return row!;
}

/** The billing key, locked until the transaction ends (a payment and an expiry of one key queue here). */
export async function lockBillingKey(tx: Tx, bid: string) {
  const [row] = await tx.select().from(pgSandboxBillingKeys).where(eq(pgSandboxBillingKeys.bid, bid)).for("update");
  return row;
}

export async function expireBillingKeyRow(tx: Tx, bid: string, at: Date) {
  await tx
    .update(pgSandboxBillingKeys)
    .set({ status: "expired", expiredAt: at })
    .where(eq(pgSandboxBillingKeys.bid, bid));
}

/**
 * A billing payment as a paid transaction of its own; undefined when the order id already has an approved one (the
 * partial unique index on approved order ids is the check, also against two payments racing).
 */
export async function insertPaidPaymentUnlessOrderPaid(tx: Tx, values: typeof pgSandboxPayments.$inferInsert) {
  const [row] = await tx.insert(pgSandboxPayments).values(values).onConflictDoNothing().returning();
  return row;
}
