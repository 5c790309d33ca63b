import { and, between, count, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../client.js";
import { items } from "../schema/catalog.js";
import { rebuildSearchVocabulary } from "../search-index.js";
import { buildDemoItem, demoItemUserCode, insertItems, insertReferenceData } from "./catalog.factory.js";
import { seedContent } from "./content-seed.js";
import { seedCoupons } from "./coupon-seed.js";
import { seedDemoCompanyBuyer } from "./designated-seed.js";
import { seedDisplay } from "./display-seed.js";
import { seedExperienceTeams } from "./experience-team-seed.js";
import { seedReviews } from "./review-seed.js";
import { seedRoulette } from "./roulette-seed.js";
import { seedSystemCodes } from "./system-code-seed.js";

/** The catalog size of `npm start` and of the test template (SEED_ITEMS default). */
export const DEFAULT_SEED_ITEMS = 360;

const ITEMS_PER_CHUNK = 5000;
/** From this many items into an empty catalog, the items' secondary indexes are built after the load. */
const BULK_LOAD_MIN_ITEMS = 20_000;

const indexDefinitionsSchema = z.object({ rows: z.array(z.object({ name: z.string(), definition: z.string() })) });

/**
 * Runs a bulk load with the non-unique indexes of items dropped, then recreates them from the
 * definitions the database reported: building 20 B-trees and the search GIN once is several times
 * cheaper than maintaining them row by row. Unique indexes stay (the load's ON CONFLICT needs them).
 */
async function withItemIndexesDeferred<T>(tx: Tx, load: () => Promise<T>): Promise<T> {
  const result = await tx.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'items' and indexdef not like 'CREATE UNIQUE INDEX%'`);
  const indexes = indexDefinitionsSchema.parse(result).rows;
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  const loaded = await load();
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  return loaded;
}

export interface SeedResult {
  itemsInserted: number;
}

/**
 * Loads the demo catalog with each item's options, Q&A, experience-team reviews and
 * traceability record (idempotent: rows that exist by their natural key are left alone, so
 * running it again changes nothing and a larger `items` only adds the missing ones), then the
 * site content, the shoppers' reviews of the first items, and the demo coupons and points. `demoAccounts` adds the
 * accounts with public passwords (the demo company buyer and their designated prices): demo mode only.
 */
export async function seedDemoData(db: Db, options: { items: number; demoAccounts?: boolean }): Promise<SeedResult> {
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
    const loadItems = async () => {
      let inserted = 0;
      // Chunks keep memory flat at 100k items; rows still go in 1000 per INSERT.
      for (let start = 0; start < total; start += ITEMS_PER_CHUNK) {
        const end = Math.min(total, start + ITEMS_PER_CHUNK);
        const built = Array.from({ length: end - start }, (_, i) => buildDemoItem(start + i));
        inserted += await insertItems(tx, built);
      }
      return inserted;
    };
    const [anyItem] = await tx.select({ id: items.id }).from(items).limit(1);
    return total >= BULK_LOAD_MIN_ITEMS && !anyItem ? withItemIndexesDeferred(tx, loadItems) : loadItems();
  });
  // The typo vocabulary counts every item's words, so it is rebuilt whole once the items are in.
  if (itemsInserted > 0) await rebuildSearchVocabulary(db);
  await seedContent(db);
  await seedDisplay(db);
  await seedReviews(db);
  await seedCoupons(db);
  await seedRoulette(db);
  await seedExperienceTeams(db);
  await seedSystemCodes(db);
  if (options.demoAccounts) await seedDemoCompanyBuyer(db);
  return { itemsInserted };
}
