import { z } from "zod";
import { paymentRequestSchema } from "./order.js";

// 일괄 가상계좌 (SPEC §7 Bulk virtual bank; docs/decisions/033). A company buyer's orders saved with the method
// bulkVbank wait for their deposit; one NICEPAY virtual account is opened for several of them (the payment window with
// method vbank, the account's code as NICEPAY's orderId), and its deposit pays them all at once.

const wonField = z.number().int().min(0);

/** An order waiting to be paid by a bulk account. */
export const bulkVbankOrderSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  orderedAt: z.string(),
  /** "한우 등심 1++ 외 2건". */
  title: z.string(),
  orderPayAmount: wonField,
  /** Until when the order holds its stock unpaid (ISO). */
  payDeadline: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
});
export type BulkVbankOrder = z.infer<typeof bulkVbankOrderSchema>;

export const BULK_VBANK_ACCOUNT_STATUSES = [
  "opening",
  "approving",
  "ready",
  "paid",
  "removed",
  "expired",
  "failed",
] as const;

/** One bulk account with the orders it pays. */
export const bulkVbankAccountSchema = z.object({
  code: z.string(),
  status: z.enum(BULK_VBANK_ACCOUNT_STATUSES),
  statusLabel: z.string(),
  amount: wonField,
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  holder: z.string().nullable(),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** NICEPAY's tid of the account (its receipt, and the sandbox's deposit in demo mode). */
  tid: z.string().nullable(),
  orders: z.array(z.object({ orderId: z.number().int(), orderCode: z.string(), title: z.string(), amount: wonField })),
});
export type BulkVbankAccount = z.infer<typeof bulkVbankAccountSchema>;

/** GET /api/bulk-vbank: the orders waiting for an account, and the member's accounts (open first, then the latest 20). */
export const bulkVbankListSchema = z.object({
  waitingOrders: z.array(bulkVbankOrderSchema),
  accounts: z.array(bulkVbankAccountSchema),
});
export type BulkVbankList = z.infer<typeof bulkVbankListSchema>;

/** GET /api/bulk-vbank/code: the banks NICEPAY opens the account at (chosen in the payment window), with its limits. */
export const bulkVbankCodeSchema = z.object({
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
  maxOrders: z.number().int(),
  maxHours: z.number().int(),
});
export type BulkVbankCode = z.infer<typeof bulkVbankCodeSchema>;

const orderCodeField = z.string().regex(/^[A-Z0-9]{6,32}$/, "주문번호를 정확히 선택해 주세요.");

/** POST /api/bulk-vbank/issue: the orders one account is to pay. */
export const bulkVbankIssueSchema = z.object({
  orderCodes: z
    .array(orderCodeField, { error: "가상계좌로 결제할 주문을 선택해 주세요." })
    .min(1, "가상계좌로 결제할 주문을 선택해 주세요.")
    .max(100, "가상계좌 하나로 30건까지 결제할 수 있습니다."),
});

/** The account as it opens: its code and amount, and what the payment window opens with (method vbank). */
export const bulkVbankIssueResponseSchema = z.object({
  code: z.string(),
  amount: wonField,
  payment: paymentRequestSchema,
});
export type BulkVbankIssueResponse = z.infer<typeof bulkVbankIssueResponseSchema>;

const bulkCodeField = z.string().regex(/^BV[A-Z0-9]{6,30}$/, "가상계좌 번호를 다시 확인해 주세요.");

/** POST /api/bulk-vbank/remove: closes an account before its deposit; its orders wait for another. */
export const bulkVbankRemoveSchema = z.object({ code: bulkCodeField });
export const bulkVbankRemoveResponseSchema = z.object({
  code: z.string(),
  status: z.enum(BULK_VBANK_ACCOUNT_STATUSES),
});
