import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { authNumbers } from "../../db/schema/account.js";

type Executor = Db | Tx;

export type AuthNumberRow = typeof authNumbers.$inferSelect;
export type AuthNumberPurposeName = AuthNumberRow["purpose"];

export async function insertAuthNumber(db: Executor, values: typeof authNumbers.$inferInsert) {
  const [row] = await db.insert(authNumbers).values(values).returning({ id: authNumbers.id });
  if (!row) throw new Error("insert into auth_numbers returned no row");
  return row;
}

/** Only the newest code of a phone and purpose counts: asking again replaces the one before. */
export async function findLatestAuthNumber(db: Executor, phoneNumber: string, purpose: AuthNumberPurposeName) {
  const [row] = await db
    .select()
    .from(authNumbers)
    .where(and(eq(authNumbers.phoneNumber, phoneNumber), eq(authNumbers.purpose, purpose)))
    .orderBy(desc(authNumbers.createdAt), desc(authNumbers.id))
    .limit(1);
  return row;
}

export async function countAuthNumbersForPhone(db: Executor, phoneNumber: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authNumbers)
    .where(and(eq(authNumbers.phoneNumber, phoneNumber), gt(authNumbers.createdAt, since)));
  return row?.n ?? 0;
}

export async function countAuthNumbersForAddress(db: Executor, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authNumbers)
    .where(and(eq(authNumbers.requestAddress, address), gt(authNumbers.createdAt, since)));
  return row?.n ?? 0;
}

/** Counts a wrong try; answers the attempts now used, or null when the code was verified meanwhile. */
export async function incrementAuthNumberAttempts(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .update(authNumbers)
    .set({ attempts: sql`${authNumbers.attempts} + 1` })
    .where(and(eq(authNumbers.id, id), isNull(authNumbers.verifiedAt)))
    .returning({ attempts: authNumbers.attempts });
  return row?.attempts ?? null;
}

/** Marks a code verified and stores the hash of its proof; false when it was already verified. */
export async function markAuthNumberVerified(
  db: Executor,
  id: number,
  values: { verifiedAt: Date; proofHash: string; proofExpiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(authNumbers)
    .set(values)
    .where(and(eq(authNumbers.id, id), isNull(authNumbers.verifiedAt)))
    .returning({ id: authNumbers.id });
  return rows.length === 1;
}

export async function findAuthNumberByProofHash(db: Executor, proofHash: string) {
  const [row] = await db.select().from(authNumbers).where(eq(authNumbers.proofHash, proofHash));
  return row;
}

/** Uses a proof up; false when another request used it first. */
export async function markProofUsed(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(authNumbers)
    .set({ proofUsedAt: now })
    .where(and(eq(authNumbers.id, id), isNull(authNumbers.proofUsedAt)))
    .returning({ id: authNumbers.id });
  return rows.length === 1;
}

/** Deletes codes and proofs sent before `cutoff`; answers how many. */
export async function deleteAuthNumbersBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(authNumbers).where(lt(authNumbers.createdAt, cutoff)).returning({ id: authNumbers.id });
  return rows.length;
}
