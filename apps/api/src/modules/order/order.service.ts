import type { Db, Tx } from "../../db/client.js";
import { createPurchase, type PurchaseInput } from "../../db/seed/order.factory.js";
import { lockOrderLine } from "./order.repository.js";

/**
 * Orders and their lines. The order module is the only one that reads or writes the order tables; other modules
 * (reviews, later claims and my page) ask it. Checkout, payment and shipping arrive with the buying work.
 */
export function createOrderService({ db }: { db: Db }) {
  return {
    /**
     * An order line and the member who ordered it, locked for the rest of the caller's transaction `tx` (the
     * review check: the line must stay the member's, delivered and unreviewed until the review is written).
     */
    lockLine(tx: Tx, orderItemId: number) {
      return lockOrderLine(tx, orderItemId);
    },

    /** A one-line order placed directly, for development tools only (until checkout places real ones). */
    placeDevPurchase(input: PurchaseInput) {
      return db.transaction((tx) => createPurchase(tx, input));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
