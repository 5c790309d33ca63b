import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { couponCodes, coupons, couponUsers } from "../../db/schema/coupon.js";

type Executor = Db | Tx;

export interface PageWindow {
  offset: number;
  limit: number;
}

export type CouponRow = typeof coupons.$inferSelect;
export type CouponKind = CouponRow["kind"];

// ---- Coupons (the definitions) ----

export interface OpenCouponFilter {
  kind?: CouponKind | undefined;
  /** Only item coupons usable on this item: every item's, its seller's (not tied to an item) and its own. */
  forItem?: { itemId: number; sellerId: number } | undefined;
}

/** Active, downloadable and inside their download period at `now`. */
function openCondition(now: Date, filter: OpenCouponFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(coupons.active, true),
    eq(coupons.downloadable, true),
    lte(coupons.validFrom, now),
    gte(coupons.validUntil, now),
    filter.kind ? eq(coupons.kind, filter.kind) : undefined,
  ];
  if (filter.forItem) {
    conditions.push(
      eq(coupons.kind, "item"),
      or(
        and(isNull(coupons.itemId), isNull(coupons.sellerId)),
        and(isNull(coupons.itemId), eq(coupons.sellerId, filter.forItem.sellerId)),
        eq(coupons.itemId, filter.forItem.itemId),
      ),
    );
  }
  return and(...conditions)!;
}

/** One page of the coupons open for download at `now`, oldest first, with the total. */
export async function findOpenCouponPage(db: Executor, now: Date, filter: OpenCouponFilter, page: PageWindow) {
  const where = openCondition(now, filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(asc(coupons.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every coupon open for download at `now` (download-all, the item page), oldest first. */
export function findOpenCoupons(db: Executor, now: Date, filter: OpenCouponFilter): Promise<CouponRow[]> {
  return db.select().from(coupons).where(openCondition(now, filter)).orderBy(asc(coupons.id));
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** The coupon of an exchange code (stored in upper case). */
export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.exchangeCode, code));
  return row;
}

/** An offline code made in bulk (coupon_codes: stored without hyphens, upper case) with its coupon. */
export async function findCouponOfBulkCode(db: Executor, code: string) {
  const [row] = await db
    .select({ codeId: couponCodes.id, usedAt: couponCodes.usedAt, coupon: coupons })
    .from(couponCodes)
    .innerJoin(coupons, eq(coupons.id, couponCodes.couponId))
    .where(eq(couponCodes.code, code.replaceAll("-", "")));
  return row;
}

/** Marks a bulk code exchanged by the member; false when it already was (the row stays locked until the end). */
export async function claimBulkCode(tx: Tx, codeId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(couponCodes)
    .set({ usedBy: userId, usedAt: now })
    .where(and(eq(couponCodes.id, codeId), isNull(couponCodes.usedAt)))
    .returning({ id: couponCodes.id });
  return rows.length > 0;
}

/** Active coupons of these names (the welcome gift's). */
export function findActiveCouponsByName(db: Executor, names: readonly string[]): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.active, true), inArray(coupons.name, [...names])))
    .orderBy(asc(coupons.id));
}

/**
 * Takes one copy off the coupon's issue limit: increments issued_count only while it is below the limit (or there is
 * none), so concurrent downloads of a limited coupon can never issue more than the limit. The row stays locked until
 * the transaction ends. False when none is left.
 */
