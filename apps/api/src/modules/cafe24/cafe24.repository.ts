import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { cafe24PointExchanges, cafe24SandboxPoints } from "../../db/schema/cafe24.js";

type Executor = Db | Tx;

export type Cafe24ExchangeRow = typeof cafe24PointExchanges.$inferSelect;

/** Records an exchange request before Cafe24 is asked; undefined when the member's key is taken (a retry). */
export async function insertExchangeUnlessKeyTaken(
  db: Executor,
  values: typeof cafe24PointExchanges.$inferInsert,
): Promise<Cafe24ExchangeRow | undefined> {
  const [row] = await db
    .insert(cafe24PointExchanges)
    .values(values)
    .onConflictDoNothing({ target: [cafe24PointExchanges.userId, cafe24PointExchanges.idempotencyKey] })
    .returning();
  return row;
}

export async function findExchangeByKey(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(cafe24PointExchanges)
    .where(and(eq(cafe24PointExchanges.userId, userId), eq(cafe24PointExchanges.idempotencyKey, key)));
  return row;
}

/** The member's exchanges not yet finished (requested or decreased), oldest first. */
export function findOpenExchanges(db: Executor, userId: number) {
  return db
    .select()
    .from(cafe24PointExchanges)
    .where(
      and(eq(cafe24PointExchanges.userId, userId), inArray(cafe24PointExchanges.status, ["requested", "decreased"])),
    )
    .orderBy(cafe24PointExchanges.id);
}

/** Moves an exchange from `from` to the patch; undefined when it was not in `from` (another request moved it). */
export async function moveExchange(
  db: Executor,
  id: number,
  from: Cafe24ExchangeRow["status"],
  patch: Partial<typeof cafe24PointExchanges.$inferInsert>,
): Promise<Cafe24ExchangeRow | undefined> {
  const [row] = await db
    .update(cafe24PointExchanges)
    .set(patch)
    .where(and(eq(cafe24PointExchanges.id, id), eq(cafe24PointExchanges.status, from)))
    .returning();
  return row;
}

// The sandbox's own records (what Cafe24 would hold).

/** Serialises one mall member's point writes until `tx` ends. */
export async function lockSandboxMember(tx: Tx, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cafe24-sandbox:${memberId}`}))`);
}

export async function sumSandboxPoints(db: Executor, memberId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${cafe24SandboxPoints.amount}), 0)` })
    .from(cafe24SandboxPoints)
    .where(eq(cafe24SandboxPoints.memberId, memberId));
  return Number(row?.total ?? 0);
}

export async function insertSandboxPoints(tx: Tx, values: typeof cafe24SandboxPoints.$inferInsert) {
  const [row] = await tx.insert(cafe24SandboxPoints).values(values).returning();
  if (!row) throw new Error("insert into cafe24_sandbox_points returned no row");
  return row;
}

export function findSandboxHistory(db: Executor, memberId: string, limit: number) {
  return db
    .select()
    .from(cafe24SandboxPoints)
    .where(eq(cafe24SandboxPoints.memberId, memberId))
    .orderBy(desc(cafe24SandboxPoints.id))
    .limit(limit);
}
