import type { OrderStatus } from "@shop/core/order/order-status";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { items } from "./catalog.js";
import { timestamptz } from "./columns.js";

/**
 * Orders, as little of them as reviews need so far (docs/decisions/010-review-purchase-check.md): the cart and
 * order work extends these two tables with payment, receivers, shipping and money columns. Statuses are those of
 * packages/core/src/order/order-status.ts; the order module is the only writer.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    /** The public order number (/mypage/order/{orderCode}). */
    orderCode: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text().$type<OrderStatus>().notNull(),
    orderedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.orderCode), index().on(t.userId, t.orderedAt)],
);

/** One line of an order: an item, how many and at what price; its status moves on its own (partial returns). */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    quantity: integer().notNull(),
    /** Integer won per piece, as paid. */
    unitPrice: integer().notNull(),
    status: text().$type<OrderStatus>().notNull(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.itemId),
    check("order_items_quantity", sql`${t.quantity} > 0`),
    check("order_items_unit_price", sql`${t.unitPrice} >= 0`),
  ],
);
