import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { timestamptz } from "./columns.js";

/** A member's address book (배송지 관리): one base address (기본배송지) at most. Only the shipping module writes it. */
export const shippingAddresses = pgTable(
  "shipping_addresses",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The entry's name (집, 회사 …). */
    title: text().notNull(),
    receiverName: text().notNull(),
    receiverPhone: text().notNull(),
    postcode: text().notNull(),
    address: text().notNull(),
    addressDetail: text().notNull().default(""),
    isBase: boolean().notNull().default(false),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), uniqueIndex("shipping_addresses_one_base").on(t.userId).where(sql`${t.isBase}`)],
);
