import { createHash } from "node:crypto";
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { z } from "zod";
import {
  type CashReceipt,
  type CashReceiptCancel,
  type CashReceiptCancelRequest,
  type CashReceiptRecord,
  type CashReceiptRequest,
  PaymentGatewayUncertainError,
} from "../payment-gateway.provider.js";
import { formatNicepayDate, paymentSignature, sameSecret } from "./nicepay-signature.js";

// NICEPAY's 현금영수증 API (manual api/payment-receipt.md): 발급 POST /v1/receipt, 취소 POST /v1/receipt/{tid}/cancel
// (whole, or `cancelAmt` with its supply, VAT, tax-free and service split), 조회 GET /v1/receipt/{tid}; a receipt whose
// 발급 answer was lost (no tid) is found by its order id through 거래조회 GET /v1/payments/find/{orderId}
// (api/status-transaction.md). Shared by the adapter, which calls and checks, and the local sandbox, which answers and
// signs as NICEPAY does.

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** 발급's `signData`: hex(sha256(orderId + amount + ediDate + secretKey)). */
export function receiptSignData(fields: { orderId: string; amount: number; ediDate: string; secretKey: string }) {
  return sha256Hex(`${fields.orderId}${fields.amount}${fields.ediDate}${fields.secretKey}`);
}

/** 취소's `signData`: hex(sha256(tid + ediDate + secretKey)). */
export function receiptCancelSignData(fields: { tid: string; ediDate: string; secretKey: string }) {
  return sha256Hex(`${fields.tid}${fields.ediDate}${fields.secretKey}`);
}

/** The `signature` of a receipt answer: hex(sha256(tid + orderId + ediDate + secretKey)). */
export function receiptAnswerSignature(fields: { tid: string; orderId: string; ediDate: string; secretKey: string }) {
  return sha256Hex(`${fields.tid}${fields.orderId}${fields.ediDate}${fields.secretKey}`);
}

/** NICEPAY writes "0" for a time that did not happen. */
const nicepayTime = z
  .string()
  .nullish()
  .transform((value) => {
    if (!value || value === "0") return null;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  });

/** 발급's answer (and 조회's). */
export const nicepayReceiptSchema = z.object({
  resultCode: z.string(),
  resultMsg: z.string().default(""),
  tid: z.string().min(1),
  orderId: z.string(),
  approvedAt: nicepayTime,
  approveNo: z.string().nullish(),
  ediDate: z.string().nullish(),
  signature: z.string().nullish(),
});
export type NicepayReceiptAnswer = z.input<typeof nicepayReceiptSchema> & { resultMsg: string };

/**
 * 조회's answer: 발급's fields, and (the manual's 조회 table) what is left after cancels; NICEPAY's state of the receipt
 * when it says.
 */
export const nicepayReceiptStatusSchema = nicepayReceiptSchema.extend({
  balanceAmt: z.number().int().nullish(),
  status: z.string().nullish(),
});

/**
 * 거래조회 by order id's answer, as far as a receipt needs it: the transaction's tid (signed as a payment's answer,
 * hex(sha256(tid + amount + ediDate + secretKey))) and its `cashReceipts` (receiptTid and 발급진행 상태).
 */
export const nicepayReceiptFindSchema = z.object({
  resultCode: z.string(),
  tid: z.string().min(1),
  orderId: z.string(),
  amount: z.number().int().nullish(),
  ediDate: z.string().nullish(),
  signature: z.string().nullish(),
  cashReceipts: z.array(z.object({ receiptTid: z.string().min(1), status: z.string().nullish() }).loose()).nullish(),
});

/** 취소's answer. */
export const nicepayReceiptCancelSchema = z.object({
  resultCode: z.string(),
  resultMsg: z.string().default(""),
  tid: z.string().min(1),
  orderId: z.string(),
  cancelAmt: z.number().int(),
  balanceAmt: z.number().int(),
  cancelledAt: nicepayTime,
  approveNo: z.string().nullish(),
  ediDate: z.string().nullish(),
  signature: z.string().nullish(),
});
export type NicepayReceiptCancelAnswer = z.input<typeof nicepayReceiptCancelSchema> & { resultMsg: string };

type Exchange = (
  operation: string,
  request: { method: "GET" | "POST"; path: string; body?: Record<string, unknown> },
  expect?: { notFoundIsNull?: boolean },
) => Promise<unknown>;

const inKorea = tz("Asia/Seoul");

/** An answer that carries a signature must carry our key's. */
function checkSigned(
  operation: string,
  answer: { tid: string; orderId: string; ediDate?: string | null | undefined; signature?: string | null | undefined },
  secretKey: string,
) {
  if (
    answer.signature &&
    !sameSecret(receiptAnswerSignature({ ...answer, ediDate: answer.ediDate ?? "", secretKey }), answer.signature)
  ) {
    throw new PaymentGatewayUncertainError(operation, "the answer's signature does not verify");
  }
}

/**
 * The adapter's receipt calls over its own exchange (Basic auth, resultCode checked): 발급, 취소 and 조회 (by tid, or
 * by order id when the tid was lost with 발급's answer), each answer read, its signature checked and its ids matched.
 */
