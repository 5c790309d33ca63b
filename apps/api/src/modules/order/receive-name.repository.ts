import { and, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orders } from "../../db/schema/order.js";

type Executor = Db | Tx;

/**
 * The receiver names (받는 분) of the member's placed orders — paid ones, and virtual-account ones waiting for the
 * deposit; never a window left unpaid — each with how many orders went to it and when it was last used, most used
 * first, then the most recent, then by name.
 */
export function findReceiverNames(db: Executor, userId: number, limit: number) {
  const name = sql<string>`btrim(${orders.receiverName})`;
  const orderCount = sql<number>`count(*)::int`;
  const lastUsedAt = sql<Date>`max(${orders.orderedAt})`;
  return db
    .select({ receiveName: name, orderCount, lastUsedAt })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), ne(name, ""), or(isNotNull(orders.paidAt), eq(orders.status, "awaiting_deposit"))),
    )
    .groupBy(name)
    .orderBy(desc(orderCount), desc(lastUsedAt), name)
    .limit(limit);
}