export async function takeIssueSlot(tx: Tx, couponId: number): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ issuedCount: sql`${coupons.issuedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        or(isNull(coupons.issueLimit), lt(coupons.issuedCount, coupons.issueLimit)),
      ),
    )
    .returning({ id: coupons.id });
  return taken.length > 0;
}

// ---- Copies (coupon_users) ----

/** A copy with its coupon's terms. */
const copyColumns = {
  couponUserId: couponUsers.id,
  userId: couponUsers.userId,
  issuedAt: couponUsers.issuedAt,
  copyValidUntil: couponUsers.validUntil,
  usedAt: couponUsers.usedAt,
  orderId: couponUsers.orderId,
  coupon: coupons,
};
export type CopyRow = {
  couponUserId: number;
  userId: number;
  issuedAt: Date;
  copyValidUntil: Date;
  usedAt: Date | null;
  orderId: number | null;
  coupon: CouponRow;
};

/** The copy is usable at `now`: unused, within its validity, its coupon not withdrawn. */
const activeCopy = (now: Date) =>
  and(isNull(couponUsers.usedAt), gte(couponUsers.validUntil, now), eq(coupons.active, true))!;
const inactiveCopy = (now: Date) =>
  or(isNotNull(couponUsers.usedAt), lt(couponUsers.validUntil, now), eq(coupons.active, false))!;

export interface CopyFilter {
  status: "active" | "inactive";
  kind?: CouponKind | undefined;
}

function copyCondition(userId: number, now: Date, filter: CopyFilter): SQL {
  return and(
    eq(couponUsers.userId, userId),
    filter.status === "active" ? activeCopy(now) : inactiveCopy(now),
    filter.kind ? eq(coupons.kind, filter.kind) : undefined,
  )!;
}

/** One page of a member's copies: active ones soonest to expire first, the others latest first. */
export async function findCopyPage(db: Executor, userId: number, now: Date, filter: CopyFilter, page: PageWindow) {
  const order =
    filter.status === "active"
      ? [asc(couponUsers.validUntil), asc(couponUsers.id)]
      : [desc(sql`coalesce(${couponUsers.usedAt}, ${couponUsers.validUntil})`), desc(couponUsers.id)];
  const rows: CopyRow[] = await db
    .select(copyColumns)
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(copyCondition(userId, now, filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** Every usable copy of a member at `now`, soonest to expire first. */
export function findActiveCopies(db: Executor, userId: number, now: Date, kind?: CouponKind): Promise<CopyRow[]> {
  return db
    .select(copyColumns)
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(copyCondition(userId, now, { status: "active", kind }))
    .orderBy(asc(couponUsers.validUntil), asc(couponUsers.id));
}

/** How many active and inactive copies a member holds (of one kind, when given). */
export async function countCopiesByStatus(db: Executor, userId: number, now: Date, kind?: CouponKind) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${activeCopy(now)})`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where ${inactiveCopy(now)})`.mapWith(Number),
    })
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(and(eq(couponUsers.userId, userId), kind ? eq(coupons.kind, kind) : undefined));
  return { active: row?.active ?? 0, inactive: row?.inactive ?? 0 };
}

/** How many usable copies of each kind a member holds. */
export async function countActiveCopiesByKind(db: Executor, userId: number, now: Date) {
  const rows = await db
    .select({ kind: coupons.kind, n: count() })
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(and(eq(couponUsers.userId, userId), activeCopy(now)))
    .groupBy(coupons.kind);
  const of = (kind: CouponKind) => rows.find((row) => row.kind === kind)?.n ?? 0;
  return { item: of("item"), shipping: of("shipping") };
}

/** How many of the member's usable copies (item and shipping) stop being valid by `until`. */
export async function countActiveCopiesEndingBy(db: Executor, userId: number, now: Date, until: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(and(eq(couponUsers.userId, userId), activeCopy(now), lte(couponUsers.validUntil, until)));
  return row?.n ?? 0;
}

/** The member's copy of a coupon (one per member at most). */
export async function findCopyOfCoupon(db: Executor, userId: number, couponId: number): Promise<CopyRow | undefined> {
  const [row] = await db
    .select(copyColumns)
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(and(eq(couponUsers.userId, userId), eq(couponUsers.couponId, couponId)));
  return row;
}

export async function findCopyById(db: Executor, couponUserId: number): Promise<CopyRow | undefined> {
  const [row] = await db
    .select(copyColumns)
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(eq(couponUsers.id, couponUserId));
  return row;
}

/** Which of these coupons the member already holds a copy of. */
export async function findHeldCouponIds(db: Executor, userId: number, couponIds: readonly number[]) {
  if (couponIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ couponId: couponUsers.couponId })
    .from(couponUsers)
    .where(and(eq(couponUsers.userId, userId), inArray(couponUsers.couponId, [...couponIds])));
  return new Set(rows.map((row) => row.couponId));
}

/** Issues a copy; undefined when the member already holds one (the unique index on coupon and member). */
export async function insertCopy(
  tx: Tx,
  values: { couponId: number; userId: number; issuedAt: Date; validUntil: Date },
): Promise<number | undefined> {
  const [row] = await tx.insert(couponUsers).values(values).onConflictDoNothing().returning({ id: couponUsers.id });
  return row?.id;
}

/** Issues copies to these members (one each; members who hold one are skipped); answers how many were issued. */
export async function insertCopies(
  tx: Tx,
  couponId: number,
  copies: readonly { userId: number; issuedAt: Date; validUntil: Date }[],
): Promise<number> {
  if (copies.length === 0) return 0;
  const rows = await tx
    .insert(couponUsers)
    .values(copies.map((copy) => ({ couponId, ...copy })))
    .onConflictDoNothing()
    .returning({ id: couponUsers.id });
  return rows.length;
}

/** Locks the copies of these ids (FOR UPDATE) and answers them with their coupons; unknown ids are left out. */
export function lockCopies(tx: Tx, couponUserIds: readonly number[]): Promise<CopyRow[]> {
  return tx
    .select(copyColumns)
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(inArray(couponUsers.id, [...couponUserIds]))
    .orderBy(asc(couponUsers.id))
    .for("update", { of: couponUsers });
}

/** Marks the unused copies of these ids used by the order; answers the ids it marked. */
export async function markCopiesUsed(tx: Tx, couponUserIds: readonly number[], orderId: number, now: Date) {
  const rows = await tx
    .update(couponUsers)
    .set({ usedAt: now, orderId })
    .where(and(inArray(couponUsers.id, [...couponUserIds]), isNull(couponUsers.usedAt)))
    .returning({ id: couponUsers.id });
  return rows.map((row) => row.id);
}

/** Gives back some of the copies an order used (a partial cancel's); answers how many. */
export async function releaseCopiesOfOrderLines(tx: Tx, orderId: number, couponUserIds: readonly number[]) {
  if (couponUserIds.length === 0) return 0;
  const rows = await tx
    .update(couponUsers)
    .set({ usedAt: null, orderId: null })
    .where(
      and(eq(couponUsers.orderId, orderId), inArray(couponUsers.id, [...couponUserIds]), isNotNull(couponUsers.usedAt)),
    )
    .returning({ id: couponUsers.id });
  return rows.length;
}

/** Gives back the copies an order used; answers how many. */
export async function releaseCopiesOfOrder(tx: Tx, orderId: number): Promise<number> {
  const rows = await tx
    .update(couponUsers)
    .set({ usedAt: null, orderId: null })
    .where(and(eq(couponUsers.orderId, orderId), isNotNull(couponUsers.usedAt)))
    .returning({ id: couponUsers.id });
  return rows.length;
}
