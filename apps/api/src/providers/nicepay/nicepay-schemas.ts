import { z } from "zod";
import { GATEWAY_PAYMENT_STATUSES } from "../payment-gateway.provider.js";

// NICEPAY's answers as the public manual describes them (api/payment-window-server.md 응답 명세, api/cancel.md,
// api/status-transaction.md, api/hook.md: one payment object for approve, cancel, lookups and webhooks). The adapter
// reads what it receives with these; the local sandbox builds its answers as their input type, so both sides agree on
// one shape. Fields the shop never reads are left out (zod drops them).

/** NICEPAY writes "0" for a time that has not happened yet. */
const nicepayTime = z
  .string()
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === "" || value === "0") return null;
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) {
      context.addIssue({ code: "custom", message: `not an ISO 8601 time: ${value}` });
      return z.NEVER;
    }
    return instant;
  });

/** A time that must be there (a deadline, a cancel's time). */
const isoTime = z.string().transform((value, context) => {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) {
    context.addIssue({ code: "custom", message: `not an ISO 8601 time: ${value}` });
    return z.NEVER;
  }
  return instant;
});

const text = z.string().nullish();

/** Every answer and webhook starts with these; anything but 0000 is a refusal. */
export const nicepayResultSchema = z.object({
  resultCode: z.string().min(1),
  resultMsg: z.string().default(""),
});

export const nicepayCardSchema = z.object({
  cardCode: z.string(),
  cardName: z.string(),
  cardNum: text,
  cardQuota: z.number().int().optional(),
  isInterestFree: z.boolean().optional(),
  cardType: text,
  canPartCancel: z.union([z.boolean(), z.string()]).optional(),
  acquCardCode: text,
  acquCardName: text,
});

export const nicepayVbankSchema = z.object({
  vbankCode: z.string(),
  vbankName: z.string(),
  vbankNumber: z.string(),
  vbankExpDate: isoTime,
  vbankHolder: z.string(),
});

export const nicepayCancelSchema = z.object({
  tid: z.string(),
  amount: z.number().int(),
  cancelledAt: isoTime,
  reason: z.string(),
  receiptUrl: text,
});

/** The payment object: approve, cancel, net cancel, both lookups and the webhook body. */
export const nicepayPaymentSchema = nicepayResultSchema.extend({
  tid: z.string().min(1),
  cancelledTid: text,
  orderId: z.string().min(1),
  ediDate: z.string(),
  /** hex(sha256(tid + amount + ediDate + secretKey)); only on a valid transaction. */
  signature: text,
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  paidAt: nicepayTime,
  failedAt: nicepayTime,
  cancelledAt: nicepayTime,
  /** card, vbank, bank, naverpay … (older pages write CARD, VBANK). */
  payMethod: z.string(),
  amount: z.number().int(),
  balanceAmt: z.number().int(),
  goodsName: z.string(),
  mallReserved: text,
  useEscrow: z.boolean().optional(),
  currency: z.string().optional(),
  channel: text,
  approveNo: text,
  buyerName: text,
  buyerTel: text,
  buyerEmail: text,
  receiptUrl: text,
  mallUserId: text,
  issuedCashReceipt: z.boolean().optional(),
  coupon: z.object({ couponAmt: z.number().int() }).nullish(),
  card: nicepayCardSchema.nullish(),
  bank: z.object({ bankCode: z.string(), bankName: z.string() }).nullish(),
  vbank: nicepayVbankSchema.nullish(),
  cancels: z.array(nicepayCancelSchema).nullish(),
  cashReceipts: z.array(z.unknown()).nullish(),
});
/** The payment object as written (the sandbox's answers): NICEPAY always writes its message. */
export type NicepayPaymentAnswer = z.input<typeof nicepayPaymentSchema> & { resultMsg: string };

/** Form values arrive as text; a shop that parsed them may pass numbers. */
const wholeWon = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
]);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/** The returnUrl post of the server-approval window (x-www-form-urlencoded fields). */
export const nicepayWindowResultSchema = z.object({
  authResultCode: z.string().min(1).max(10),
  authResultMsg: z.string().max(500).default(""),
  tid: optionalText(30),
  clientId: z.string().min(1).max(50),
  orderId: z.string().min(1).max(64),
  amount: wholeWon,
  mallReserved: optionalText(500),
  authToken: optionalText(40),
  signature: optionalText(256),
});
