import { and, asc, count, eq, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { rouletteEvents, roulettePrizes, rouletteSpins } from "../../db/schema/roulette.js";

type Executor = Db | Tx;

export type RouletteEventRow = typeof rouletteEvents.$inferSelect;
export type RoulettePrizeRow = typeof roulettePrizes.$inferSelect;
export type RouletteSpinRow = typeof rouletteSpins.$inferSelect;

export interface PageWindow {
  offset: number;
  limit: number;
}

/** 0 live, 1 upcoming, 2 ended at `now`: the list's order. */
function statusRank(now: Date) {
  return sql<number>`case when ${rouletteEvents.startAt} > ${now} then 1 when ${rouletteEvents.endAt} <= ${now} then 2 else 0 end`;
}

/**
 * One page of the shown events: live ones first (the latest started first), then upcoming ones (the soonest first),
 * then ended ones (the latest ended first).
 */
export async function findVisibleEventPage(db: Executor, now: Date, page: PageWindow) {
  const rank = statusRank(now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rouletteEvents)
      .where(eq(rouletteEvents.visible, true))
      .orderBy(
        rank,
        sql`case when ${rank} = 0 then -extract(epoch from ${rouletteEvents.startAt}) when ${rank} = 1 then extract(epoch from ${rouletteEvents.startAt}) else -extract(epoch from ${rouletteEvents.endAt}) end`,
        asc(rouletteEvents.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(rouletteEvents).where(eq(rouletteEvents.visible, true)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The live event /roulette without an id shows: the one that started last. */
export async function findCurrentEventId(db: Executor, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: rouletteEvents.id })
    .from(rouletteEvents)
    .where(
      and(
        eq(rouletteEvents.visible, true),
        sql`${rouletteEvents.startAt} <= ${now}`,
        sql`${rouletteEvents.endAt} > ${now}`,
      ),
    )
    .orderBy(sql`${rouletteEvents.startAt} desc`, asc(rouletteEvents.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findVisibleEvent(db: Executor, id: number): Promise<RouletteEventRow | undefined> {
  const [row] = await db
    .select()
    .from(rouletteEvents)
    .where(and(eq(rouletteEvents.id, id), eq(rouletteEvents.visible, true)));
  return row;
}

/** The event's prizes in wheel order. */
export function findPrizes(db: Executor, eventId: number): Promise<RoulettePrizeRow[]> {
  return db
    .select()
    .from(roulettePrizes)
    .where(eq(roulettePrizes.eventId, eventId))
    .orderBy(asc(roulettePrizes.position));
}

/** The event's prizes in wheel order, locked (FOR UPDATE) until the transaction ends: spins of one event take turns. */
export function lockPrizes(tx: Tx, eventId: number): Promise<RoulettePrizeRow[]> {
  return tx
    .select()
    .from(roulettePrizes)
    .where(eq(roulettePrizes.eventId, eventId))
    .orderBy(asc(roulettePrizes.position))
    .for("update");
}

/** The member's spin of the event under a spin key (a Korea day, or "event"). */
export async function findSpin(
  db: Executor,
  eventId: number,
  userId: number,
  spinKey: string,
): Promise<RouletteSpinRow | undefined> {
  const [row] = await db
    .select()
    .from(rouletteSpins)
    .where(
      and(eq(rouletteSpins.eventId, eventId), eq(rouletteSpins.userId, userId), eq(rouletteSpins.spinKey, spinKey)),
    );
  return row;
}

/** Writes a spin; undefined when the member already has one under that key (the unique index). */
export async function insertSpin(
  tx: Tx,
  values: typeof rouletteSpins.$inferInsert,
): Promise<RouletteSpinRow | undefined> {
  const [row] = await tx.insert(rouletteSpins).values(values).onConflictDoNothing().returning();
  return row;
}

/** Takes one copy off a prize's stock (no limit: nothing to take); false when none is left. */
export async function takePrizeStock(tx: Tx, prizeId: number): Promise<boolean> {
  const rows = await tx
    .update(roulettePrizes)
    .set({ stock: sql`${roulettePrizes.stock} - 1` })
    .where(and(eq(roulettePrizes.id, prizeId), or(isNull(roulettePrizes.stock), sql`${roulettePrizes.stock} > 0`)))
    .returning({ id: roulettePrizes.id });
  return rows.length > 0;
}
