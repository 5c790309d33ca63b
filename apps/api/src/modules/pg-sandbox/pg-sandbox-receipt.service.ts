import { randomBytes, randomInt } from "node:crypto";
import type { Db } from "../../db/client.js";
import { NICEPAY_CODES } from "../../providers/nicepay/nicepay-codes.js";
import {
  type NicepayReceiptAnswer,
  type NicepayReceiptCancelAnswer,
  receiptAnswerSignature,
  receiptCancelSignData,
  receiptSignData,
} from "../../providers/nicepay/nicepay-receipt.js";
import { formatNicepayDate, paymentSignature, sameSecret } from "../../providers/nicepay/nicepay-signature.js";
import { NicepayRefusal } from "./pg-sandbox.service.js";
import {
  findReceipt,
  findReceiptByOrderId,
  insertReceiptUnlessOrderUsed,
  lockReceipt,
  type PgSandboxReceiptRow,
  updateReceipt,
} from "./pg-sandbox-receipt.repository.js";

export interface PgSandboxReceiptServiceDeps {
  db: Db;
  /** The one merchant the sandbox knows (NICEPAY_CLIENT_KEY, NICEPAY_SECRET_KEY), as for the payment API. */
  clientKey: string;
  secretKey: string;
  clock?: () => Date;
}

/** A split that does not add up to its amount (the manual: supplyAmt + goodsVat + taxFreeAmt + serviceAmt = amount). */
const SPLIT_MISMATCH = { code: "U127", message: "요청 금액이 올바르지 않습니다." };
const BAD_RECEIPT_NO = { code: "U125", message: "잘못된 요청 입니다. (receiptNo)" };

interface Split {
  supplyAmt: number;
  goodsVat: number;
  taxFreeAmt: number;
  serviceAmt: number;
}

const sumOf = (split: Split) => split.supplyAmt + split.goodsVat + split.taxFreeAmt + split.serviceAmt;

/** NICEPAY-style tid: a prefix, the time and randomness, 30 characters. */
function newTid(now: Date): string {
  const stamp = formatNicepayDate(now).replace(/\D/g, "").slice(2, 14);
  return `nicrcpt${stamp}${randomBytes(6).toString("hex")}`.slice(0, 30);
}

/** The tax office's approval number of the sandbox: 9 digits. */
const approveNumber = () => String(randomInt(100_000_000, 1_000_000_000));

/**
 * A fault for a test, for the next 발급 or 취소: `dropAnswer` does it and commits, then closes the connection without
 * an answer (NICEPAY took it, the shop never heard); `dropRequest` closes the connection before doing anything.
 */
export type ReceiptFault = "none" | "dropAnswer" | "dropRequest";

/** Thrown by 발급 or 취소 under a fault: the route closes the connection instead of answering. */
export class ReceiptAnswerDropped extends Error {
  constructor(operation: string) {
    super(`sandbox fault: the ${operation} answer is dropped`);
  }
}

