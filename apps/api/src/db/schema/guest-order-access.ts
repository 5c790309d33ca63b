import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { authTokens } from "./account.js";
import { timestamptz } from "./columns.js";
import { orders } from "./order.js";

/**
 * A non-member's order opened at /order/no-member with its code and password: the guest token that opened it may
 * read and cancel it like the token it was placed with, until that token ends (its rows go with it). The order
 * module is the only reader and writer.
 */
export const guestOrderAccess = pgTable(
  "guest_order_access",
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    tokenId: integer()
      .notNull()
      .references(() => authTokens.id, { onDelete: "cascade" }),
    grantedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tokenId] })],
);
