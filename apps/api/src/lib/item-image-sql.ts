import { sql } from "drizzle-orm";
import { itemImages, items } from "../db/schema/catalog.js";
import { qualified } from "./qualified-column.js";

/**
 * An item's first picture, as a column of any select that has `items` in it. The item is named in full ("items"."id"):
 * in a select of one table Drizzle writes its selected columns bare, and a bare "id" inside this subquery would be the
 * picture's own id — every item would get the one picture whose id equals its item's, found by reading them all.
 */
export const firstItemImageUrl = sql<
  string | null
>`(select ${itemImages.url} from ${itemImages} where ${itemImages.itemId} = ${qualified(items, items.id)} order by ${itemImages.sortOrder} limit 1)`;