/** All but the last 4 digits masked. */
const masked = (digits: string) => `${"*".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

/**
 * The sandbox's NICEPAY cash receipt API (manual api/payment-receipt.md): 발급 records a receipt once per order id with
 * its split checked and answers a signed tid and approval number; 취소 takes the whole rest or a partial amount with
 * its split, never more than is left; 조회 answers a receipt by tid.
 */
export function createPgSandboxReceiptService({
  db,
  clientKey,
  secretKey,
  clock = () => new Date(),
}: PgSandboxReceiptServiceDeps) {
  // Per process, like the payment sandbox's faults: what the next 발급 or 취소 does to its connection.
  const faults: { issue: ReceiptFault; cancel: ReceiptFault } = { issue: "none", cancel: "none" };
  const takeFault = (operation: "issue" | "cancel") => {
    const fault = faults[operation];
    faults[operation] = "none";
    return fault;
  };

  function answerOf(row: PgSandboxReceiptRow): NicepayReceiptAnswer & { status: string; balanceAmt: number } {
    const ediDate = formatNicepayDate(clock());
    return {
      resultCode: NICEPAY_CODES.ok.code,
      resultMsg: NICEPAY_CODES.ok.message,
      tid: row.tid,
      orderId: row.orderId,
      approvedAt: formatNicepayDate(row.approvedAt),
      approveNo: row.approveNo,
      status: row.status,
      balanceAmt: row.balanceAmt,
      ediDate,
      signature: receiptAnswerSignature({ tid: row.tid, orderId: row.orderId, ediDate, secretKey }),
    };
  }

  return {
    /** POST /v1/receipt. */
    async issue(request: {
      orderId: string;
      amount: number;
      goodsName: string;
      receiptType: "individual" | "company";
      receiptNo: string;
      supplyAmt: number;
      goodsVat: number;
      taxFreeAmt: number;
      serviceAmt: number;
      ediDate?: string | undefined;
      signData?: string | undefined;
    }) {
      const about = { orderId: request.orderId };
      const fault = takeFault("issue");
      if (fault === "dropRequest") throw new ReceiptAnswerDropped("issue");
      if (
        request.signData !== undefined &&
        !sameSecret(
          receiptSignData({
            orderId: request.orderId,
            amount: request.amount,
            ediDate: request.ediDate ?? "",
            secretKey,
          }),
          request.signData,
        )
      ) {
        throw new NicepayRefusal({ code: "A101", message: "SIGN DATA 검증에 실패하였습니다" }, about);
      }
      if (request.amount <= 0) throw new NicepayRefusal(NICEPAY_CODES.zeroAmount, about);
      if (sumOf(request) !== request.amount) throw new NicepayRefusal(SPLIT_MISMATCH, about);
      const digits = request.receiptType === "company" ? /^\d{10}$/ : /^\d{10,11}$/;
      if (!digits.test(request.receiptNo)) throw new NicepayRefusal(BAD_RECEIPT_NO, about);
      const now = clock();
      const row = await insertReceiptUnlessOrderUsed(db, {
        tid: newTid(now),
        clientId: clientKey,
        orderId: request.orderId,
        receiptType: request.receiptType,
        maskedReceiptNo: masked(request.receiptNo),
        goodsName: request.goodsName,
        amount: request.amount,
        supplyAmt: request.supplyAmt,
        goodsVat: request.goodsVat,
        taxFreeAmt: request.taxFreeAmt,
        balanceAmt: request.amount,
        approveNo: approveNumber(),
        status: "issued",
        approvedAt: now,
      });
      if (!row) throw new NicepayRefusal(NICEPAY_CODES.orderIdUsed, about);
      if (fault === "dropAnswer") throw new ReceiptAnswerDropped("issue");
      return answerOf(row);
    },

    /** POST /v1/receipt/{tid}/cancel: `cancelAmt` with its split, or the whole rest. */
    async cancel(
      tid: string,
      request: Partial<Split> & {
        orderId: string;
        reason: string;
        cancelAmt?: number | undefined;
        ediDate?: string | undefined;
        signData?: string | undefined;
      },
    ): Promise<NicepayReceiptCancelAnswer> {
      const about = { tid, orderId: request.orderId };
      const fault = takeFault("cancel");
      if (fault === "dropRequest") throw new ReceiptAnswerDropped("cancel");
      if (
        request.signData !== undefined &&
        !sameSecret(receiptCancelSignData({ tid, ediDate: request.ediDate ?? "", secretKey }), request.signData)
      ) {
        throw new NicepayRefusal({ code: "A101", message: "SIGN DATA 검증에 실패하였습니다" }, about);
      }
      const answer = await db.transaction(async (tx) => {
        const row = await lockReceipt(tx, tid);
        if (!row || row.orderId !== request.orderId) throw new NicepayRefusal(NICEPAY_CODES.cancelNotFound, about);
        if (row.status === "cancelled" || row.balanceAmt === 0) {
          throw new NicepayRefusal(NICEPAY_CODES.alreadyCancelled, about);
        }
        let amount = row.balanceAmt;
        if (request.cancelAmt !== undefined) {
          amount = request.cancelAmt;
          const split = {
            supplyAmt: request.supplyAmt ?? 0,
            goodsVat: request.goodsVat ?? 0,
            taxFreeAmt: request.taxFreeAmt ?? 0,
            serviceAmt: request.serviceAmt ?? 0,
          };
          if (amount <= 0) throw new NicepayRefusal(NICEPAY_CODES.cancelNotPositive, about);
          if (amount > row.balanceAmt) throw new NicepayRefusal(NICEPAY_CODES.cancelOverBalance, about);
          if (sumOf(split) !== amount) throw new NicepayRefusal(SPLIT_MISMATCH, about);
        }
        const now = clock();
        const balanceAmt = row.balanceAmt - amount;
        const cancel = { tid: newTid(now), amount, approveNo: approveNumber(), cancelledAt: now.toISOString() };
        await updateReceipt(tx, tid, {
          balanceAmt,
          status: balanceAmt === 0 ? "cancelled" : "partialCancelled",
          cancels: [...row.cancels, cancel],
          cancelledAt: now,
        });
        const ediDate = formatNicepayDate(clock());
        return {
          resultCode: NICEPAY_CODES.ok.code,
          resultMsg: NICEPAY_CODES.ok.message,
          tid: cancel.tid,
          orderId: row.orderId,
          cancelAmt: amount,
          balanceAmt,
          cancelledAt: formatNicepayDate(now),
          approveNo: cancel.approveNo,
          ediDate,
          signature: receiptAnswerSignature({ tid: cancel.tid, orderId: row.orderId, ediDate, secretKey }),
        };
      });
      if (fault === "dropAnswer") throw new ReceiptAnswerDropped("cancel");
      return answer;
    },

    /** GET /v1/receipt/{tid}: the receipt, with what is left of it and its status. */
    async receipt(tid: string) {
      const row = await findReceipt(db, tid);
      if (!row) throw new NicepayRefusal(NICEPAY_CODES.noTransaction, { tid });
      return answerOf(row);
    },

    /**
     * GET /v1/payments/find/{orderId} for a receipt's order id (거래조회, api/status-transaction.md): the receipt as a
     * transaction with its `cashReceipts` entry; undefined when the order id is no receipt's (the payments' own then).
     */
    async findByOrderId(orderId: string) {
      const row = await findReceiptByOrderId(db, orderId);
      if (!row) return undefined;
      const ediDate = formatNicepayDate(clock());
      return {
        resultCode: NICEPAY_CODES.ok.code,
        resultMsg: NICEPAY_CODES.ok.message,
        tid: row.tid,
        orderId: row.orderId,
        ediDate,
        signature: paymentSignature({ tid: row.tid, amount: row.amount, ediDate, secretKey }),
        status: row.status === "issued" ? "paid" : row.status,
        paidAt: formatNicepayDate(row.approvedAt),
        failedAt: "0",
        cancelledAt: row.cancelledAt ? formatNicepayDate(row.cancelledAt) : "0",
        payMethod: "cashReceipt",
        amount: row.amount,
        balanceAmt: row.balanceAmt,
        goodsName: row.goodsName,
        useEscrow: false,
        currency: "KRW",
        issuedCashReceipt: true,
        cashReceipts: [
          {
            receiptTid: row.tid,
            orgTid: row.tid,
            status: row.status === "cancelled" ? "cancelled" : "issued",
            amount: row.amount,
            taxFreeAmt: row.taxFreeAmt,
            receiptType: row.receiptType,
            issueNo: row.approveNo,
          },
        ],
      };
    },

    /** Dev: the fault of the next 발급 and/or 취소 (see ReceiptFault); answers the faults now set. */
    setFaults(input: { issue?: ReceiptFault | undefined; cancel?: ReceiptFault | undefined }) {
      if (input.issue !== undefined) faults.issue = input.issue;
      if (input.cancel !== undefined) faults.cancel = input.cancel;
      return { ...faults };
    },
  };
}

export type PgSandboxReceiptService = ReturnType<typeof createPgSandboxReceiptService>;
