import { createHash } from "node:crypto";
import { z } from "zod";
import {
  type CashReceipt,
  type CashReceiptCancel,
  type CashReceiptCancelRequest,
  type CashReceiptRequest,
  PaymentGatewayUncertainError,
} from "../payment-gateway.provider.js";
import { formatNicepayDate, sameSecret } from "./nicepay-signature.js";

// NICEPAY's 현금영수증 API (manual api/payment-receipt.md): 발급 POST /v1/receipt, 취소 POST /v1/receipt/{tid}/cancel
// (whole, or `cancelAmt` with its supply, VAT, tax-free and service split), 조회 GET /v1/receipt/{tid}. Shared by the
// adapter, which calls and checks, and the local sandbox, which answers and signs as NICEPAY does.

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
) => Promise<unknown>;

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
 * The adapter's two receipt calls over its own exchange (Basic auth, resultCode checked): 발급 and 취소, each answer
 * read, its signature checked and its order id matched.
 */
export function nicepayReceiptCalls(exchange: Exchange, secretKey: string, now: () => Date = () => new Date()) {
  return {
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
