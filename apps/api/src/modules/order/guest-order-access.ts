import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { guestOrderAccess } from "../../db/schema/guest-order-access.js";
import type { AuthContext } from "../account/session.service.js";
import type { OrderRow } from "./checkout.repository.js";
import { isOrderOwner } from "./order-claims.js";

type Executor = Db | Tx;
type Caller = Pick<AuthContext, "userId" | "tokenId"> | null;

/** Lets the guest token that gave a non-member order's code and password read and cancel it (once per token). */
export async function grantGuestOrderAccess(db: Executor, orderId: number, tokenId: number): Promise<void> {
  await db.insert(guestOrderAccess).values({ orderId, tokenId }).onConflictDoNothing();
}

/**
 * Whose an order is, for the order pages and cancels: its member, the guest token it was placed with, or a guest
 * token that opened it at /order/no-member with its password. Anyone else gets 404.
 */
export async function ownsOrder(db: Executor, order: OrderRow, auth: Caller): Promise<boolean> {
  if (isOrderOwner(order, auth)) return true;
  if (!auth || auth.userId !== null || order.userId !== null) return false;
  const [row] = await db
    .select({ orderId: guestOrderAccess.orderId })
    .from(guestOrderAccess)
    .where(and(eq(guestOrderAccess.orderId, order.id), eq(guestOrderAccess.tokenId, auth.tokenId)))
    .limit(1);
  return row !== undefined;
}
