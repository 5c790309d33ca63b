import { canChangeOrderStatus, type OrderStatus } from "@shop/core/order/order-status";
import type { Db, Tx } from "../../db/client.js";
import {
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayUncertainError,
} from "../../providers/payment-gateway.provider.js";
import type { CartOwner, CartService } from "../cart/cart.service.js";
import type { StockService } from "../catalog/stock.service.js";
import {
  findLatestPayment,
  findOrderByCode,
  findOrdersApproving,
  findOverdueOrders,
  findPaymentByTid,
  insertPayment,
  insertWebhook,
  lockOrderByCode,
  lockOrderById,
  type OrderRow,
  type PaymentRow,
  updateOrder,
  updateOrderLineStatus,
  updatePayment,
} from "./checkout.repository.js";
import { findOpenClaim } from "./order-claim.repository.js";
import { cancelOrderInTx, type OrderReleaseDeps, stockLinesOf, stockLinesOfRows } from "./order-release.js";

export interface OrderPaymentServiceDeps extends OrderReleaseDeps {
  db: Db;
  cart: Pick<CartService, "removeLines">;
  stock: StockService;
  payment: PaymentGateway;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  clock?: () => Date;
}

/** Where the shopper lands after the payment window: the order's page, or the cart with why it did not go through. */
export type PayOutcome =
  | { kind: "paid" | "awaiting_deposit" | "checking"; orderCode: string }
  | { kind: "cancelled" | "failed"; orderCode: string | null; message: string; orderKind?: OrderRow["kind"] };

type WindowResult = NonNullable<ReturnType<PaymentGateway["parseWindowResult"]>>;

export const PAYMENT_CANCELLED_MESSAGE = "결제가 취소되었습니다. 장바구니에서 다시 주문해 주세요.";
export const PAYMENT_FAILED_MESSAGE = "결제가 완료되지 않았습니다. 잠시 후 다시 시도해 주세요.";
export const PAYMENT_MISMATCH_MESSAGE = "결제 정보가 주문과 일치하지 않아 결제를 진행하지 않았습니다.";
export const PAYMENT_EXPIRED_MESSAGE = "결제 시간이 지나 주문이 취소되었습니다.";

/**
 * How long after an approval went out the sweep asks the gateway what became of it, when its answer was lost: past
 * every call's 30 s timeout (NICEPAY's guide), so the call that sent it has given up.
 */
export const UNCERTAIN_APPROVAL_GRACE_MS = 2 * 60_000;

/** NICEPAY's window answer for a shopper who closed it (I002); anything else not 0000 is a failed authentication. */
const SHOPPER_CANCEL_CODES = new Set(["I002"]);

function ownerOf(order: OrderRow): CartOwner | null {
  if (order.userId !== null) return { userId: order.userId };
  return order.guestTokenId !== null ? { guestTokenId: order.guestTokenId } : null;
}

/**
 * The payment of a placed order through the gateway (NICEPAY protocol, docs/decisions/016 and 017): the window's
 * returnUrl post, the approval, the webhooks and the sweep of orders whose payment never came. Every write is keyed
 * by the order (locked) and the tid (unique), so a replayed post, a second approve, a replayed webhook or a race of
 * these changes nothing twice.
 */
