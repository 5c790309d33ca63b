import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client.js";
import { itemImages, itemOptions, items, sellerBrands, sellers } from "../../db/schema/catalog.js";

// The writes of a new item (docs/decisions/043): its row under a code made from its own id, its options, and the drawn
// picture it starts with.

type Executor = Db | Tx;
export type NewItemValues = Omit<typeof items.$inferInsert, "id" | "itemUserCode">;
export type NewOptionValues = Omit<typeof itemOptions.$inferInsert, "id" | "itemId">;

// nextval is a bigint: pg hands it over as text, PGlite as a bigint.
const nextIdSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

async function nextItemId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('items', 'id')) as id`);
  const [next] = nextIdSchema.parse(result).rows;
  if (!next) throw new Error("items id sequence gave no value");
  return next.id;
}

async function codeTaken(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx.select({ id: items.id }).from(items).where(eq(items.itemUserCode, code));
  return row !== undefined;
}

/**
 * Writes the item under the shop's code made from its own id (`G0000123`, the demo catalog's form: item n of the seed
 * is G000000n), taken from the sequence first so the row is written once. A code a seeded item already holds (a
 * catalog seeded beside older items) moves on to the next id. Answers the id and code.
 */
export async function insertNewItem(
  tx: Tx,
  values: NewItemValues,
  codeOf: (id: number) => string,
): Promise<{ id: number; itemUserCode: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const id = await nextItemId(tx);
    const itemUserCode = codeOf(id);
    if (await codeTaken(tx, itemUserCode)) continue;
    await tx.insert(items).values({ ...values, id, itemUserCode });
    return { id, itemUserCode };
  }
  throw new Error("no free item code after 20 ids");
}

export async function insertNewOptions(tx: Tx, itemId: number, options: readonly NewOptionValues[]) {
  await tx.insert(itemOptions).values(options.map((option) => ({ ...option, itemId })));
}

export async function insertPlaceholderImage(tx: Tx, itemId: number, url: string, alt: string) {
  await tx.insert(itemImages).values({ itemId, url, alt, sortOrder: 0 });
}

/** A seller's name, or undefined when there is no such seller. */
export async function findSellerName(db: Executor, sellerId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: sellers.name }).from(sellers).where(eq(sellers.id, sellerId));
  return row?.name;
}

/** Every seller's brands (one seller's for a seller's staff), for the new item form. */
export function findBrandChoices(db: Db, sellerId: number | undefined) {
  return db
    .select({
      id: sellerBrands.id,
      sellerId: sellerBrands.sellerId,
      name: sellerBrands.brandName,
      livestock: sellerBrands.livestock,
    })
    .from(sellerBrands)
    .where(sellerId === undefined ? undefined : eq(sellerBrands.sellerId, sellerId))
    .orderBy(asc(sellerBrands.sellerId), asc(sellerBrands.sortOrder), asc(sellerBrands.id));
}
