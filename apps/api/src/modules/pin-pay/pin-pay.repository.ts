import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { pinPayCards, pinPayMembers } from "../../db/schema/pin-pay.js";

type Executor = Db | Tx;
export type PinPayMemberRow = typeof pinPayMembers.$inferSelect;
export type PinPayCardRow = typeof pinPayCards.$inferSelect;

export async function findEnrolment(db: Executor, userId: number) {
  const [row] = await db.select().from(pinPayMembers).where(eq(pinPayMembers.userId, userId));
  return row;
}

/** The enrolment, locked until the transaction ends: password checks of one member queue here and count in order. */
export async function lockEnrolment(tx: Tx, userId: number) {
  const [row] = await tx.select().from(pinPayMembers).where(eq(pinPayMembers.userId, userId)).for("update");
  return row;
}

/** A new enrolment; undefined when the member is enrolled already (the primary key is the check). */
export async function insertEnrolment(tx: Tx, values: typeof pinPayMembers.$inferInsert) {
  const [row] = await tx.insert(pinPayMembers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateEnrolment(tx: Tx, userId: number, patch: Partial<typeof pinPayMembers.$inferInsert>) {
  await tx.update(pinPayMembers).set(patch).where(eq(pinPayMembers.userId, userId));
}

export async function deleteEnrolment(tx: Tx, userId: number) {
  await tx.delete(pinPayMembers).where(eq(pinPayMembers.userId, userId));
}

/** The member's registered cards, the default first, then oldest first. */
export function listLiveCards(db: Executor, userId: number) {
  return db
    .select()
    .from(pinPayCards)
    .where(and(eq(pinPayCards.userId, userId), isNull(pinPayCards.removedAt)))
    .orderBy(desc(pinPayCards.isDefault), asc(pinPayCards.id));
}

/** One registered card of the member; undefined for a removed card or anyone else's. */
export async function findLiveCard(db: Executor, userId: number, cardId: number) {
  const [row] = await db
    .select()
    .from(pinPayCards)
    .where(and(eq(pinPayCards.id, cardId), eq(pinPayCards.userId, userId), isNull(pinPayCards.removedAt)));
  return row;
}

/**
 * A registered card; undefined when the member has this card (its fingerprint) live already — the partial unique
 * index is the check, also against two registrations of one card racing.
 */
export async function insertCardUnlessRegistered(tx: Tx, values: typeof pinPayCards.$inferInsert) {
  const [row] = await tx.insert(pinPayCards).values(values).onConflictDoNothing().returning();
  return row;
}

/** Marks cards removed (kept for the orders they paid); answers those that were live. */
export async function markCardsRemoved(tx: Tx, userId: number, cardIds: readonly number[] | "all", at: Date) {
  const live = and(eq(pinPayCards.userId, userId), isNull(pinPayCards.removedAt));
  const which = cardIds === "all" ? live : and(live, inArray(pinPayCards.id, [...cardIds]));
  return tx.update(pinPayCards).set({ removedAt: at, isDefault: false }).where(which).returning();
}

/** Makes the member's oldest live card the default when none is (after the default one was removed). */
export async function ensureDefaultCard(tx: Tx, userId: number) {
  const cards = await tx
    .select()
    .from(pinPayCards)
    .where(and(eq(pinPayCards.userId, userId), isNull(pinPayCards.removedAt)))
    .orderBy(asc(pinPayCards.id))
    .for("update");
  if (cards.length === 0 || cards.some((card) => card.isDefault)) return;
  await tx.update(pinPayCards).set({ isDefault: true }).where(eq(pinPayCards.id, cards[0]!.id));
}
