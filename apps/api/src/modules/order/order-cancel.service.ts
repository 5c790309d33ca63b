import type {
  ClaimList,
  OrderCancelRequest,
  OrderCancelResult,
  RefundAccount,
  RefundAmount,
} from "@shop/contracts/order-cancel";
import { isCancellableStatus } from "@shop/core/order/order-status";
import { planRefund, type RefundBox, type RefundLine, type RefundPlan } from "@shop/core/order/refund";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayUncertainError,
} from "../../providers/payment-gateway.provider.js";
import type { AuthContext } from "../account/session.service.js";
import type { StockService } from "../catalog/stock.service.js";
import {
  claimStockRelease,
  findOrderByCode,
  findOrderItems,
  findShipments,
  lockOrderById,
  type OrderItemRow,
  type OrderRow,
  type ShipmentRow,
  updateOrder,
} from "./checkout.repository.js";
import { ownsOrder } from "./guest-order-access.js";
import {
  addShippingDeduction,
  cancelOrderLines,
  findClaim,
  findMemberClaimPage,
  findOpenClaim,
  findOrderById,
  findStuckClaims,
  insertClaim,
  type OrderClaimRow,
  updateClaim,
} from "./order-claim.repository.js";
import { claimOf, claimReasonText, refundsByTransfer } from "./order-claims.js";
import {
  type BulkAccounts,
  type HeldPayment,
  heldPaymentOf,
  recordHeldRefund,
  sharedRefundInFlight,
} from "./order-held-payment.js";
import { ORDER_NOT_FOUND_MESSAGE } from "./order-query.service.js";
import { stockLinesOfRows } from "./order-release.js";
import { findClaimPhotoIds } from "./order-return.repository.js";

export const ORDER_NOT_CANCELLABLE_MESSAGE =
  "배송이 시작되었거나 이미 취소된 주문은 바로 취소할 수 없습니다. 반품을 신청하거나 고객센터로 문의해 주세요.";
export const LINE_NOT_CANCELLABLE_MESSAGE = "배송이 시작된 상품은 바로 취소할 수 없습니다. 반품을 신청해 주세요.";
export const CANCEL_IN_PROGRESS_MESSAGE = "이 주문의 취소를 처리하고 있습니다. 잠시 후 주문 내역을 확인해 주세요.";
export const VBANK_WHOLE_ONLY_MESSAGE = "입금 전인 가상계좌 주문은 주문 전체만 취소할 수 있습니다.";
export const REFUND_ACCOUNT_REQUIRED_MESSAGE = "가상계좌로 결제한 주문은 환불받을 계좌를 입력해 주세요.";
export const CANCEL_REFUSED_MESSAGE =
  "결제 취소가 승인되지 않았습니다. 잠시 후 다시 시도하거나 고객센터로 문의해 주세요.";
export const CANCEL_CHECKING_MESSAGE = "결제사에서 취소 결과를 확인하고 있습니다. 잠시 후 주문 내역에서 확인해 주세요.";
export const ORDER_CANCELLED_MESSAGE = "주문이 취소되었습니다.";
export const LINES_CANCELLED_MESSAGE = "선택한 상품이 취소되었습니다.";

/** What the order module needs of the coupon and point modules to give a cancel's coupons and points back. */
export interface CancelReturns {
  coupons: { releaseForClaim(tx: Tx, orderId: number, couponUserIds: readonly number[]): Promise<unknown> };
  points: { restoreForClaim(tx: Tx, orderId: number, claimId: number, amount: number): Promise<unknown> };
}

export interface OrderCancelServiceDeps extends CancelReturns {
  db: Db;
  stock: StockService;
  payment: PaymentGateway;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  clock?: () => Date;
  /** Whether an unpaid 일괄 가상계좌 order is in an open bulk account (decision 033): it is not cancelled then. */
  inBulkAccount?: (tx: Tx, orderId: number) => Promise<boolean>;
  /** The deposited 일괄 가상계좌 that paid a bulkVbank order: its cancel is a partial cancel of that account's tid. */
  bulkAccounts?: BulkAccounts;
  /** The order's cash receipt follows the refund (order-cash-receipt.service.ts; it logs its own failures). */
  cashReceipts?: { sync(orderId: number): Promise<void> };
}

export const BULK_PAID_CANCEL_MESSAGE = "일괄 가상계좌로 결제한 주문의 취소는 고객센터(1:1 문의)로 요청해 주세요.";
export const BULK_REFUND_IN_PROGRESS_MESSAGE =
  "같은 가상계좌로 결제한 다른 주문의 환불을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.";
