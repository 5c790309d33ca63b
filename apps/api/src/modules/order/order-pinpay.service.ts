import { PIN_PAY_MESSAGES } from "@shop/contracts/pin-pay";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { NICEPAY_CODES } from "../../providers/nicepay/nicepay-codes.js";
import {
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayUncertainError,
} from "../../providers/payment-gateway.provider.js";
import {
  findLatestPayment,
  findOrderByCode,
  findOrderItems,
  insertPayment,
  lockOrderById,
  type OrderRow,
  type PaymentRow,
  updatePayment,
} from "./checkout.repository.js";
import { goodsNameOf } from "./checkout.service.js";
import type { OrderPaymentService } from "./order-payment.service.js";
import { PAYMENT_FAILED_MESSAGE, UNCERTAIN_APPROVAL_GRACE_MS } from "./order-payment.service.js";
import { cancelOrderInTx, type OrderReleaseDeps } from "./order-release.js";

export interface OrderPinPayServiceDeps extends OrderReleaseDeps {
  db: Db;
  payment: Pick<PaymentGateway, "payWithBillingKey" | "findByOrderId">;
  orderPayments: Pick<OrderPaymentService, "settleApproved">;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  clock?: () => Date;
}

/** Where a quick-pay payment ended: paid, or still being checked with the gateway (the sweep settles it). */
export interface BillingPayOutcome {
  status: "paid" | "checking";
  orderCode: string;
}

/** The card company's refusal of a billing payment, in the shop's words. */
export const BILLING_REFUSED_MESSAGE =
  "카드사에서 결제를 승인하지 않았습니다. 다른 카드나 결제 수단으로 다시 주문해 주세요.";

/** The payment row's tid while the billing call is out: the gateway gives the real tid only with its answer. */
const pendingTidOf = (orderCode: string) => `BILLING-PENDING:${orderCode}`;

function orderNotFound(orderCode: string) {
  return new ApiError(
    404,
    "NOT_FOUND",
    PIN_PAY_MESSAGES.notPinPayOrder,
    `no quick-pay order ${orderCode} of the member`,
  );
}

/**
 * Quick pay's payment of a placed order (docs/decisions/031): the order module's side. The payment row is claimed
 * (one live payment per order, unique) before the billing key is charged, so a retried or concurrent pay charges
 * once; the gateway's answer is settled exactly like a window's approval; an answer that never came is resolved by
 * asking the gateway for the order id, never by charging again (NICEPAY also refuses a paid order id, U112).
 */
