import { and, count, desc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { cartLines } from "../../db/schema/cart.js";

type Executor = Db | Tx;

/** Whose cart: a member's lines hang on the member, a guest's on the guest token (auth_tokens.id). */
export type CartOwner = { userId: number } | { guestTokenId: number };

export type CartLineRow = typeof cartLines.$inferSelect;

function ownedBy(owner: CartOwner): SQL {
  return "userId" in owner ? eq(cartLines.userId, owner.userId) : eq(cartLines.guestTokenId, owner.guestTokenId);
}

function ownerColumns(owner: CartOwner) {
  return "userId" in owner ? { userId: owner.userId } : { guestTokenId: owner.guestTokenId };
}

/** The unique index an owner's option is kept once by (a member's per line kind: normal and designated apart). */
function ownerOptionTarget(owner: CartOwner) {
  return "userId" in owner
    ? [cartLines.userId, cartLines.optionId, cartLines.kind]
    : [cartLines.guestTokenId, cartLines.optionId];
}

/** The cart page's lines: designated-trade lines (docs/decisions/019) belong to their own checkout, never to it. */
const normalLines = eq(cartLines.kind, "normal");

/** The owner's lines, newest first. */
export function findLines(db: Executor, owner: CartOwner): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(and(ownedBy(owner), normalLines))
    .orderBy(desc(cartLines.id));
}

/** The owner's lines among `ids`, newest first (ids of other owners and unknown ids are left out). */
export function findLinesByIds(db: Executor, owner: CartOwner, ids: readonly number[]): Promise<CartLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(cartLines)
    .where(and(ownedBy(owner), inArray(cartLines.id, [...ids])))
    .orderBy(desc(cartLines.id));
}

/** The owner's line holding the option, if any. */
export async function findLineOfOption(db: Executor, owner: CartOwner, optionId: number) {
  const [row] = await db
    .select()
    .from(cartLines)
    .where(and(ownedBy(owner), eq(cartLines.optionId, optionId)));
  return row;
}

/** How many lines the owner's cart holds. */
export async function countLines(db: Executor, owner: CartOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartLines)
    .where(and(ownedBy(owner), normalLines));
  return row?.n ?? 0;
}

/**
 * Adds `quantity` of the option to the owner's cart in one statement: a new line, or the existing line's quantity
 * increased where it stands (so concurrent adds of one option never lose one another's), selected again. Answers the
 * line with its quantity after the add.
 */
export async function addToLine(
  tx: Tx,
  owner: CartOwner,
  line: { itemId: number; optionId: number; quantity: number },
): Promise<{ id: number; quantity: number }> {
  const [row] = await tx
    .insert(cartLines)
    .values({ ...ownerColumns(owner), ...line })
    .onConflictDoUpdate({
      target: ownerOptionTarget(owner),
      set: {
        quantity: sql`${cartLines.quantity} + excluded.quantity`,
        selected: true,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: cartLines.id, quantity: cartLines.quantity });
  return row!;
}

/**
 * Moves a guest's line onto the member: a new member line of `quantity`, or the member's line of the same option
 * raised by `added` up to `cap` (never lowered below what it holds).
 */
export async function mergeIntoLine(
  tx: Tx,
  userId: number,
  line: Pick<CartLineRow, "itemId" | "optionId" | "selected" | "shippingPaymentType">,
  quantities: { quantity: number; added: number; cap: number },
): Promise<void> {
  const { quantity, added, cap } = quantities;
  await tx
    .insert(cartLines)
    .values({
      userId,
      itemId: line.itemId,
      optionId: line.optionId,
      selected: line.selected,
      shippingPaymentType: line.shippingPaymentType,
      quantity,
    })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.optionId, cartLines.kind],
      set: {
        quantity: sql`greatest(${cartLines.quantity}, least(${cartLines.quantity} + ${added}::integer, ${cap}::integer))`,
        updatedAt: sql`now()`,
      },
    });
}

/** Sets one of the owner's lines to `quantity`; undefined when the owner has no such line. */
export async function updateLineQuantity(db: Executor, owner: CartOwner, id: number, quantity: number) {
  const [row] = await db
    .update(cartLines)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(ownedBy(owner), eq(cartLines.id, id)))
    .returning({ id: cartLines.id });
  return row;
}

/** Deletes the owner's lines among `ids`; answers the ids deleted. */
export async function deleteLines(db: Executor, owner: CartOwner, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(cartLines)
    .where(and(ownedBy(owner), inArray(cartLines.id, [...ids])))
    .returning({ id: cartLines.id });
  return rows.map((row) => row.id);
}

/** Selects exactly the owner's lines among `ids` and unselects the others. */
export async function selectOnly(tx: Tx, owner: CartOwner, ids: readonly number[]): Promise<void> {
  await tx
    .update(cartLines)
    .set({ selected: false })
    .where(
      and(
        ownedBy(owner),
        eq(cartLines.selected, true),
        ids.length > 0 ? notInArray(cartLines.id, [...ids]) : undefined,
      ),
    );
  if (ids.length > 0) {
    await tx
      .update(cartLines)
      .set({ selected: true })
      .where(and(ownedBy(owner), eq(cartLines.selected, false), inArray(cartLines.id, [...ids])));
  }
}

/** Sets 선결제 (1) or 착불 (2) on the owner's lines among `ids`; answers the ids changed. */
export async function updateShippingPaymentType(
  db: Executor,
  owner: CartOwner,
  ids: readonly number[],
  shippingPaymentType: 1 | 2,
): Promise<number[]> {
  const rows = await db
    .update(cartLines)
    .set({ shippingPaymentType, updatedAt: sql`now()` })
    .where(and(ownedBy(owner), inArray(cartLines.id, [...ids])))
    .returning({ id: cartLines.id });
  return rows.map((row) => row.id);
}

/**
 * Sets a member's designated-trade line of the option to `quantity` (a new line, or the one from an earlier designated
 * checkout); answers its id. Normal cart lines of the same option are left as they are.
 */
export async function putDesignatedLine(
  tx: Tx,
  userId: number,
  line: { itemId: number; optionId: number; quantity: number },
): Promise<number> {
  const [row] = await tx
    .insert(cartLines)
    .values({ userId, ...line, kind: "designated" })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.optionId, cartLines.kind],
      set: { quantity: line.quantity, selected: true, updatedAt: sql`now()` },
    })
    .returning({ id: cartLines.id });
  return row!.id;
}
