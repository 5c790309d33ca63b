import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { bulkVbankOrders, bulkVbanks } from "../../db/schema/bulk-vbank.js";

type Executor = Db | Tx;

export type BulkVbankRow = typeof bulkVbanks.$inferSelect;
export type BulkVbankOrderRow = typeof bulkVbankOrders.$inferSelect;

export async function insertBulkVbank(tx: Tx, values: typeof bulkVbanks.$inferInsert): Promise<BulkVbankRow> {
  const [row] = await tx.insert(bulkVbanks).values(values).returning();
  if (!row) throw new Error("insert into bulk_vbanks returned no row");
  return row;
}

export async function insertBulkVbankOrders(tx: Tx, values: (typeof bulkVbankOrders.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(bulkVbankOrders).values(values);
}

export async function findBulkVbankByCode(db: Executor, code: string): Promise<BulkVbankRow | undefined> {
  const [row] = await db.select().from(bulkVbanks).where(eq(bulkVbanks.code, code));
  return row;
}

export async function findBulkVbankByTid(db: Executor, tid: string): Promise<BulkVbankRow | undefined> {
  const [row] = await db.select().from(bulkVbanks).where(eq(bulkVbanks.tid, tid));
  return row;
}

/** The account, locked until the transaction ends: the window's post, the webhooks and the remove queue here. */
export async function lockBulkVbank(tx: Tx, id: number): Promise<BulkVbankRow | undefined> {
  const [row] = await tx.select().from(bulkVbanks).where(eq(bulkVbanks.id, id)).for("update");
  return row;
}

/**
 * Moves the account from `from` to the patch's status; undefined when it was not in `from` (someone else moved it):
 * the claim that lets exactly one request call the gateway.
 */
export async function moveBulkVbank(
  executor: Executor,
  id: number,
  from: BulkVbankRow["status"],
  patch: Partial<typeof bulkVbanks.$inferInsert>,
): Promise<BulkVbankRow | undefined> {
  const [row] = await executor
    .update(bulkVbanks)
    .set(patch)
    .where(and(eq(bulkVbanks.id, id), eq(bulkVbanks.status, from)))
    .returning();
  return row;
}

/** The member's accounts: open ones first, then the latest. */
export function findMemberBulkVbanks(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(bulkVbanks)
    .where(eq(bulkVbanks.userId, userId))
    .orderBy(
      sql`case when ${bulkVbanks.status} in ('opening', 'approving', 'ready') then 0 else 1 end`,
      desc(bulkVbanks.createdAt),
      desc(bulkVbanks.id),
    )
    .limit(limit);
}

/** The member's accounts still `opening` (the window never posted back) since before `before`. */
export function findStaleOpenings(db: Executor, userId: number, before: Date) {
  return db
    .select()
    .from(bulkVbanks)
    .where(and(eq(bulkVbanks.userId, userId), eq(bulkVbanks.status, "opening"), lt(bulkVbanks.createdAt, before)));
}

export function findBulkVbankOrders(db: Executor, bulkIds: readonly number[]) {
  if (bulkIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bulkVbankOrders)
    .where(inArray(bulkVbankOrders.bulkId, [...bulkIds]))
    .orderBy(bulkVbankOrders.id);
}

/** Which of these orders are in a live account (opening, approving, ready or paid). */
export async function findLiveOrderIds(db: Executor, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: bulkVbankOrders.orderId })
    .from(bulkVbankOrders)
    .where(and(inArray(bulkVbankOrders.orderId, [...orderIds]), eq(bulkVbankOrders.live, true)));
  return new Set(rows.map((row) => row.orderId));
}

/** The live account link of an order (at most one: a partial unique index). */
export async function findLiveLinkOfOrder(db: Executor, orderId: number): Promise<BulkVbankOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkVbankOrders)
    .where(and(eq(bulkVbankOrders.orderId, orderId), eq(bulkVbankOrders.live, true)));
  return row;
}

/** An account by id; with `lock`, locked until the transaction ends (a refund on its tid holds it). */
export async function findBulkVbankById(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<BulkVbankRow | undefined> {
  const query = db.select().from(bulkVbanks).where(eq(bulkVbanks.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** The account's orders are free for another account (removed, expired or failed). */
export async function releaseBulkVbankOrders(tx: Tx, bulkId: number) {
  await tx.update(bulkVbankOrders).set({ live: false }).where(eq(bulkVbankOrders.bulkId, bulkId));
}
