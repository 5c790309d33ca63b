import { and, between, count } from "drizzle-orm";
import type { Db } from "../client.js";
import { items } from "../schema/catalog.js";
import { buildDemoItem, demoItemUserCode, insertItems, insertReferenceData } from "./catalog.factory.js";
import { seedContent } from "./content-seed.js";

/** The catalog size of `npm start` and of the test template (SEED_ITEMS default). */
export const DEFAULT_SEED_ITEMS = 360;

const ITEMS_PER_CHUNK = 5000;

export interface SeedResult {
  itemsInserted: number;
}

/**
 * Loads the demo catalog (idempotent: rows that exist by their natural key are left alone, so
 * running it again changes nothing and a larger `items` only adds the missing ones), then the
 * site content.
 */
export async function seedDemoData(db: Db, options: { items: number }): Promise<SeedResult> {
  const total = Math.max(0, Math.floor(options.items));
  const itemsInserted = await db.transaction(async (tx) => {
    await insertReferenceData(tx);
    if (total === 0) return 0;
    // Cheap check through the unique index: a full earlier load skips generating every row.
    const [present] = await tx
      .select({ n: count() })
      .from(items)
      .where(and(between(items.itemUserCode, demoItemUserCode(0), demoItemUserCode(total - 1))));
    if ((present?.n ?? 0) >= total) return 0;
    let inserted = 0;
    // Chunks keep memory flat at 100k items; rows still go in 1000 per INSERT.
    for (let start = 0; start < total; start += ITEMS_PER_CHUNK) {
      const end = Math.min(total, start + ITEMS_PER_CHUNK);
      const built = Array.from({ length: end - start }, (_, i) => buildDemoItem(start + i));
      inserted += await insertItems(tx, built);
    }
    return inserted;
  });
  await seedContent(db);
  return { itemsInserted };
}
