import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { couponCodes, couponIssueRequests, coupons, couponUsers } from "../../db/schema/coupon.js";
import { containsPattern } from "../../lib/sql-like.js";
import type { CouponKind, CouponRow, PageWindow } from "./coupon.repository.js";

// The back office's coupon queries (issue 14 item 5): the list, a coupon under its lock, issue requests by
// Idempotency-Key and offline codes made in bulk.

type Executor = Db | Tx;

export type NewCoupon = typeof coupons.$inferInsert;

export interface AdminCouponFilter {
  name?: string | undefined;
  kind?: CouponKind | undefined;
  status?: "active" | "ended" | undefined;
}

function listCondition(filter: AdminCouponFilter, now: Date): SQL | undefined {
  return and(
    filter.name ? ilike(coupons.name, containsPattern(filter.name)) : undefined,
    filter.kind ? eq(coupons.kind, filter.kind) : undefined,
    filter.status === "active" ? and(eq(coupons.active, true), gte(coupons.validUntil, now)) : undefined,
    filter.status === "ended" ? or(eq(coupons.active, false), lt(coupons.validUntil, now)) : undefined,
  );
}

/** One page of coupons, newest first, with the total. */
export async function findAdminCouponPage(db: Executor, filter: AdminCouponFilter, now: Date, page: PageWindow) {
  const where = listCondition(filter, now);
  const [rows, [total]] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(desc(coupons.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Copies held and copies used of these coupons, coupon id → counts. */
export async function countCopiesOfCoupons(db: Executor, couponIds: readonly number[]) {
  if (couponIds.length === 0) return new Map<number, { held: number; used: number }>();
  const rows = await db
    .select({
      couponId: couponUsers.couponId,
      held: count(),
      used: sql<number>`count(*) filter (where ${couponUsers.usedAt} is not null)`.mapWith(Number),
    })
    .from(couponUsers)
    .where(inArray(couponUsers.couponId, [...couponIds]))
    .groupBy(couponUsers.couponId);
  return new Map(rows.map((row) => [row.couponId, { held: row.held, used: row.used }]));
}

/** Offline codes made for a coupon, and how many were exchanged. */
export async function countCodesOfCoupon(db: Executor, couponId: number) {
  const [row] = await db
    .select({
      made: count(),
      used: sql<number>`count(*) filter (where ${couponCodes.usedAt} is not null)`.mapWith(Number),
    })
    .from(couponCodes)
    .where(eq(couponCodes.couponId, couponId));
  return { made: row?.made ?? 0, used: row?.used ?? 0 };
}

export async function insertCoupon(tx: Tx, values: NewCoupon): Promise<CouponRow> {
  const [row] = await tx.insert(coupons).values(values).returning();
  if (!row) throw new Error("coupon not written");
  return row;
}

/** The coupon, locked (FOR UPDATE) until the transaction ends: one write or issue at a time. */
export async function lockCoupon(tx: Tx, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
  return row;
}

export async function updateCoupon(tx: Tx, id: number, values: Partial<NewCoupon>): Promise<CouponRow> {
  const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  if (!row) throw new Error(`coupon ${id} not updated`);
  return row;
}

/** Adds copies issued by an operator to the coupon's count. */
export async function addIssuedCount(tx: Tx, id: number, issued: number) {
  if (issued === 0) return;
  await tx
    .update(coupons)
    .set({ issuedCount: sql`${coupons.issuedCount} + ${issued}` })
    .where(eq(coupons.id, id));
}

/** Holds an Idempotency-Key for an issue request; false when the key was already used for this coupon. */
export async function insertIssueRequest(tx: Tx, couponId: number, requestKey: string, target: string) {
  const rows = await tx
    .insert(couponIssueRequests)
    .values({ couponId, requestKey, target })
    .onConflictDoNothing()
    .returning({ id: couponIssueRequests.id });
  return rows.length > 0;
}

export async function findIssueRequest(tx: Tx, couponId: number, requestKey: string) {
  const [row] = await tx
    .select()
    .from(couponIssueRequests)
    .where(and(eq(couponIssueRequests.couponId, couponId), eq(couponIssueRequests.requestKey, requestKey)));
  return row;
}

export async function saveIssueResponse(tx: Tx, couponId: number, requestKey: string, response: string) {
  await tx
    .update(couponIssueRequests)
    .set({ response })
    .where(and(eq(couponIssueRequests.couponId, couponId), eq(couponIssueRequests.requestKey, requestKey)));
}

/** Which of these members already hold a copy of the coupon. */
export async function findHoldersAmong(tx: Tx, couponId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .select({ userId: couponUsers.userId })
    .from(couponUsers)
    .where(and(eq(couponUsers.couponId, couponId), inArray(couponUsers.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

/** Stores new codes; answers those stored (a code that happens to exist already is left out). */
export async function insertCodes(tx: Tx, couponId: number, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await tx
    .insert(couponCodes)
    .values(codes.map((code) => ({ couponId, code })))
    .onConflictDoNothing()
    .returning({ code: couponCodes.code });
  return rows.map((row) => row.code);
}

/** Every code of a coupon in the order made, with when it was exchanged. */
export function findCodesOfCoupon(db: Executor, couponId: number) {
  return db
    .select({ code: couponCodes.code, createdAt: couponCodes.createdAt, usedAt: couponCodes.usedAt })
    .from(couponCodes)
    .where(eq(couponCodes.couponId, couponId))
    .orderBy(asc(couponCodes.id));
}

/** Whether any code of the coupon exists (an issued coupon's terms are fixed). */
export async function hasCodes(db: Executor, couponId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: couponCodes.id })
    .from(couponCodes)
    .where(eq(couponCodes.couponId, couponId))
    .limit(1);
  return row !== undefined;
}

/** Whether any copy of the coupon was issued. */
export async function hasCopies(db: Executor, couponId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: couponUsers.id })
    .from(couponUsers)
    .where(eq(couponUsers.couponId, couponId))
    .limit(1);
  return row !== undefined;
}
