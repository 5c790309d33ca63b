import type { OrderCashReceipt } from "@shop/contracts/order-documents";
import { CASH_PAYMENT_METHODS } from "@shop/core/checkout/order-amounts";
import { cashReceiptChange, cashReceiptSplit } from "@shop/core/order/cash-receipt";
import type { Db } from "../../db/client.js";
import {
  type PaymentGateway,
  PaymentGatewayError,
  PaymentGatewayUncertainError,
} from "../../providers/payment-gateway.provider.js";
import type { AuthContext } from "../account/session.service.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { findOrderItems, lockOrderById, type OrderRow } from "./checkout.repository.js";
import {
  type CashReceiptRow,
  findCashReceipt,
  findReceiptsDue,
  insertCashReceipt,
  updateCashReceipt,
} from "./order-cash-receipt.repository.js";
import { ledgerRowsOfOrders } from "./order-ledger-rows.js";
import type { OrderQueryService } from "./order-query.service.js";

export interface OrderCashReceiptServiceDeps {
  db: Db;
  payment: Pick<PaymentGateway, "issueCashReceipt" | "cancelCashReceipt" | "cashReceiptStatus" | "findCashReceipt">;
  catalog: Pick<CatalogService, "listItemCardsByIds">;
  orderQueries: Pick<OrderQueryService, "detail">;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  clock?: () => Date;
}

/** How far back the sweep looks for cash orders whose receipt is behind. */
const SWEEP_DAYS = 30;

/** A `requested` or `cancelling` row this old lost its answer (the gateway's calls time out far sooner). */
const SETTLE_AFTER_MS = 5 * 60_000;
/** The sweep's tries at settling one (a minute or more apart); then it is left to the customer centre. */
export const CASH_RECEIPT_SETTLE_TRIES = 5;
/** Refusals of a 발급 whose order id the gateway already holds: the first one did arrive. */
const ORDER_ID_USED_CODES: ReadonlySet<string> = new Set(["U112", "A127", "7003", "2201"]);

const RECEIPT_TYPE_LABELS = { individual: "소득공제용", company: "지출증빙용" } as const;
export const RECEIPT_STATUS_LABELS: Record<CashReceiptRow["status"], string> = {
  requested: "발급 요청 중",
  issued: "발급 완료",
  partialCancelled: "부분 취소",
  cancelled: "발급 취소",
  cancelling: "취소 요청 중",
  failed: "현금영수증을 발급하지 못했습니다. 고객센터(1:1 문의)로 문의해 주시면 확인 후 발급해 드립니다.",
  cancelFailed: "현금영수증 취소를 확인하지 못했습니다. 고객센터(1:1 문의)로 문의해 주시면 확인 후 처리해 드립니다.",
};

type PendingCancel = NonNullable<CashReceiptRow["pendingCancel"]>;

const gatewayMessage = (error: unknown) =>
  (error instanceof PaymentGatewayError ? `${error.code} ${error.gatewayMessage}` : String(error)).slice(0, 200);