export function nicepayReceiptCalls(exchange: Exchange, secretKey: string, now: () => Date = () => new Date()) {
  async function cashReceiptStatus(tid: string): Promise<CashReceiptRecord> {
    const json = await exchange("cashReceiptStatus", {
      method: "GET",
      path: `/v1/receipt/${encodeURIComponent(tid)}`,
    });
    const parsed = nicepayReceiptStatusSchema.safeParse(json);
    if (!parsed.success || parsed.data.tid !== tid) {
      throw new PaymentGatewayUncertainError("cashReceiptStatus", "the answer is not this tid's receipt");
    }
    checkSigned("cashReceiptStatus", parsed.data, secretKey);
    return {
      tid: parsed.data.tid,
      orderId: parsed.data.orderId,
      approveNo: parsed.data.approveNo ?? null,
      approvedAt: parsed.data.approvedAt,
      balanceAmount: parsed.data.balanceAmt ?? null,
      status: parsed.data.status ?? null,
    };
  }

  return {
    cashReceiptStatus,

    async findCashReceipt(orderId: string, requestedAt: Date): Promise<CashReceiptRecord | null> {
      if (orderId === "" || orderId === "." || orderId === "..")
        throw new Error(`NICEPAY orderId cannot be "${orderId}"`);
      // The manual asks for the order's date (YYYYMMDD, Korea) beside the order id.
      const orderDate = format(requestedAt, "yyyyMMdd", { in: inKorea });
      const json = await exchange(
        "findCashReceipt",
        { method: "GET", path: `/v1/payments/find/${encodeURIComponent(orderId)}?orderDate=${orderDate}` },
        { notFoundIsNull: true },
      );
      if (json === null) return null;
      const parsed = nicepayReceiptFindSchema.safeParse(json);
      if (!parsed.success || parsed.data.orderId !== orderId) {
        throw new PaymentGatewayUncertainError("findCashReceipt", "the answer is not this order id's transaction");
      }
      const found = parsed.data;
      if (
        found.signature &&
        !sameSecret(
          paymentSignature({ tid: found.tid, amount: found.amount ?? 0, ediDate: found.ediDate ?? "", secretKey }),
          found.signature,
        )
      ) {
        throw new PaymentGatewayUncertainError("findCashReceipt", "the answer's signature does not verify");
      }
      const receipt = await cashReceiptStatus(found.cashReceipts?.[0]?.receiptTid ?? found.tid);
      if (receipt.orderId !== orderId) {
        throw new PaymentGatewayUncertainError("findCashReceipt", "the receipt found is another order id's");
      }
      return receipt;
    },

    async issueCashReceipt(request: CashReceiptRequest): Promise<CashReceipt> {
      const ediDate = formatNicepayDate(now());
      const json = await exchange("issueCashReceipt", {
        method: "POST",
        path: "/v1/receipt",
        body: {
          orderId: request.orderId,
          amount: request.amount,
          goodsName: request.goodsName.slice(0, 40),
          receiptType: request.receiptType,
          receiptNo: request.receiptNo,
          supplyAmt: request.supplyAmt,
          goodsVat: request.goodsVat,
          taxFreeAmt: request.taxFreeAmt,
          serviceAmt: 0,
          ...(request.buyerName ? { buyerName: request.buyerName.slice(0, 30) } : {}),
          ...(request.buyerEmail ? { buyerEmail: request.buyerEmail } : {}),
          ...(request.buyerTel ? { buyerTel: request.buyerTel } : {}),
          ediDate,
          signData: receiptSignData({ orderId: request.orderId, amount: request.amount, ediDate, secretKey }),
        },
      });
      const parsed = nicepayReceiptSchema.safeParse(json);
      if (!parsed.success || parsed.data.orderId !== request.orderId) {
        throw new PaymentGatewayUncertainError("issueCashReceipt", "the answer is not this order id's receipt");
      }
      checkSigned("issueCashReceipt", parsed.data, secretKey);
      return {
        tid: parsed.data.tid,
        orderId: parsed.data.orderId,
        approveNo: parsed.data.approveNo ?? null,
        approvedAt: parsed.data.approvedAt,
      };
    },

    async cancelCashReceipt(tid: string, request: CashReceiptCancelRequest): Promise<CashReceiptCancel> {
      const ediDate = formatNicepayDate(now());
      const json = await exchange("cancelCashReceipt", {
        method: "POST",
        path: `/v1/receipt/${encodeURIComponent(tid)}/cancel`,
        body: {
          orderId: request.orderId,
          reason: request.reason.slice(0, 100),
          // A partial cancel names its amount and that amount's split; without it NICEPAY cancels the rest whole.
          ...(request.partial
            ? {
                cancelAmt: request.partial.amount,
                supplyAmt: request.partial.supplyAmt,
                goodsVat: request.partial.goodsVat,
                taxFreeAmt: request.partial.taxFreeAmt,
                serviceAmt: 0,
              }
            : {}),
          ediDate,
          signData: receiptCancelSignData({ tid, ediDate, secretKey }),
        },
      });
      const parsed = nicepayReceiptCancelSchema.safeParse(json);
      if (!parsed.success || parsed.data.orderId !== request.orderId) {
        throw new PaymentGatewayUncertainError("cancelCashReceipt", "the answer is not this receipt's cancel");
      }
      checkSigned("cancelCashReceipt", parsed.data, secretKey);
      return {
        tid: parsed.data.tid,
        cancelAmount: parsed.data.cancelAmt,
        balanceAmount: parsed.data.balanceAmt,
        approveNo: parsed.data.approveNo ?? null,
        cancelledAt: parsed.data.cancelledAt,
      };
    },
  };
}
