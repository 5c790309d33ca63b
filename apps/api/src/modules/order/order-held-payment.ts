import type { Db, Tx } from "../../db/client.js";
import type { GatewayPayment } from "../../providers/payment-gateway.provider.js";
import { findLatestPayment, type OrderRow, type PaymentRow, updatePayment } from "./checkout.repository.js";
import { findRefundsInFlight, sumCompletedRefunds } from "./order-claim.repository.js";

type Executor = Db | Tx;

/** A deposited 일괄 가상계좌 as the bulk-vbank module tells the order module of it (decision 033). */
export interface PaidBulkAccount {
  /** The account's NICEPAY orderId (BV…): its cancels are asked under it. */
  code: string;
  tid: string;
  /** What was deposited: the sum of its orders' amounts. */
  amount: number;
  orders: { orderId: number; amount: number }[];
}

/** What the order module needs of the bulk-vbank module to refund an order it paid. */
export interface BulkAccounts {
  /**
   * The deposited account that paid this order, if any. With `lock`, the account's row stays locked until `tx` ends:
   * the one lock every refund on its tid takes, so two orders of one account never refund at the same time.
   */
  paidAccountOf(
    executor: Executor,
    orderId: number,
    options?: { lock?: boolean },
  ): Promise<PaidBulkAccount | undefined>;
}

/**
 * What the gateway holds for an order, as a cancel or a return refunds it: the order's own payment, or its part of the
 * 일괄 가상계좌 that paid it together with other orders (one NICEPAY transaction, partially cancelled per order).
 */
export interface HeldPayment {
  /** The order's own payments row; null for a bulk account's share (its balance is the claims', nothing to write). */
  paymentId: number | null;
  tid: string;
  /** The orderId NICEPAY knows the transaction by (the order code, or the bulk account's code). */
  gatewayOrderId: string;
  method: PaymentRow["method"];
  status: PaymentRow["status"];
  /** What the gateway can still cancel on the tid (the whole account's for a bulk share). */
  balanceAmount: number;
  /** What of that is this order's: the most its cancels can still take. */
  orderBalance: number;
  /** Other orders whose money is on the same tid. */
  sharedOrderIds: number[];
}

/**
 * The order's held payment (undefined when the gateway holds nothing for it). A bulk share's balances are what was
 * deposited less the completed refunds of the account's orders, so cancelling every order gives back exactly the
 * deposit; `lock` locks the bulk account (see BulkAccounts).
 */
export async function heldPaymentOf(
  executor: Executor,
  order: Pick<OrderRow, "id" | "orderCode" | "paymentMethod">,
  bulk: BulkAccounts | undefined,
  options: { lock?: boolean } = {},
): Promise<HeldPayment | undefined> {
  if (order.paymentMethod === "bulkVbank") {
    const account = await bulk?.paidAccountOf(executor, order.id, options);
    if (!account) return undefined;
    const orderIds = account.orders.map((share) => share.orderId);
    const refunded = await sumCompletedRefunds(executor, orderIds);
    const total = [...refunded.values()].reduce((sum, amount) => sum + amount, 0);
    const share = account.orders.find((candidate) => candidate.orderId === order.id)?.amount ?? 0;
    const balanceAmount = account.amount - total;
    return {
      paymentId: null,
      tid: account.tid,
      gatewayOrderId: account.code,
      method: "vbank",
      status: total === 0 ? "paid" : balanceAmount === 0 ? "cancelled" : "partialCancelled",
      balanceAmount,
      orderBalance: share - (refunded.get(order.id) ?? 0),
      sharedOrderIds: orderIds.filter((id) => id !== order.id),
    };
  }
  const row = await findLatestPayment(executor, order.id);
  if (!row) return undefined;
  return {
    paymentId: row.id,
    tid: row.tid,
    gatewayOrderId: order.orderCode,
    method: row.method,
    status: row.status,
    balanceAmount: row.balanceAmount,
    orderBalance: row.balanceAmount,
    sharedOrderIds: [],
  };
}

/** Whether another order on the same tid has a refund out at the gateway (then this one waits). */
export async function sharedRefundInFlight(executor: Executor, held: HeldPayment | undefined): Promise<boolean> {
  if (!held || held.sharedOrderIds.length === 0) return false;
  return (await findRefundsInFlight(executor, held.sharedOrderIds)).length > 0;
}

/** The gateway's answer to a refund written on the order's own payment row (a bulk share's lives in its claims). */
export async function recordHeldRefund(tx: Tx, held: HeldPayment, answer: GatewayPayment, now: Date) {
  if (held.paymentId === null) return;
  await updatePayment(tx, held.paymentId, {
    status: answer.status === "cancelled" ? "cancelled" : "partialCancelled",
    balanceAmount: answer.balanceAmount,
    cancelledAt: answer.cancelledAt ?? now,
  });
}
