import { type BulkVbankCandidate, bulkVbankValidHours } from "@shop/core/order/bulk-vbank";
import { canChangeOrderStatus, ORDER_STATUS_LABELS } from "@shop/core/order/order-status";
import type { Db, Tx } from "../../db/client.js";
import type { StockService } from "../catalog/stock.service.js";
import { type OrderRow, updateOrder, updateOrderLineStatus } from "./checkout.repository.js";
import {
  findBulkWaitingOrders,
  findLineNames,
  lockMemberOrdersByCode,
  lockOrdersById,
} from "./order-bulk.repository.js";
import { sumCompletedRefunds } from "./order-claim.repository.js";
import { stockLinesOfRows } from "./order-release.js";

export interface OrderBulkServiceDeps {
  db: Db;
  stock: StockService;
  clock?: () => Date;
}

/** An order as the bulk virtual account module sees it. */
export interface BulkOrderView {
  orderId: number;
  orderCode: string;
  orderedAt: Date;
  title: string;
  orderPayAmount: number;
  payDeadline: Date | null;
  status: OrderRow["status"];
  statusLabel: string;
  paymentMethod: OrderRow["paymentMethod"];
}

function titleOf(names: readonly string[]): string {
  const [first] = names;
  if (!first) return "";
  return names.length > 1 ? `${first} 외 ${names.length - 1}건` : first;
}

/**
 * The order side of 일괄 가상계좌 (docs/decisions/033): the member's orders saved with the method bulkVbank, locked
 * for the bulk-vbank module's transactions, their deadlines moved to the account's, and all of an account's orders
 * paid at once by its deposit. The bulk-vbank module owns the accounts; this module owns the orders.
 */
export function createOrderBulkService({ db, stock, clock = () => new Date() }: OrderBulkServiceDeps) {
  async function viewsOf(executor: Db | Tx, rows: readonly OrderRow[]): Promise<BulkOrderView[]> {
    const names = await findLineNames(
      executor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      orderId: row.id,
      orderCode: row.orderCode,
      orderedAt: row.orderedAt,
      title: titleOf(names.filter((line) => line.orderId === row.id).map((line) => line.itemName)),
      orderPayAmount: row.orderPayAmount,
      payDeadline: row.payDeadline,
      status: row.status,
      statusLabel: ORDER_STATUS_LABELS[row.status],
      paymentMethod: row.paymentMethod,
    }));
  }

  return {
    /** The member's bulkVbank orders waiting for their deposit, oldest first. */
    async listWaiting(userId: number): Promise<BulkOrderView[]> {
      return viewsOf(db, await findBulkWaitingOrders(db, userId));
    },

    /** The orders by id as views (titles), any status: what an account's card lists. */
    async viewsById(orderIds: readonly number[]): Promise<BulkOrderView[]> {
      if (orderIds.length === 0) return [];
      return db.transaction(async (tx) => viewsOf(tx, await lockOrdersById(tx, orderIds)));
    },

    /**
     * The member's orders by code, locked for the rest of `tx`, as the core selection rule reads them (`inLive` says
     * which are in a live account: the bulk-vbank module knows that). A code that is not the member's is missing.
     */
    async lockForBulk(
      tx: Tx,
      userId: number,
      orderCodes: readonly string[],
    ): Promise<(BulkOrderView & Omit<BulkVbankCandidate, "inLiveAccount">)[]> {
      const rows = await lockMemberOrdersByCode(tx, userId, orderCodes);
      return (await viewsOf(tx, rows)).map((view) => ({ ...view, paymentMethod: view.paymentMethod }));
    },

    /** What completed cancels and returns refunded of each of these orders (a deposited account's partial cancels). */
    async refundedOf(orderIds: readonly number[]): Promise<Map<number, number>> {
      return sumCompletedRefunds(db, orderIds);
    },

    /** Holds the orders' stock until the account's deadline (never shorter than what they hold already). */
    async holdUntil(tx: Tx, orderIds: readonly number[], until: Date) {
      for (const order of await lockOrdersById(tx, orderIds)) {
        if (order.status !== "awaiting_deposit") continue;
        if (order.payDeadline && order.payDeadline >= until) continue;
        await updateOrder(tx, order.id, { payDeadline: until });
      }
    },

    /** Whole hours the orders may still wait: how long their account may stay open. */
    validHoursOf(orders: readonly Pick<BulkOrderView, "payDeadline">[], now: Date = clock()): number {
      return bulkVbankValidHours(
        orders.flatMap((order) => (order.payDeadline ? [order.payDeadline] : [])),
        now,
      );
    },

    /**
     * The account's deposit: every one of its orders turns 결제완료 in the caller's transaction, or none does. Answers
     * the codes of orders that could not be paid (no longer waiting) instead of paying any; the caller then rolls back.
     */
    async payAll(
      tx: Tx,
      orderIds: readonly number[],
      paidAt: Date,
    ): Promise<{ ok: true } | { ok: false; orderCodes: string[] }> {
      const locked = await lockOrdersById(tx, orderIds);
      const refused = locked.filter(
        (order) =>
          order.paymentMethod !== "bulkVbank" ||
          !canChangeOrderStatus(order.status, "paid") ||
          order.status !== "awaiting_deposit",
      );
      if (refused.length > 0 || locked.length !== orderIds.length) {
        return { ok: false, orderCodes: refused.map((order) => order.orderCode) };
      }
      for (const order of locked) {
        await updateOrder(tx, order.id, { status: "paid", paidAt, payDeadline: null });
        const lines = await updateOrderLineStatus(tx, order.id, "paid");
        await stock.recordSales(tx, stockLinesOfRows(lines));
      }
      return { ok: true };
    },
  };
}

export type OrderBulkService = ReturnType<typeof createOrderBulkService>;