export function createOrderPaymentService(deps: OrderPaymentServiceDeps) {
  const { db, cart, stock, payment, logError } = deps;
  const clock = deps.clock ?? (() => new Date());

  /**
   * Moves a locked order to paid or awaiting deposit with its payment — under the tid the gateway holds it by, which a
   * quick-pay claim's placeholder takes here — and takes its lines out of the cart.
   */
  async function settle(tx: Tx, order: OrderRow, row: PaymentRow, paid: GatewayPayment) {
    const now = clock();
    const status: OrderStatus = paid.status === "ready" ? "awaiting_deposit" : "paid";
    await updatePayment(tx, row.id, {
      tid: paid.tid,
      status: paid.status === "ready" ? "ready" : "paid",
      balanceAmount: paid.balanceAmount,
      resultCode: paid.resultCode,
      resultMsg: paid.resultMsg,
      approvedAt: paid.paidAt ?? now,
      vbankName: paid.virtualAccount?.bankName ?? null,
      vbankNumber: paid.virtualAccount?.accountNumber ?? null,
      vbankHolder: paid.virtualAccount?.holder ?? null,
      vbankDueAt: paid.virtualAccount?.expiresAt ?? null,
    });
    if (!canChangeOrderStatus(order.status, status)) return;
    await updateOrder(tx, order.id, {
      status,
      paidAt: status === "paid" ? (paid.paidAt ?? now) : null,
      // A virtual account holds the stock until its deposit deadline.
      payDeadline: status === "awaiting_deposit" ? (paid.virtualAccount?.expiresAt ?? order.payDeadline) : null,
    });
    // The lines as updated: what leaves the cart and what counts into sales, without reading them again.
    const lines = await updateOrderLineStatus(tx, order.id, status);
    const owner = ownerOf(order);
    if (owner) {
      await cart.removeLines(
        tx,
        owner,
        lines.flatMap((line) => (line.cartLineId === null ? [] : [line.cartLineId])),
      );
    }
    if (status === "paid") await stock.recordSales(tx, stockLinesOfRows(lines));
  }

  /** A virtual account's deposit (webhook): the order waiting for it is paid. */
  async function depositArrived(tx: Tx, order: OrderRow, row: PaymentRow, paid: GatewayPayment) {
    const now = clock();
    await updatePayment(tx, row.id, {
      status: "paid",
      balanceAmount: paid.balanceAmount,
      approvedAt: paid.paidAt ?? now,
    });
    if (!canChangeOrderStatus(order.status, "paid")) return;
    await updateOrder(tx, order.id, { status: "paid", paidAt: paid.paidAt ?? now, payDeadline: null });
    await updateOrderLineStatus(tx, order.id, "paid");
    await stock.recordSales(tx, await stockLinesOf(tx, order.id));
  }

  async function cancelUnpaid(orderCode: string, reason: string) {
    await db.transaction(async (tx) => {
      const order = await lockOrderByCode(tx, orderCode);
      if (order && (order.status === "payment_pending" || order.status === "awaiting_deposit")) {
        await cancelOrderInTx(tx, deps, order, reason, clock());
      }
    });
  }

  /**
   * An approval whose answer never came (timeout, unreadable answer): asks the gateway what became of the order id;
   * paid → settled, nothing → net-cancelled (in case it lands later) and the order cancelled. Left as it is when the
   * gateway cannot be asked either: the sweep asks again.
   */
  async function resolveUncertain(order: OrderRow, row: PaymentRow): Promise<PayOutcome> {
    try {
      const found = await payment.findByOrderId(order.orderCode, order.orderedAt);
      if (found && found.tid === row.tid && (found.status === "paid" || found.status === "ready")) {
        await db.transaction(async (tx) => {
          const locked = await lockOrderById(tx, order.id);
          if (locked) await settle(tx, locked, row, found);
        });
        return { kind: found.status === "ready" ? "awaiting_deposit" : "paid", orderCode: order.orderCode };
      }
      await payment.netCancel(order.orderCode);
      await db.transaction(async (tx) => {
        const locked = await lockOrderById(tx, order.id);
        await updatePayment(tx, row.id, { status: "failed", resultMsg: "net cancelled after an unknown approval" });
        if (locked) await cancelOrderInTx(tx, deps, locked, PAYMENT_FAILED_MESSAGE, clock());
      });
      return { kind: "failed", orderCode: order.orderCode, message: PAYMENT_FAILED_MESSAGE };
    } catch (error) {
      logError(error, { orderCode: order.orderCode, tid: row.tid, step: "resolve uncertain approval" });
      return { kind: "checking", orderCode: order.orderCode };
    }
  }

  /** The window's result for a known order: checked, the tid claimed, approved once, settled (see `pay`). */
  async function payOrder(order: OrderRow, result: WindowResult): Promise<PayOutcome> {
    if (result.authResultCode !== "0000") {
      const cancelled = SHOPPER_CANCEL_CODES.has(result.authResultCode);
      // Only a window result that is this order's may cancel it: a forged decline for someone's order changes
      // nothing (the order then waits for its deadline, as an abandoned window does).
      if (
        result.clientId === payment.clientId &&
        result.amount === order.orderPayAmount &&
        order.status === "payment_pending"
      ) {
        await cancelUnpaid(order.orderCode, cancelled ? PAYMENT_CANCELLED_MESSAGE : PAYMENT_FAILED_MESSAGE);
      }
      return {
        kind: cancelled ? "cancelled" : "failed",
        orderCode: order.orderCode,
        message: cancelled ? PAYMENT_CANCELLED_MESSAGE : PAYMENT_FAILED_MESSAGE,
      };
    }
    const verified =
      payment.verifyWindowResult(result) && result.amount === order.orderPayAmount && result.tid !== undefined;
    if (!verified || result.tid === undefined) {
      logError(new Error("payment window result refused"), { orderCode: order.orderCode, amount: result.amount });
      return { kind: "failed", orderCode: order.orderCode, message: PAYMENT_MISMATCH_MESSAGE };
    }
    const tid = result.tid;

    // Claim the tid: exactly one post gets to call approve. A replayed post (its tid already claimed) and a post for
    // an order that is no longer waiting insert nothing and answer where the order stands; the insert itself is the
    // check (the tid is unique, and so is the order's live payment), so no lookup of the tid comes first.
    const claim = await db.transaction(async (tx) => {
      const locked = await lockOrderById(tx, order.id);
      if (!locked) return { kind: "gone" as const };
      if (locked.status !== "payment_pending") return { kind: "closed" as const, order: locked };
      const row = await insertPayment(tx, {
        orderId: locked.id,
        tid,
        method: locked.paymentMethod ?? "card",
        amount: locked.orderPayAmount,
        status: "approving",
      });
      return row ? { kind: "claimed" as const, order: locked, row } : { kind: "closed" as const, order: locked };
    });
    if (claim.kind === "gone") return { kind: "failed", orderCode: null, message: PAYMENT_FAILED_MESSAGE };
    if (claim.kind === "closed") return outcomeOf(claim.order);

    let paid: GatewayPayment;
    try {
      paid = await payment.approve(tid, claim.order.orderPayAmount);
      if (paid.status !== "paid" && paid.status !== "ready")
        throw new PaymentGatewayError(paid.resultCode, paid.resultMsg, 200, "approve");
      if (paid.amount !== claim.order.orderPayAmount || paid.orderId !== claim.order.orderCode) {
        // The gateway approved something else than this order: undo it rather than keep a wrong payment.
        await payment.cancel(tid, { orderId: claim.order.orderCode, reason: "결제 금액 불일치" });
        throw new PaymentGatewayError("AMOUNT_MISMATCH", "approved amount differs", 200, "approve");
      }
    } catch (error) {
      if (error instanceof PaymentGatewayUncertainError) return resolveUncertain(claim.order, claim.row);
      logError(error, { orderCode: claim.order.orderCode, tid, step: "approve" });
      // The order before its payment row, as every payment write here takes them (a claim holds the order while its
      // insert waits on the payment row).
      await db.transaction(async (tx) => {
        const locked = await lockOrderById(tx, claim.order.id);
        await updatePayment(tx, claim.row.id, {
          status: "failed",
          resultCode: error instanceof PaymentGatewayError ? error.code : "",
          resultMsg: error instanceof PaymentGatewayError ? error.gatewayMessage : String(error),
        });
        if (locked) await cancelOrderInTx(tx, deps, locked, PAYMENT_FAILED_MESSAGE, clock());
      });
      return { kind: "failed", orderCode: claim.order.orderCode, message: PAYMENT_FAILED_MESSAGE };
    }
    // Approved from here on: a failure to record it is never a failed payment (which would cancel a charged order).
    // It is settled again from what the gateway holds, or left `checking` for the sweep.
    try {
      await db.transaction(async (tx) => {
        const locked = await lockOrderById(tx, claim.order.id);
        if (locked) await settle(tx, locked, claim.row, paid);
      });
    } catch (error) {
      logError(error, { orderCode: claim.order.orderCode, tid, step: "settle approval" });
      return resolveUncertain(claim.order, claim.row);
    }
    return { kind: paid.status === "ready" ? "awaiting_deposit" : "paid", orderCode: claim.order.orderCode };
  }

  return {
    /**
     * Settles a locked, unpaid order with a payment the gateway answered paid outside the window (quick pay's billing
     * key, order-pinpay.service.ts): the same writes as a window's approval.
     */
    settleApproved: settle,

    /**
     * POST /api/order/pay: the payment window's returnUrl post. Checked against the order (signature, client id,
     * amount) before anything is approved; the tid is claimed in the database before the approve call, so a replayed
     * or concurrent post never approves twice and answers where the first one got.
     */
    async pay(form: unknown): Promise<PayOutcome> {
      const result = payment.parseWindowResult(form);
      if (!result) return { kind: "failed", orderCode: null, message: PAYMENT_FAILED_MESSAGE };
      const order = await findOrderByCode(db, result.orderId);
      if (!order) return { kind: "failed", orderCode: null, message: PAYMENT_FAILED_MESSAGE };
      const outcome = await payOrder(order, result);
      // A designated-trade order goes back to its own page, not the cart (its lines are not on the cart page).
      return outcome.kind === "cancelled" || outcome.kind === "failed"
        ? { ...outcome, orderKind: order.kind }
        : outcome;
    },

    /**
     * POST /api/order/nicepay/webhook: a signed notice of a deposit, a cancel or an expiry. Unsigned or unknown ones
     * change nothing; the same notice twice is taken once. Answers whether it was taken (the route answers OK
     * either way once the signature holds, so the gateway stops resending).
     */
    async webhook(body: unknown): Promise<"taken" | "ignored" | "refused"> {
      const hook = payment.parseWebhook(body);
      if (!hook || !payment.verifyWebhook(hook)) return "refused";
      return db.transaction(async (tx) => {
        const row = await findPaymentByTid(tx, hook.tid);
        if (!row || row.amount !== hook.amount) return "ignored";
        const order = await lockOrderById(tx, row.orderId);
        if (!order || order.orderCode !== hook.orderId) return "ignored";
        if (
          !(await insertWebhook(tx, { tid: hook.tid, status: hook.status, ediDate: hook.ediDate, amount: hook.amount }))
        ) {
          return "ignored";
        }
        const now = clock();
        if (hook.status === "paid" && row.status === "ready") {
          await depositArrived(tx, order, row, hook.payment);
        } else if (hook.status === "expired" || hook.status === "cancelled") {
          await updatePayment(tx, row.id, {
            status: hook.status,
            balanceAmount: hook.payment.balanceAmount,
            cancelledAt: hook.payment.cancelledAt ?? now,
          });
          // The shopper's own cancel in progress gives back what it cancels itself (order-cancel.service).
          if (await findOpenClaim(tx, order.id)) return "taken";
          const reason = hook.status === "expired" ? PAYMENT_EXPIRED_MESSAGE : PAYMENT_CANCELLED_MESSAGE;
          await cancelOrderInTx(tx, deps, order, reason, now);
        } else if (hook.status === "partialCancelled") {
          await updatePayment(tx, row.id, { status: "partialCancelled", balanceAmount: hook.payment.balanceAmount });
        }
        return "taken";
      });
    },

    /**
     * The sweep (housekeeping): orders still unpaid after their deadline. A window left open is cancelled (after
     * asking the gateway, in case its approval is the one that never answered); a virtual account not paid in time
     * too. Answers how many were closed.
     */
    async closeOverdue(now: Date = clock(), limit = 200): Promise<number> {
      let closed = 0;
      for (const { orderCode } of await findOverdueOrders(db, now, limit)) {
        const order = await findOrderByCode(db, orderCode);
        if (!order) continue;
        try {
          const found = await payment.findByOrderId(order.orderCode, order.orderedAt);
          if (found && found.status === "paid" && found.amount === order.orderPayAmount) {
            // The payment by its tid; a quick-pay charge whose settling failed still holds its claim's placeholder tid
            // (order-pinpay.service.ts), so the order's payment still being approved is the one the gateway holds.
            const row = (await findPaymentByTid(db, found.tid)) ?? (await findLatestPayment(db, order.id));
            if (row && (row.tid === found.tid || row.status === "approving")) {
              await db.transaction(async (tx) => {
                const locked = await lockOrderById(tx, order.id);
                if (locked)
                  await (locked.status === "awaiting_deposit"
                    ? depositArrived(tx, locked, row, found)
                    : settle(tx, locked, row, found));
              });
              continue;
            }
          }
          if (found && (found.status === "ready" || found.status === "paid"))
            await payment
              .cancel(found.tid, { orderId: order.orderCode, reason: PAYMENT_EXPIRED_MESSAGE })
              .catch(() => payment.netCancel(order.orderCode));
        } catch (error) {
          // An unanswered gateway leaves the order for the next sweep rather than cancelling what may be paid.
          logError(error, { orderCode: order.orderCode, step: "sweep" });
          continue;
        }
        await cancelUnpaid(order.orderCode, PAYMENT_EXPIRED_MESSAGE);
        closed += 1;
      }
      return closed;
    },

    /**
     * The sweep, within the deadline: orders whose approval answer was lost (`checking`) and that could not be
     * resolved at once. The gateway's payment of the order id, paid (or a virtual account issued) for its amount, is
     * settled now rather than at the deadline, so a charged shopper is not left waiting; anything else stays for the
     * deadline's sweep, which cancels (and net-cancels) an order never paid. Answers how many were settled.
     */
    async settleUncertainApprovals(now: Date = clock(), limit = 100): Promise<number> {
      let settled = 0;
      const approvedBefore = new Date(now.getTime() - UNCERTAIN_APPROVAL_GRACE_MS);
      for (const order of await findOrdersApproving(db, now, approvedBefore, limit)) {
        try {
          const found = await payment.findByOrderId(order.orderCode, order.orderedAt);
          if (!found || (found.status !== "paid" && found.status !== "ready")) continue;
          if (found.amount !== order.orderPayAmount || found.orderId !== order.orderCode) continue;
          const taken = await db.transaction(async (tx) => {
            const locked = await lockOrderById(tx, order.id);
            // A shopper's retry may have settled it meanwhile; the row still approving is the one the gateway holds
            // (a quick-pay claim's placeholder tid takes the gateway's as it is settled).
            const row = locked?.status === "payment_pending" ? await findLatestPayment(tx, order.id) : undefined;
            if (!locked || row?.status !== "approving") return false;
            await settle(tx, locked, row, found);
            return true;
          });
          if (taken) settled += 1;
        } catch (error) {
          // An unanswered gateway leaves the order for the next sweep.
          logError(error, { orderCode: order.orderCode, step: "sweep uncertain approval" });
        }
      }
      return settled;
    },
  };

  function outcomeOf(order: OrderRow): PayOutcome {
    switch (order.status) {
      case "payment_pending":
        return { kind: "checking", orderCode: order.orderCode };
      case "awaiting_deposit":
        return { kind: "awaiting_deposit", orderCode: order.orderCode };
      case "cancelled":
        return { kind: "failed", orderCode: order.orderCode, message: order.cancelReason ?? PAYMENT_FAILED_MESSAGE };
      default:
        return { kind: "paid", orderCode: order.orderCode };
    }
  }
}

export type OrderPaymentService = ReturnType<typeof createOrderPaymentService>;