const masked = (digits: string) => `${"*".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

/**
 * An order's cash receipt (현금영수증, docs/decisions/032): issued through the gateway's receipt API once a cash
 * payment is in (virtual account deposit, bank transfer) with the shopper's choice from checkout, and cancelled as the
 * order is refunded — the difference with its supply, VAT and tax-free split on a partial refund, the rest on a whole
 * one — so the receipt always states what the shopper paid and kept. Each step is recorded before the gateway is
 * asked, so a repeated pass never issues or cancels twice.
 */
export function createOrderCashReceiptService(deps: OrderCashReceiptServiceDeps) {
  const { db, payment, catalog, orderQueries, logError } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** What the receipt should state now: the order's paid rows that are still bought, split as the ledger splits. */
  async function targetOf(order: OrderRow) {
    if (order.paidAt === null || order.status === "cancelled") return cashReceiptSplit([]);
    const rows = await ledgerRowsOfOrders(db, catalog, [
      {
        id: order.id,
        orderCode: order.orderCode,
        paidAt: order.paidAt,
        orderedAt: order.orderedAt,
        pointsUsed: order.pointsUsed,
      },
    ]);
    return cashReceiptSplit(rows);
  }

  /** 발급's request for a claimed row: its own order id and the amounts it claimed. */
  async function issueRequestOf(order: OrderRow, row: CashReceiptRow) {
    const lines = await findOrderItems(db, [order.id]);
    const first = lines[0]?.itemName ?? "축산물";
    return {
      orderId: row.receiptOrderId,
      amount: row.amount,
      supplyAmt: row.supplyAmount,
      goodsVat: row.vatAmount,
      taxFreeAmt: row.taxFreeAmount,
      goodsName: lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first,
      receiptType: row.receiptType,
      receiptNo: order.cashReceiptNumber.replace(/\D/g, ""),
      ...(order.ordererName ? { buyerName: order.ordererName } : {}),
      ...(order.ordererEmail ? { buyerEmail: order.ordererEmail } : {}),
    };
  }

  async function issue(order: OrderRow) {
    if (order.cashReceiptType === "none" || !CASH_PAYMENT_METHODS.includes(order.paymentMethod ?? "")) return;
    const target = await targetOf(order);
    if (target.amount === 0) return;
    const receiptNo = order.cashReceiptNumber.replace(/\D/g, "");
    const claimed = await db.transaction(async (tx) => {
      const locked = await lockOrderById(tx, order.id);
      if (!locked || locked.paidAt === null) return undefined;
      return insertCashReceipt(tx, {
        orderId: order.id,
        receiptOrderId: `${order.orderCode}R`,
        receiptType: order.cashReceiptType === "company" ? "company" : "individual",
        maskedReceiptNo: masked(receiptNo),
        amount: target.amount,
        supplyAmount: target.supplyAmount,
        vatAmount: target.vatAmount,
        taxFreeAmount: target.taxFreeAmount,
        status: "requested",
      });
    });
    if (!claimed) return;
    try {
      const receipt = await payment.issueCashReceipt(await issueRequestOf(order, claimed));
      await updateCashReceipt(db, claimed.id, {
        status: "issued",
        tid: receipt.tid,
        approveNo: receipt.approveNo,
        issuedAt: receipt.approvedAt ?? clock(),
      });
    } catch (error) {
      // An unknown outcome stays `requested`: the sweep settles it (`settle`) once its answer is surely lost.
      if (error instanceof PaymentGatewayUncertainError) throw error;
      await updateCashReceipt(db, claimed.id, { status: "failed", resultMessage: gatewayMessage(error) });
      throw error;
    }
  }

  async function cancelDifference(order: OrderRow, receipt: CashReceiptRow) {
    const change = cashReceiptChange(receipt, await targetOf(order));
    if (!change || receipt.tid === null) return;
    // Recorded first: a second pass meanwhile sees `cancelling` and leaves it.
    const marked = await db.transaction(async (tx) => {
      await lockOrderById(tx, order.id);
      const now = await findCashReceipt(tx, order.id);
      if (!now || (now.status !== "issued" && now.status !== "partialCancelled")) return false;
      const pendingCancel: PendingCancel = { ...change.cancel, whole: change.whole, from: now.status };
      await updateCashReceipt(tx, now.id, { status: "cancelling", pendingCancel });
      return true;
    });
    if (!marked) return;
    try {
      const answer = await payment.cancelCashReceipt(receipt.tid, {
        orderId: receipt.receiptOrderId,
        reason: order.status === "cancelled" ? "주문 취소" : "주문 부분 취소",
        ...(change.whole ? {} : { partial: change.cancel }),
      });
      await recordCancelled(receipt, change.cancel, answer.balanceAmount, answer.cancelledAt ?? clock());
    } catch (error) {
      // An unknown outcome stays `cancelling` (with the cancel under way recorded): the sweep settles it.
      if (error instanceof PaymentGatewayUncertainError) throw error;
      // Refused: the receipt stands as it was (the operator sees why).
      await updateCashReceipt(db, receipt.id, {
        status: receipt.status,
        pendingCancel: null,
        resultMessage: gatewayMessage(error),
      });
      throw error;
    }
  }

  /** A cancel done at the gateway, added to what the receipt's cancels took off. */
  async function recordCancelled(
    receipt: CashReceiptRow,
    cancel: { amount: number; supplyAmt: number; goodsVat: number; taxFreeAmt: number },
    balanceAmount: number,
    cancelledAt: Date,
  ) {
    await updateCashReceipt(db, receipt.id, {
      status: balanceAmount === 0 ? "cancelled" : "partialCancelled",
      cancelledAmount: receipt.cancelledAmount + cancel.amount,
      cancelledSupplyAmount: receipt.cancelledSupplyAmount + cancel.supplyAmt,
      cancelledVatAmount: receipt.cancelledVatAmount + cancel.goodsVat,
      cancelledTaxFreeAmount: receipt.cancelledTaxFreeAmount + cancel.taxFreeAmt,
      cancelledAt,
      pendingCancel: null,
      attempts: 0,
    });
  }

  /**
   * Takes a `requested` or `cancelling` row whose answer is surely lost (untouched for SETTLE_AFTER_MS) for one try at
   * settling it, counting the try and touching the row so no other pass takes it meanwhile; after
   * CASH_RECEIPT_SETTLE_TRIES tries it is marked failed (cancelFailed) for the customer centre instead.
   */
  async function claimStale(orderId: number, status: "requested" | "cancelling", now: Date) {
    return db.transaction(async (tx) => {
      await lockOrderById(tx, orderId);
      const row = await findCashReceipt(tx, orderId);
      if (!row || row.status !== status || row.updatedAt.getTime() > now.getTime() - SETTLE_AFTER_MS) return undefined;
      if (row.attempts >= CASH_RECEIPT_SETTLE_TRIES) {
        await updateCashReceipt(tx, row.id, {
          status: status === "requested" ? "failed" : "cancelFailed",
          resultMessage: `${row.resultMessage} (확인 ${row.attempts}회 후 중단)`.trim().slice(0, 200),
          updatedAt: now,
        });
        return undefined;
      }
      await updateCashReceipt(tx, row.id, { attempts: row.attempts + 1, updatedAt: now });
      return { ...row, attempts: row.attempts + 1, updatedAt: now };
    });
  }

  /** Writes `values` when the row is still `status` (under the order's lock); false when something else settled it. */
  async function updateIfStill(
    orderId: number,
    status: CashReceiptRow["status"],
    values: Parameters<typeof updateCashReceipt>[2],
  ) {
    return db.transaction(async (tx) => {
      await lockOrderById(tx, orderId);
      const row = await findCashReceipt(tx, orderId);
      if (!row || row.status !== status) return false;
      await updateCashReceipt(tx, row.id, values);
      return true;
    });
  }

  /**
   * An issue whose answer was lost: looked up by its order id; found → recorded issued with its tid and number; not at
   * the gateway → asked again under the same order id (the gateway refuses a used one, so never two receipts: such a
   * refusal means the first arrived, and the next try looks it up again).
   */
  async function settleIssue(order: OrderRow, row: CashReceiptRow) {
    const found = await payment.findCashReceipt(row.receiptOrderId, row.requestedAt).catch(async (error: unknown) => {
      await updateCashReceipt(db, row.id, {
        resultMessage: `조회 실패: ${gatewayMessage(error)}`.slice(0, 200),
        updatedAt: row.updatedAt,
      });
      throw error;
    });
    let receipt = found;
    if (!receipt) {
      try {
        receipt = {
          ...(await payment.issueCashReceipt(await issueRequestOf(order, row))),
          balanceAmount: null,
          status: null,
        };
      } catch (error) {
        if (error instanceof PaymentGatewayError && !ORDER_ID_USED_CODES.has(error.code)) {
          await updateIfStill(order.id, "requested", { status: "failed", resultMessage: gatewayMessage(error) });
        } else {
          await updateCashReceipt(db, row.id, {
            resultMessage: `재요청 결과 미확인: ${gatewayMessage(error)}`.slice(0, 200),
            updatedAt: row.updatedAt,
          });
        }
        throw error;
      }
    }
    const settled = await updateIfStill(order.id, "requested", {
      status: "issued",
      tid: receipt.tid,
      approveNo: receipt.approveNo,
      issuedAt: receipt.approvedAt ?? clock(),
      attempts: 0,
      resultMessage: "",
    });
    if (!settled) return;
    // Refunds made meanwhile left the receipt alone (it was not issued yet): they are taken off now.
    const issued = await findCashReceipt(db, order.id);
    const current = await db.transaction((tx) => lockOrderById(tx, order.id));
    if (issued && current) await cancelDifference(current, issued);
  }

  /**
   * A cancel whose answer was lost: the receipt is looked up by its tid; what is left of it says whether the cancel
   * under way was done (recorded) or never arrived (the receipt stands as before and the cancel is asked again).
   */
  async function settleCancel(order: OrderRow, row: CashReceiptRow) {
    if (row.tid === null) return;
    let pending = row.pendingCancel;
    if (!pending) {
      const change = cashReceiptChange(row, await targetOf(order));
      const from = row.cancelledAmount > 0 ? "partialCancelled" : "issued";
      if (!change) {
        await updateIfStill(order.id, "cancelling", { status: from, attempts: 0 });
        return;
      }
      pending = { ...change.cancel, whole: change.whole, from };
    }
    const record = await payment.cashReceiptStatus(row.tid);
    const before = row.amount - row.cancelledAmount;
    if (record.balanceAmount === before - pending.amount) {
      await recordCancelled(row, pending, record.balanceAmount, clock());
      return;
    }
    if (record.balanceAmount === before) {
      // Never arrived: the receipt stands as it was, and the cancel is asked again at once.
      const restored = await updateIfStill(order.id, "cancelling", { status: pending.from, pendingCancel: null });
      const now = await findCashReceipt(db, order.id);
      if (restored && now) await cancelDifference(order, now);
      return;
    }
    await updateCashReceipt(db, row.id, {
      resultMessage:
        record.balanceAmount === null
          ? "취소 결과 미확인: 조회에 남은 금액이 없습니다."
          : `취소 결과 불일치: 남은 금액 ${record.balanceAmount}원`,
      updatedAt: row.updatedAt,
    });
  }

  async function settle(order: OrderRow, status: "requested" | "cancelling", now: Date) {
    const row = await claimStale(order.id, status, now);
    if (!row) return;
    if (status === "requested") await settleIssue(order, row);
    else await settleCancel(order, row);
  }

  /**
   * Brings one order's receipt up to date (issue, cancel the refunded part, or settle one whose answer was lost);
   * errors are logged, never thrown.
   */
  async function sync(orderId: number, now: Date = clock()): Promise<void> {
    try {
      const order = await db.transaction((tx) => lockOrderById(tx, orderId));
      if (!order) return;
      const receipt = await findCashReceipt(db, orderId);
      if (!receipt) await issue(order);
      else if (receipt.status === "issued" || receipt.status === "partialCancelled") {
        await cancelDifference(order, receipt);
      } else if (receipt.status === "requested" || receipt.status === "cancelling") {
        await settle(order, receipt.status, now);
      }
    } catch (error) {
      logError(error, { orderId, step: "cash receipt" });
    }
  }

  return {
    sync,

    /**
     * The minute sweep: cash orders paid lately whose receipt is not issued yet, cancelled orders' receipts, and
     * receipts whose issue or cancel answer was lost.
     */
    async syncDue(now: Date = clock(), limit = 100): Promise<number> {
      const since = new Date(now.getTime() - SWEEP_DAYS * 86_400_000);
      const due = await findReceiptsDue(db, since, limit, new Date(now.getTime() - SETTLE_AFTER_MS));
      for (const { orderId } of due) await sync(orderId, now);
      return due.length;
    },

    /** GET /api/order/cash-receipt/:orderCode: the order's receipt for its page (null when none was asked for). */
    async ofOrder(auth: AuthContext, orderCode: string): Promise<{ receipt: OrderCashReceipt | null }> {
      const order = await orderQueries.detail(auth, orderCode);
      const row = await findCashReceipt(db, order.orderId);
      if (!row) return { receipt: null };
      return {
        receipt: {
          receiptType: row.receiptType,
          receiptTypeLabel: RECEIPT_TYPE_LABELS[row.receiptType],
          maskedReceiptNo: row.maskedReceiptNo,
          amount: row.amount,
          cancelledAmount: row.cancelledAmount,
          balanceAmount: row.amount - row.cancelledAmount,
          supplyAmount: row.supplyAmount - row.cancelledSupplyAmount,
          vatAmount: row.vatAmount - row.cancelledVatAmount,
          taxFreeAmount: row.taxFreeAmount - row.cancelledTaxFreeAmount,
          status: row.status,
          statusLabel: RECEIPT_STATUS_LABELS[row.status],
          approveNo: row.approveNo,
          issuedAt: row.issuedAt?.toISOString() ?? null,
        },
      };
    },
  };
}

export type OrderCashReceiptService = ReturnType<typeof createOrderCashReceiptService>;
