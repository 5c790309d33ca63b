import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { authTokens, users } from "./account.js";
import { itemOptions, items } from "./catalog.js";
import { timestamptz } from "./columns.js";

/**
 * The cart (장바구니): one row per chosen option. A member's lines hang on the member; a shopper who is not logged
 * in keeps them on the guest token, and logging in moves them onto the member (same option: quantities add up).
 * Only the cart module reads or writes this table.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    guestTokenId: integer().references(() => authTokens.id, { onDelete: "cascade" }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    optionId: integer()
      .notNull()
      .references(() => itemOptions.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    /** SPEC §4: lines start selected; the selected ones are what checkout buys. */
    selected: boolean().notNull().default(true),
    /** 1 = shipping paid with the order (선결제), 2 = paid to the courier on delivery (착불). */
    shippingPaymentType: smallint().notNull().default(1),
    /**
     * `designated`: a line of a company buyer's designated-trade checkout (docs/decisions/019), priced at the price
     * designated to them and never shown in the cart page; /order/private-order writes it, checkout buys it.
     */
    kind: text({ enum: ["normal", "designated"] })
      .notNull()
      .default("normal"),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.optionId, t.kind),
    uniqueIndex().on(t.guestTokenId, t.optionId),
    index().on(t.itemId),
    check("cart_lines_owner", sql`(${t.userId} is null) <> (${t.guestTokenId} is null)`),
    check("cart_lines_quantity", sql`${t.quantity} > 0`),
    check("cart_lines_shipping_payment_type", sql`${t.shippingPaymentType} in (1, 2)`),
    check("cart_lines_kind", sql`${t.kind} in ('normal', 'designated')`),
    // Designated trade is for members (company buyers) only.
    check("cart_lines_designated_member", sql`${t.kind} = 'normal' or ${t.userId} is not null`),
  ],
);
