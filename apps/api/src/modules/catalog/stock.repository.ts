import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "../../db/client.js";
import { itemOptions, items } from "../../db/schema/catalog.js";

/** The rows an update answered (node-postgres and PGlite both answer `{ rows }`). */
const takenRowsSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * Takes `quantity` of an option and of its item, only if the option still has it: the conditional update is atomic,
 * so concurrent orders can never take the same piece twice nor drive stock below 0. False when the option (of that
 * item) no longer has `quantity`. One statement, one round trip: the option's update is a CTE and the item's stock
 * (the sum of its options', catalog schema) moves only when the option's did — in that order, so the row locks are
 * taken option first, item second, as before.
 */
export async function takeOptionStock(tx: Tx, line: { itemId: number; optionId: number; quantity: number }) {
  const result = await tx.execute(sql`
    with taken as (
      update ${itemOptions} set stock = ${itemOptions.stock} - ${line.quantity}
      where ${itemOptions.id} = ${line.optionId} and ${itemOptions.itemId} = ${line.itemId}
        and ${itemOptions.stock} >= ${line.quantity}
      returning ${itemOptions.itemId} as item_id
    )
    update ${items} set stock = greatest(${items.stock} - ${line.quantity}, 0)
    from taken where ${items.id} = taken.item_id
    returning ${items.id}`);
  return takenRowsSchema.parse(result).rows.length > 0;
}

/** Gives `quantity` back to an option and its item (a payment that failed, an order cancelled before shipping). */
export async function returnOptionStock(tx: Tx, line: { itemId: number; optionId: number; quantity: number }) {
  await tx
    .update(itemOptions)
    .set({ stock: sql`${itemOptions.stock} + ${line.quantity}` })
    .where(and(eq(itemOptions.id, line.optionId), eq(itemOptions.itemId, line.itemId)));
  await tx
    .update(items)
    .set({ stock: sql`${items.stock} + ${line.quantity}` })
    .where(eq(items.id, line.itemId));
}

/** Counts a paid order's pieces into the items' sales (the 인기순 sort). */
export async function addItemSales(tx: Tx, itemId: number, quantity: number) {
  await tx
    .update(items)
    .set({ salesCount: sql`${items.salesCount} + ${quantity}` })
    .where(eq(items.id, itemId));
}

/**
 * Sets one option's stock to `stock` (staff counted it) and moves its item's by the same difference. The option's row
 * is locked first, then the item's, the order `takeOptionStock` takes them in. `expectedStock`, when given, is the
 * figure the staff member saw: if orders took or gave back pieces since, nothing is written and "changed" answers.
 */
export async function setOptionStockTo(
  tx: Tx,
  line: { itemId: number; optionId: number; stock: number; expectedStock?: number | undefined },
): Promise<{ before: number; after: number } | "missing" | "changed"> {
  const [option] = await tx
    .select({ stock: itemOptions.stock })
    .from(itemOptions)
    .where(and(eq(itemOptions.id, line.optionId), eq(itemOptions.itemId, line.itemId)))
    .for("update");
  if (!option) return "missing";
  if (line.expectedStock !== undefined && line.expectedStock !== option.stock) return "changed";
  const difference = line.stock - option.stock;
  if (difference !== 0) {
    await tx.update(itemOptions).set({ stock: line.stock }).where(eq(itemOptions.id, line.optionId));
    await tx
      .update(items)
      .set({ stock: sql`greatest(${items.stock} + ${difference}, 0)` })
      .where(eq(items.id, line.itemId));
  }
  return { before: option.stock, after: line.stock };
}
