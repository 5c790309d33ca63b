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
  payment: Pick<PaymentGateway, "issueCashReceipt" | "cancelCashReceipt">;
  catalog: Pick<CatalogService, "listItemCardsByIds">;
  orderQueries: Pick<OrderQueryService, "detail">;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  clock?: () => Date;
}

/** How far back the sweep looks for cash orders whose receipt is behind. */
const SWEEP_DAYS = 30;

const RECEIPT_TYPE_LABELS = { individual: "소득공제용", company: "지출증빙용" } as const;
const RECEIPT_STATUS_LABELS: Record<CashReceiptRow["status"], string> = {
  requested: "발급 요청 중",
  issued: "발급 완료",
  partialCancelled: "부분 취소",
  cancelled: "발급 취소",
  cancelling: "취소 요청 중",
  failed: "발급 실패",
};

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
    const lines = await findOrderItems(db, [order.id]);
    const first = lines[0]?.itemName ?? "축산물";
    try {
      const receipt = await payment.issueCashReceipt({
        orderId: claimed.receiptOrderId,
        amount: target.amount,
        supplyAmt: target.supplyAmount,
        goodsVat: target.vatAmount,
        taxFreeAmt: target.taxFreeAmount,
        goodsName: lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first,
        receiptType: claimed.receiptType,
        receiptNo,
        ...(order.ordererName ? { buyerName: order.ordererName } : {}),
        ...(order.ordererEmail ? { buyerEmail: order.ordererEmail } : {}),
      });
      await updateCashReceipt(db, claimed.id, {
        status: "issued",
        tid: receipt.tid,
        approveNo: receipt.approveNo,
        issuedAt: receipt.approvedAt ?? clock(),
      });
    } catch (error) {
      // An unknown outcome stays `requested` (its order id can be used once, so nothing is asked again blindly).
      if (error instanceof PaymentGatewayUncertainError) throw error;
      const message = error instanceof PaymentGatewayError ? `${error.code} ${error.gatewayMessage}` : String(error);
      await updateCashReceipt(db, claimed.id, { status: "failed", resultMessage: message.slice(0, 200) });
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
      await updateCashReceipt(tx, now.id, { status: "cancelling" });
      return true;
    });
    if (!marked) return;
    try {
      const answer = await payment.cancelCashReceipt(receipt.tid, {
        orderId: receipt.receiptOrderId,
        reason: order.status === "cancelled" ? "주문 취소" : "주문 부분 취소",
        ...(change.whole ? {} : { partial: change.cancel }),
      });
      await updateCashReceipt(db, receipt.id, {
        status: answer.balanceAmount === 0 ? "cancelled" : "partialCancelled",
        cancelledAmount: receipt.cancelledAmount + change.cancel.amount,
        cancelledSupplyAmount: receipt.cancelledSupplyAmount + change.cancel.supplyAmt,
        cancelledVatAmount: receipt.cancelledVatAmount + change.cancel.goodsVat,
        cancelledTaxFreeAmount: receipt.cancelledTaxFreeAmount + change.cancel.taxFreeAmt,
        cancelledAt: answer.cancelledAt ?? clock(),
      });
    } catch (error) {
      if (error instanceof PaymentGatewayUncertainError) throw error;
      // Refused: the receipt stands as it was (the operator sees why).
      const message = error instanceof PaymentGatewayError ? `${error.code} ${error.gatewayMessage}` : String(error);
      await updateCashReceipt(db, receipt.id, { status: receipt.status, resultMessage: message.slice(0, 200) });
      throw error;
    }
  }

  /** Brings one order's receipt up to date (issue, or cancel the refunded part); errors are logged, never thrown. */
  async function sync(orderId: number): Promise<void> {
    try {
      const order = await db.transaction((tx) => lockOrderById(tx, orderId));
      if (!order) return;
      const receipt = await findCashReceipt(db, orderId);
      if (!receipt) await issue(order);
      else if (receipt.status === "issued" || receipt.status === "partialCancelled") {
        await cancelDifference(order, receipt);
      }
    } catch (error) {
      logError(error, { orderId, step: "cash receipt" });
    }
  }

  return {
    sync,

    /** The minute sweep: cash orders paid lately whose receipt is not issued yet, or cancelled orders' receipts. */
    async syncDue(now: Date = clock(), limit = 100): Promise<number> {
      const due = await findReceiptsDue(db, new Date(now.getTime() - SWEEP_DAYS * 86_400_000), limit);
      for (const { orderId } of due) await sync(orderId);
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
