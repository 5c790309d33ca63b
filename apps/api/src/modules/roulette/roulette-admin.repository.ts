import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { rouletteEvents, roulettePrizes, rouletteSpins } from "../../db/schema/roulette.js";
import { containsPattern } from "../../lib/sql-like.js";
import type { PageWindow, RouletteEventRow, RoulettePrizeRow } from "./roulette.repository.js";

// The back office's reads and writes of the roulette tables (docs/decisions/054). A write locks the event row and then
// its prizes (FOR UPDATE, the lock every spin takes first), so an edit and a spin of one event take turns.

type Executor = Db | Tx;

export type RouletteEventFields = Omit<typeof rouletteEvents.$inferInsert, "id" | "createdAt">;
export type RoulettePrizeFields = Omit<typeof roulettePrizes.$inferInsert, "id" | "eventId" | "position">;

export interface AdminRouletteFilter {
  keyword?: string | undefined;
  status?: "upcoming" | "active" | "ended" | undefined;
  now: Date;
}

function statusCondition(status: AdminRouletteFilter["status"], now: Date): SQL | undefined {
  if (status === "upcoming") return sql`${rouletteEvents.startAt} > ${now}`;
  if (status === "active") return sql`${rouletteEvents.startAt} <= ${now} and ${rouletteEvents.endAt} > ${now}`;
  if (status === "ended") return sql`${rouletteEvents.endAt} <= ${now}`;
  return undefined;
}

/** One page of every event (shown or hidden), the latest start first. */
export async function findAdminRoulettePage(db: Executor, filter: AdminRouletteFilter, page: PageWindow) {
  const where = and(
    filter.keyword ? ilike(rouletteEvents.title, containsPattern(filter.keyword)) : undefined,
    statusCondition(filter.status, filter.now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rouletteEvents)
      .where(where)
      .orderBy(desc(rouletteEvents.startAt), desc(rouletteEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(rouletteEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRouletteEvent(db: Executor, id: number): Promise<RouletteEventRow | undefined> {
  const [row] = await db.select().from(rouletteEvents).where(eq(rouletteEvents.id, id));
  return row;
}

/**
 * The event row, locked until the transaction ends (an edit and ending early take turns). NO KEY UPDATE: a spin's insert
 * (its foreign key takes KEY SHARE on this row) is not held up by it.
 */
export async function lockRouletteEvent(tx: Tx, id: number): Promise<RouletteEventRow | undefined> {
  const [row] = await tx.select().from(rouletteEvents).where(eq(rouletteEvents.id, id)).for("no key update");
  return row;
}

export async function findRouletteIdByTitle(db: Executor, title: string): Promise<number | undefined> {
  const [row] = await db.select({ id: rouletteEvents.id }).from(rouletteEvents).where(eq(rouletteEvents.title, title));
  return row?.id;
}

/** The prizes of these events in wheel order. */
export function findPrizesOf(db: Executor, eventIds: readonly number[]): Promise<RoulettePrizeRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(roulettePrizes)
    .where(inArray(roulettePrizes.eventId, [...eventIds]))
    .orderBy(asc(roulettePrizes.eventId), asc(roulettePrizes.position));
}

/** How many spins won each prize of these events (prizes never won are absent). */
export async function countSpinsByPrize(db: Executor, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ prizeId: rouletteSpins.prizeId, n: count() })
    .from(rouletteSpins)
    .where(inArray(rouletteSpins.eventId, [...eventIds]))
    .groupBy(rouletteSpins.prizeId);
  return new Map(rows.map((row) => [row.prizeId, row.n]));
}

export async function insertRouletteEvent(tx: Tx, fields: RouletteEventFields): Promise<RouletteEventRow> {
  const [row] = await tx.insert(rouletteEvents).values(fields).returning();
  return row!;
}

export async function updateRouletteEvent(
  tx: Tx,
  id: number,
  fields: Partial<RouletteEventFields>,
): Promise<RouletteEventRow> {
  const [row] = await tx.update(rouletteEvents).set(fields).where(eq(rouletteEvents.id, id)).returning();
  return row!;
}

/**
 * Moves the event's slices off their places (to minus their ids) so they can be put back in the new order without
 * two slices meeting on one place (the unique (event, position) index).
 */
export async function parkPrizePositions(tx: Tx, eventId: number): Promise<void> {
  await tx
    .update(roulettePrizes)
    .set({ position: sql`-${roulettePrizes.id}` })
    .where(eq(roulettePrizes.eventId, eventId));
}

export async function insertPrize(tx: Tx, eventId: number, position: number, fields: RoulettePrizeFields) {
  await tx.insert(roulettePrizes).values({ ...fields, eventId, position });
}

export async function updatePrize(tx: Tx, prizeId: number, position: number, fields: RoulettePrizeFields) {
  await tx
    .update(roulettePrizes)
    .set({ ...fields, position })
    .where(eq(roulettePrizes.id, prizeId));
}

/** Deletes prizes never won (a won prize's spins keep it). */
export async function deletePrizes(tx: Tx, prizeIds: readonly number[]): Promise<void> {
  if (prizeIds.length === 0) return;
  await tx.delete(roulettePrizes).where(inArray(roulettePrizes.id, [...prizeIds]));
}

/** One page of an event's spins, the latest first, with the prize each won. */
export async function findSpinPage(db: Executor, eventId: number, page: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: rouletteSpins.id,
        userId: rouletteSpins.userId,
        createdAt: rouletteSpins.createdAt,
        kind: roulettePrizes.kind,
        label: roulettePrizes.label,
      })
      .from(rouletteSpins)
      .innerJoin(roulettePrizes, eq(roulettePrizes.id, rouletteSpins.prizeId))
      .where(eq(rouletteSpins.eventId, eventId))
      .orderBy(desc(rouletteSpins.createdAt), desc(rouletteSpins.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(rouletteSpins).where(eq(rouletteSpins.eventId, eventId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