export const IN_BULK_ACCOUNT_MESSAGE = "일괄 가상계좌로 결제 중인 주문입니다. 가상계좌를 해지한 뒤 취소해 주세요.";

function refusal(status: number, code: string, message: string, description: string) {
  return new ApiError(status, code, message, description);
}

function notFound(orderCode: string) {
  return refusal(404, "NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, `order ${orderCode} is not the caller's`);
}

/** The order's lines as the refund rule reads them (a returned line has left the order as a cancelled one has). */
export function refundLinesOf(lines: readonly OrderItemRow[]): RefundLine[] {
  return lines.map((line) => ({
    id: line.id,
    shipmentId: line.shipmentId ?? 0,
    amount: line.unitPrice * line.quantity,
    couponDiscount: line.couponDiscount,
    couponUserId: line.couponUserId,
    pointShare: line.pointShare,
    cancelled: line.status === "cancelled" || line.status === "returned",
  }));
}

/** The order's boxes as the refund rule reads them. */
export function refundBoxesOf(shipments: readonly ShipmentRow[]): RefundBox[] {
  return shipments.map((shipment) => ({
    id: shipment.id,
    shippingPaymentType: shipment.shippingPaymentType === 2 ? 2 : 1,
    shipping: shipment.shippingFee,
    islandSurcharge: shipment.islandSurcharge,
    couponDiscount: shipment.shippingCouponDiscount,
    couponUserId: shipment.shippingCouponUserId,
    pointShare: shipment.pointShare,
    terms: { shippingFee: shipment.sellerShippingFee, freeShippingThreshold: shipment.freeShippingThreshold },
    deducted: shipment.shippingDeducted,
  }));
}

/** A payment the gateway still holds money (or an unpaid virtual account) on. */
const isLive = (row: HeldPayment | undefined): row is HeldPayment =>
  row !== undefined && (row.status === "paid" || row.status === "ready" || row.status === "partialCancelled");

/** How the money goes back, in the shopper's words. */
function refundMethodLabel(order: OrderRow, plan: RefundPlan): string {
  if (order.status === "awaiting_deposit") return "입금 전이라 환불할 금액이 없습니다";
  if (plan.refundAmount === 0) return "환불할 결제 금액이 없습니다";
  switch (order.paymentMethod) {
    case "card":
    // 간편결제 is a card payment on the card's billing key (decision 031): cancelled the same way.
    case "pinpay":
      return "카드 결제 취소(카드사에 따라 3~7영업일)";
    case "naverpayCard":
      return "네이버페이 결제 취소";
    case "bank":
      return "출금 계좌로 환불";
    case "vbank":
    // 일괄 가상계좌: a partial cancel of the deposited account, paid back by bank transfer too (decision 033).
    case "bulkVbank":
      return "입력한 환불 계좌로 입금(영업일 기준 1~2일)";
    default:
      return "결제 취소";
  }
}

/**
 * The shopper's cancel of an order before it ships (docs/decisions/028): some lines or all of them. The claim is
 * recorded (one in progress per order) before the gateway is asked, and the money, points, coupons and stock go back
 * in one transaction after it answered; a refused cancel changes nothing, a double submit refunds once.
 */
export function createOrderCancelService(deps: OrderCancelServiceDeps) {
  const { db, stock, payment, coupons, points, logError } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The order of the caller's with its lines and boxes, and the plan of cancelling `orderItemIds`; 4xx otherwise. */
  async function planOf(executor: Db | Tx, order: OrderRow, orderItemIds: readonly number[]) {
    if (!isCancellableStatus(order.status)) {
      throw refusal(409, "ORDER_NOT_CANCELLABLE", ORDER_NOT_CANCELLABLE_MESSAGE, `order is ${order.status}`);
    }
    const [lines, shipments] = await Promise.all([
      findOrderItems(executor, [order.id]),
      findShipments(executor, order.id),
    ]);
    const chosen = lines.filter((line) => orderItemIds.includes(line.id));
    if (chosen.some((line) => line.status !== "cancelled" && !isCancellableStatus(line.status))) {
      throw refusal(409, "LINE_NOT_CANCELLABLE", LINE_NOT_CANCELLABLE_MESSAGE, "a chosen line has shipped");
    }
    const result = planRefund(refundLinesOf(lines), refundBoxesOf(shipments), orderItemIds);
    if (!result.ok) {
      const status = result.reason === "shipping_over_refund" || result.reason === "already_cancelled" ? 409 : 400;
      throw refusal(status, `CANCEL_${result.reason.toUpperCase()}`, result.message, result.reason);
    }
    const plan = result.plan;
    if (order.status === "awaiting_deposit") {
      if (!plan.closesOrder) throw refusal(409, "VBANK_WHOLE_ONLY", VBANK_WHOLE_ONLY_MESSAGE, "partial vbank cancel");
      // Nothing was paid in: the account is closed, no money moves.
      plan.refundAmount = 0;
      plan.shippingRefund = 0;
    }
    return plan;
  }

  async function ownedOrder(auth: AuthContext | null, orderCode: string) {
    const order = await findOrderByCode(db, orderCode);
    if (!order || !(await ownsOrder(db, order, auth))) throw notFound(orderCode);
    return order;
  }

  /**
   * The money, points, coupons and stock of a claim the gateway accepted go back, once: the claim must still be in
   * progress under the order's lock (a second completion finds it completed and does nothing).
   */
  async function complete(
    orderId: number,
    claimId: number,
    row: HeldPayment | undefined,
    answer: GatewayPayment | null,
  ) {
    return db.transaction(async (tx) => {
      const order = await lockOrderById(tx, orderId);
      const claim = await findClaim(tx, claimId);
      if (!order || !claim) throw new Error(`claim ${claimId} of order ${orderId} vanished`);
      if (claim.status !== "requested") return { order, claim };
      const now = clock();
      const lines = await cancelOrderLines(tx, order.id, claim.orderItemIds);
      await stock.giveBack(tx, stockLinesOfRows(lines));
      for (const deduction of claim.boxDeductions) {
        await addShippingDeduction(tx, deduction.shipmentId, deduction.amount);
      }
      await coupons.releaseForClaim(tx, order.id, claim.couponUserIds);
      await points.restoreForClaim(tx, order.id, claim.id, claim.pointsRestored);
      if (row && answer) await recordHeldRefund(tx, row, answer, now);
      const closes = (await findOrderItems(tx, [order.id])).every((line) => line.status === "cancelled");
      if (closes) {
        await updateOrder(tx, order.id, { status: "cancelled", cancelledAt: now, cancelReason: claim.reason });
        // The stock went back line by line above: the whole-order release must not give it back again.
        await claimStockRelease(tx, order.id, now);
      }
      const completed = await updateClaim(tx, claim.id, {
        status: "completed",
        completedAt: now,
        cancelledTid: answer?.cancels.at(-1)?.tid ?? null,
      });
      return { order: closes ? { ...order, status: "cancelled" as const } : order, claim: completed ?? claim };
    });
  }

  async function fail(claimId: number, message: string) {
    await updateClaim(db, claimId, { status: "failed", failMessage: message, completedAt: clock() });
  }

  /** Whether a claim takes the whole of what the gateway holds (an unpaid virtual account is closed whole). */
  const takesWhole = (row: HeldPayment, claim: OrderClaimRow) =>
    row.status === "ready" || claim.refundAmount === (claim.balanceBefore ?? row.balanceAmount);

  /** The gateway's cancel of a claim; null when no money moves (nothing paid, or a line paid wholly with points). */
  async function askGateway(
    row: HeldPayment | undefined,
    claim: OrderClaimRow,
    refundAccount: RefundAccount | null,
  ): Promise<GatewayPayment | null> {
    if (!row) return null;
    const whole = takesWhole(row, claim);
    if (!whole && claim.refundAmount === 0) return null;
    try {
      return await payment.cancel(row.tid, {
        orderId: row.gatewayOrderId,
        reason: claim.reason.slice(0, 100),
        ...(whole ? {} : { amount: claim.refundAmount }),
        ...(refundAccount && row.method === "vbank" && row.status !== "ready" ? { refundAccount } : {}),
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayUncertainError)) throw error;
      // The answer never came: ask what became of the payment rather than cancel again.
      const settled = await settledByGateway(row, claim);
      if (settled === "not_cancelled") throw new PaymentGatewayError("NOT_CANCELLED", "", 200, "cancel");
      if (settled === "unknown") throw error;
      return settled;
    }
  }

  /**
   * What the gateway did with a claim's cancel, by the payment's balance now: the expected balance (the claim went
   * through), the balance before (it did not), or unknown (something else moved it, or the gateway cannot tell).
   */
  async function settledByGateway(row: HeldPayment, claim: OrderClaimRow) {
    const now = await payment.status(row.tid);
    const before = claim.balanceBefore ?? row.balanceAmount;
    const expected = takesWhole(row, claim) ? 0 : before - claim.refundAmount;
    if (now.balanceAmount === expected) return now;
    if (now.balanceAmount === before) return "not_cancelled" as const;
    return "unknown" as const;
  }

  /**
   * Cancels these lines of the order (all of them cancels the order) and gives back what they cost: the claim first,
   * the gateway's (partial) cancel, then the money, points, coupons and stock at once. The shopper's cancel and the
   * back office's staff cancel (docs/decisions/042) both come here; `record` writes inside the claim's transaction
   * (the staff's audit entry). 409 while another cancel runs, once shipped, or when the gateway refuses.
   */
  async function cancelLines(
    found: OrderRow,
    input: { orderItemIds: readonly number[]; reason: string; refundAccount: RefundAccount | null },
    record?: (tx: Tx, order: OrderRow, claim: OrderClaimRow) => Promise<void>,
  ) {
    const { reason, refundAccount } = input;
    const opened = await db.transaction(async (tx) => {
      const order = await lockOrderById(tx, found.id);
      if (!order) throw notFound(found.orderCode);
      if (await findOpenClaim(tx, order.id)) {
        throw refusal(409, "CANCEL_IN_PROGRESS", CANCEL_IN_PROGRESS_MESSAGE, "another cancel is in progress");
      }
      if (
        order.paymentMethod === "bulkVbank" &&
        order.status === "awaiting_deposit" &&
        (await deps.inBulkAccount?.(tx, order.id))
      ) {
        throw refusal(409, "IN_BULK_ACCOUNT", IN_BULK_ACCOUNT_MESSAGE, "the order is in an open bulk account");
      }
      const plan = await planOf(tx, order, input.orderItemIds);
      // A bulk order's money is on its account's tid: the account is locked, and waits for its other orders' refunds.
      const row = await heldPaymentOf(tx, order, deps.bulkAccounts, { lock: true });
      const live = isLive(row) ? row : undefined;
      if (order.paymentMethod === "bulkVbank" && order.status !== "awaiting_deposit" && !live) {
        // Paid, yet no deposited account holds its money: nothing the shop could refund through.
        throw refusal(409, "BULK_PAID_CANCEL", BULK_PAID_CANCEL_MESSAGE, "no deposited bulk account holds it");
      }
      if (await sharedRefundInFlight(tx, live)) {
        throw refusal(409, "BULK_REFUND_IN_PROGRESS", BULK_REFUND_IN_PROGRESS_MESSAGE, "the account refunds another");
      }
      if (live?.method === "vbank" && live.status !== "ready" && plan.refundAmount > 0 && !refundAccount) {
        throw refusal(400, "REFUND_ACCOUNT_REQUIRED", REFUND_ACCOUNT_REQUIRED_MESSAGE, "vbank refund account");
      }
      let refundAmount = plan.refundAmount;
      if (plan.closesOrder && live && live.status !== "ready" && live.orderBalance !== refundAmount) {
        // Never leave money at the gateway when nothing is left of the order.
        logError(new Error("refund plan differs from the payment's balance"), {
          orderCode: order.orderCode,
          plan: refundAmount,
          balance: live.orderBalance,
        });
        refundAmount = live.orderBalance;
      }
      const claim = await insertClaim(tx, {
        orderId: order.id,
        kind: "cancel",
        status: "requested",
        reason,
        orderItemIds: plan.lineIds,
        couponUserIds: plan.releasedCouponUserIds,
        boxDeductions: plan.boxDeductions,
        refundAmount,
        pointsRestored: plan.pointsRestored,
        shippingRefund: plan.shippingRefund,
        shippingDeduction: plan.shippingDeduction,
        balanceBefore: live?.balanceAmount ?? null,
        refundBankCode: refundAccount?.bankCode ?? null,
        refundAccount: refundAccount?.accountNumber ?? null,
        refundHolder: refundAccount?.holder ?? null,
      });
      if (!claim) {
        throw refusal(409, "CANCEL_IN_PROGRESS", CANCEL_IN_PROGRESS_MESSAGE, "another cancel is in progress");
      }
      await record?.(tx, order, claim);
      return { order, claim, row: live };
    });

    let answer: GatewayPayment | null;
    try {
      answer = await askGateway(opened.row, opened.claim, refundAccount);
    } catch (error) {
      if (error instanceof PaymentGatewayUncertainError) {
        logError(error, { orderCode: opened.order.orderCode, claimId: opened.claim.id, step: "cancel" });
        throw refusal(503, "CANCEL_CHECKING", CANCEL_CHECKING_MESSAGE, "the gateway's answer is unknown");
      }
      logError(error, { orderCode: opened.order.orderCode, claimId: opened.claim.id, step: "cancel" });
      await fail(opened.claim.id, error instanceof PaymentGatewayError ? error.gatewayMessage : String(error));
      throw refusal(409, "CANCEL_REFUSED", CANCEL_REFUSED_MESSAGE, "the gateway refused the cancel");
    }
    const { order, claim } = await complete(opened.order.id, opened.claim.id, opened.row, answer);
    await deps.cashReceipts?.sync(order.id);
    const lines = await findOrderItems(db, [order.id]);
    return { order, claim, lines };
  }

  return {
    /** POST /api/order/refund-amount: what cancelling these lines of the caller's order would give back. */
    async refundAmount(auth: AuthContext | null, input: { orderCode: string; orderItemIds: number[] }) {
      const order = await ownedOrder(auth, input.orderCode);
      const plan = await planOf(db, order, input.orderItemIds);
      return {
        orderCode: order.orderCode,
        orderItemIds: plan.lineIds,
        itemAmount: plan.itemAmount,
        itemCouponDiscount: plan.itemCouponDiscount,
        shippingRefund: plan.shippingRefund,
        shippingDeduction: plan.shippingDeduction,
        pointsRestored: plan.pointsRestored,
        couponsReturned: plan.releasedCouponUserIds.length,
        refundAmount: plan.refundAmount,
        closesOrder: plan.closesOrder,
        refundMethodLabel: refundMethodLabel(order, plan),
        refundAccountRequired: refundsByTransfer(order),
      } satisfies RefundAmount;
    },

    /**
     * POST /api/order/cancel: cancels these lines of the caller's order (all of them cancels the order) and gives
     * back what they cost. 404 for anyone else's order; 409 once shipped, while another cancel runs, or when the
     * gateway refuses (then nothing changed).
     */
    async cancel(auth: AuthContext | null, input: OrderCancelRequest): Promise<OrderCancelResult> {
      const found = await ownedOrder(auth, input.orderCode);
      const { order, claim, lines } = await cancelLines(found, {
        orderItemIds: input.orderItemIds,
        reason: claimReasonText(input.reason, input.reasonDetail),
        refundAccount: input.refundAccount ?? null,
      });
      return {
        orderCode: order.orderCode,
        message: order.status === "cancelled" ? ORDER_CANCELLED_MESSAGE : LINES_CANCELLED_MESSAGE,
        claim: claimOf(claim, order, lines),
      };
    },

    cancelLines,

    /**
     * The sweep (housekeeping): claims still in progress a minute after they were made, because the gateway's answer
     * never came or the process stopped before completing them. The gateway's balance decides: completed when it
     * moved as the claim asked, failed when it did not move; left for the next sweep otherwise. Answers how many
     * were settled.
     */
    async resolveStuck(now: Date = clock(), olderThanMs = 60_000, limit = 50): Promise<number> {
      let settled = 0;
      for (const claim of await findStuckClaims(db, new Date(now.getTime() - olderThanMs), limit)) {
        try {
          const order = await findOrderById(db, claim.orderId);
          const row = order ? await heldPaymentOf(db, order, deps.bulkAccounts) : undefined;
          // The cancel webhook may have marked the payment cancelled meanwhile: it is still the payment the claim asked.
          const live = row && row.status !== "approving" && row.status !== "failed" ? row : undefined;
          if (!live || (claim.refundAmount === 0 && !takesWhole(live, claim))) {
            await complete(claim.orderId, claim.id, undefined, null);
          } else {
            const outcome = await settledByGateway(live, claim);
            if (outcome === "unknown") continue;
            if (outcome === "not_cancelled") await fail(claim.id, "the gateway did not cancel");
            else await complete(claim.orderId, claim.id, live, outcome);
          }
          settled += 1;
        } catch (error) {
          logError(error, { claimId: claim.id, step: "resolve stuck cancel" });
        }
      }
      return settled;
    },

    /** GET /api/order/cancel-apply: a member's cancels, returns and exchanges (my page 취소/반품 조회), newest first. */
    async list(userId: number, query: { page: number; size: number }): Promise<ClaimList> {
      const { rows, total } = await findMemberClaimPage(db, userId, pageWindow(query));
      const [lines, photos] = await Promise.all([
        findOrderItems(db, [...new Set(rows.map((row) => row.claim.orderId))]),
        findClaimPhotoIds(
          db,
          rows.map((row) => row.claim.id),
        ),
      ]);
      return {
        list: rows.map((row) =>
          claimOf(
            row.claim,
            row,
            lines.filter((line) => line.orderId === row.claim.orderId),
            photos.filter((photo) => photo.claimId === row.claim.id).map((photo) => photo.id),
          ),
        ),
        pagination: paginationOf(query, total),
      };
    },
  };
}

export type OrderCancelService = ReturnType<typeof createOrderCancelService>;