export function createOrderPinPayService(deps: OrderPinPayServiceDeps) {
  const { db, payment, orderPayments, logError } = deps;
  const clock = deps.clock ?? (() => new Date());

  // Both lock the order before its payment row, in the order the claim takes them (order, then the payment insert):
  // the other way round, a concurrent pay's claim holding the order and waiting on the payment row deadlocked them.
  async function settle(order: OrderRow, row: PaymentRow, paid: GatewayPayment) {
    await db.transaction(async (tx) => {
      const locked = await lockOrderById(tx, order.id);
      // The row takes the gateway's tid in place of the claim's placeholder as it is settled.
      if (locked) await orderPayments.settleApproved(tx, locked, row, paid);
    });
  }

  async function fail(order: OrderRow, row: PaymentRow, error: unknown) {
    await db.transaction(async (tx) => {
      const locked = await lockOrderById(tx, order.id);
      await updatePayment(tx, row.id, {
        status: "failed",
        resultCode: error instanceof PaymentGatewayError ? error.code : "",
        resultMsg: error instanceof PaymentGatewayError ? error.gatewayMessage : String(error),
      });
      if (locked) await cancelOrderInTx(tx, deps, locked, BILLING_REFUSED_MESSAGE, clock());
    });
  }

  /** An answer that never came: what the gateway holds for the order id decides; nothing known stays `checking`. */
  async function resolve(order: OrderRow, row: PaymentRow): Promise<BillingPayOutcome> {
    try {
      const found = await payment.findByOrderId(order.orderCode, order.orderedAt);
      if (found && found.status === "paid" && found.amount === order.orderPayAmount) {
        await settle(order, row, found);
        return { status: "paid", orderCode: order.orderCode };
      }
      if (found === null) {
        await fail(order, row, new Error("the billing payment never reached the gateway"));
        throw new ApiError(
          409,
          "PAYMENT_FAILED",
          PAYMENT_FAILED_MESSAGE,
          `billing payment of ${order.orderCode} absent`,
        );
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      logError(error, { orderCode: order.orderCode, step: "resolve billing payment" });
    }
    return { status: "checking", orderCode: order.orderCode };
  }

  return {
    /**
     * Charges a member's quick-pay order on the billing key `bid` (the caller checked the payment password and that
     * the card is the member's). Another member's order, or one not paid by quick pay, is 404; an order already paid
     * answers paid without charging again.
     */
    async payWithBillingKey(input: { userId: number; orderCode: string; bid: string }): Promise<BillingPayOutcome> {
      const order = await findOrderByCode(db, input.orderCode);
      if (!order || order.userId !== input.userId || order.paymentMethod !== "pinpay") {
        throw orderNotFound(input.orderCode);
      }

      const claim = await db.transaction(async (tx) => {
        const locked = await lockOrderById(tx, order.id);
        if (locked?.status !== "payment_pending") return { kind: "closed" as const, order: locked ?? order };
        const row = await insertPayment(tx, {
          orderId: locked.id,
          tid: pendingTidOf(locked.orderCode),
          method: "pinpay",
          amount: locked.orderPayAmount,
          status: "approving",
        });
        return row ? { kind: "claimed" as const, order: locked, row } : { kind: "busy" as const, order: locked };
      });
      if (claim.kind === "busy") {
        // Another pay of this order holds the claim. Once its call has certainly given up (its answer lost), a retry
        // asks the gateway what became of it instead of answering `checking` until the sweep does.
        const pending = await findLatestPayment(db, order.id);
        const lost =
          pending?.status === "approving" &&
          clock().getTime() - pending.createdAt.getTime() > UNCERTAIN_APPROVAL_GRACE_MS;
        return lost ? resolve(claim.order, pending) : { status: "checking", orderCode: order.orderCode };
      }
      if (claim.kind === "closed") {
        if (claim.order.status === "cancelled") {
          throw new ApiError(
            409,
            "PAYMENT_FAILED",
            claim.order.cancelReason ?? PAYMENT_FAILED_MESSAGE,
            `order ${order.orderCode} is cancelled`,
          );
        }
        return { status: "paid", orderCode: order.orderCode };
      }

      const { row } = claim;
      const lines = await findOrderItems(db, [order.id]);
      let paid: GatewayPayment;
      try {
        paid = await payment.payWithBillingKey(input.bid, {
          orderId: order.orderCode,
          amount: claim.order.orderPayAmount,
          goodsName: goodsNameOf(lines.map((line) => line.itemName)),
          buyerName: claim.order.ordererName,
          buyerTel: claim.order.ordererPhone,
          buyerEmail: claim.order.ordererEmail,
        });
        if (paid.status !== "paid" || paid.amount !== claim.order.orderPayAmount || paid.orderId !== order.orderCode) {
          // Something else than this order was paid: ask what the gateway holds rather than keep a wrong payment.
          throw new PaymentGatewayUncertainError("payWithBillingKey", `answered ${paid.status} ${paid.amount}`);
        }
      } catch (error) {
        // "This order id is paid already": an earlier call went through (its answer lost) — look it up.
        const alreadyPaid = error instanceof PaymentGatewayError && error.code === NICEPAY_CODES.orderIdUsed.code;
        if (error instanceof PaymentGatewayUncertainError || alreadyPaid) return resolve(claim.order, row);
        logError(error, { orderCode: order.orderCode, step: "billing payment" });
        await fail(claim.order, row, error);
        throw new ApiError(
          409,
          "PAYMENT_REFUSED",
          BILLING_REFUSED_MESSAGE,
          error instanceof PaymentGatewayError ? `${error.code} ${error.gatewayMessage}` : String(error),
        );
      }
      // The card is charged from here on: a failure to record it is never a refusal (which would cancel the order). It
      // is settled again from what the gateway holds, or left `checking` for the sweep.
      try {
        await settle(claim.order, row, paid);
      } catch (error) {
        logError(error, { orderCode: order.orderCode, step: "settle billing payment" });
        return resolve(claim.order, row);
      }
      return { status: "paid", orderCode: order.orderCode };
    },
  };
}

export type OrderPinPayService = ReturnType<typeof createOrderPinPayService>;
