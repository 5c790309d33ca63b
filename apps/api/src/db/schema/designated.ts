import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { timestamptz } from "./columns.js";
import { designatedItems } from "./display.js";

/**
 * Designated trade (지정거래, docs/decisions/019): the price of a designated item agreed with one company buyer, for
 * one unit of the item as listed (its first option; other options take the same share off, core
 * designatedOptionPrice). One price per buyer and item, in force from `validFrom` until `validUntil` (null: open). Only
 * the designated module reads or writes this table; checkout asks it for a buyer's terms.
 */
export const designatedPrices = pgTable(
  "designated_prices",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A price exists only for an item open to designated trade; it goes when the item leaves it. */
    itemId: integer()
      .notNull()
      .references(() => designatedItems.itemId, { onDelete: "cascade" }),
    /** Integer won per unit. */
    unitPrice: integer().notNull(),
    validFrom: timestamptz(),
    validUntil: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.itemId),
    index().on(t.itemId),
    check("designated_prices_unit_price", sql`${t.unitPrice} > 0`),
    check(
      "designated_prices_window",
      sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validUntil} > ${t.validFrom}`,
    ),
  ],
);
