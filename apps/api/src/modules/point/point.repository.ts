import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { pointLedger } from "../../db/schema/point.js";

type Executor = Db | Tx;

export interface PageWindow {
  offset: number;
  limit: number;
}

export type PointKind = (typeof pointLedger.$inferSelect)["kind"];
export type PointRow = typeof pointLedger.$inferSelect;

/**
 * The advisory-lock class of a member's point writes (pg_advisory_xact_lock(class, userId)): any number, unique among
 * the shop's advisory locks. Works the same on PostgreSQL and PGlite.
 */
const POINT_LOCK_CLASS = 7301;

/** Serialises the member's point writes until the transaction ends. */
export async function lockMemberPoints(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${POINT_LOCK_CLASS}, ${userId})`);
}

/** The member's balance: the sum of the ledger. */
export async function sumBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${pointLedger.amount}), 0)`.mapWith(Number) })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  return row?.balance ?? 0;
}

/** One page of the member's ledger, newest first, with the total. */
export async function findPointPage(db: Executor, userId: number, page: PageWindow) {
  const where = eq(pointLedger.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointLedger)
      .where(where)
      .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pointLedger).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Appends an entry; undefined when the order already has an entry of that kind (the ledger's once-per-order index).
 */
export async function insertEntry(
  db: Executor,
  values: {
    userId: number;
    amount: number;
    kind: PointKind;
    reason: string;
    orderId?: number | null;
    claimId?: number | null;
    createdAt?: Date;
    /** Earns and positive adjusts: when they expire (core pointExpiresAt). */
    expiresAt?: Date | null;
    /** Adjusts only: the request's Idempotency-Key (one entry per member and key). */
    requestKey?: string | null;
  },
): Promise<PointRow | undefined> {
  const [row] = await db.insert(pointLedger).values(values).onConflictDoNothing().returning();
  return row;
}

/** What the order's entries of a kind add up to (use_cancel: one per partial cancel, one for the rest). */
export async function sumOrderEntries(db: Executor, orderId: number, kind: PointKind): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.orderId, orderId), eq(pointLedger.kind, kind)));
  return Number(row?.total ?? 0);
}

/** The order's entry of a kind (use, earn, earn_cancel: one each at most; use_cancel: the whole-order one). */
export async function findOrderEntry(db: Executor, orderId: number, kind: PointKind): Promise<PointRow | undefined> {
  const [row] = await db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.orderId, orderId), eq(pointLedger.kind, kind)));
  return row;
}

/** The member's whole ledger in the order it was written (what core pointLots replays). */
export function findLedger(db: Executor, userId: number): Promise<PointRow[]> {
  return db.select().from(pointLedger).where(eq(pointLedger.userId, userId)).orderBy(asc(pointLedger.id));
}

/**
 * Members who may have points due at `now`: an earn past its expiry and a positive balance. (A use_cancel can only
 * give back to such an earn, so it needs no row of its own here.) Lowest id first, at most `limit`.
 */
export async function findMembersWithDuePoints(db: Executor, now: Date, limit: number): Promise<number[]> {
  const withDueEarns = db
    .selectDistinct({ userId: pointLedger.userId })
    .from(pointLedger)
    .where(and(isNotNull(pointLedger.expiresAt), lte(pointLedger.expiresAt, now)));
  const rows = await db
    .select({ userId: pointLedger.userId })
    .from(pointLedger)
    .where(inArray(pointLedger.userId, withDueEarns))
    .groupBy(pointLedger.userId)
    .having(sql`sum(${pointLedger.amount}) > 0`)
    .orderBy(asc(pointLedger.userId))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** Development only: moves the member's ledger `days` into the past (earned times and expiries alike). */
export async function shiftLedger(db: Executor, userId: number, days: number): Promise<number> {
  const rows = await db
    .update(pointLedger)
    .set({
      createdAt: sql`${pointLedger.createdAt} - make_interval(days => ${days})`,
      expiresAt: sql`${pointLedger.expiresAt} - make_interval(days => ${days})`,
    })
    .where(eq(pointLedger.userId, userId))
    .returning({ id: pointLedger.id });
  return rows.length;
}
