import { aliasedTable, and, asc, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { categories, items, sellerBrands } from "../../db/schema/catalog.js";
import { events } from "../../db/schema/display.js";

/** The Korea calendar day of a timestamptz, as sitemaps take it; formatted by the database, not per row in Node. */
const koreaDay = (instant: AnyPgColumn | SQL) =>
  sql<string>`to_char((${instant}) at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

/**
 * Displayed items per item file (ids ((file − 1) × size, file × size]) with the newest creation
 * day of each: one pass over the items.
 */
export function findItemFileStats(db: Db, size: number) {
  // `size` is a checked integer; inlined so the grouped expression is one and the same in SQL.
  const file = sql<number>`((${items.id} - 1) / ${sql.raw(String(Math.trunc(size)))} + 1)::int`;
  return db
    .select({ file, itemCount: sql<number>`count(*)::int`, lastmod: koreaDay(sql`max(${items.createdAt})`) })
    .from(items)
    .where(eq(items.displayed, true))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** The displayed items of one item file in id order: a range scan of the primary key. */
export function findItemFile(db: Db, size: number, file: number) {
  return db
    .select({ itemUserCode: items.itemUserCode, lastmod: koreaDay(items.createdAt) })
    .from(items)
    .where(and(eq(items.displayed, true), gt(items.id, (file - 1) * size), lte(items.id, file * size)))
    .orderBy(asc(items.id));
}

const parent = aliasedTable(categories, "parent");
const grandparent = aliasedTable(categories, "grandparent");

/** Displayed categories whose ancestors (at most two) are displayed as well. */
export function findDisplayedCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      depth: categories.depth,
      livestock: categories.livestock,
      lastmod: koreaDay(categories.updatedAt),
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(grandparent, eq(grandparent.id, parent.parentId))
    .where(
      and(
        eq(categories.displayed, true),
        sql`coalesce(${parent.displayed}, true)`,
        sql`coalesce(${grandparent.displayed}, true)`,
      ),
    )
    .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.id));
}

/** (seller, livestock) pairs of brands with at least one displayed item (the brand item-list index answers each). */
export function findBrandsWithItems(db: Db) {
  return db
    .selectDistinct({ sellerId: sellerBrands.sellerId, livestock: sellerBrands.livestock })
    .from(sellerBrands)
    .where(sql`exists (select 1 from ${items} where ${items.brandId} = ${sellerBrands.id} and ${items.displayed})`)
    .orderBy(asc(sellerBrands.sellerId), asc(sellerBrands.livestock));
}

/** Displayed events live at `now`. */
export function findLiveEvents(db: Db, now: Date) {
  return db
    .select({ link: events.link, lastmod: koreaDay(events.createdAt) })
    .from(events)
    .where(and(eq(events.displayed, true), lte(events.startAt, now), gt(events.endAt, now)))
    .orderBy(asc(events.sortOrder), asc(events.id));
}
