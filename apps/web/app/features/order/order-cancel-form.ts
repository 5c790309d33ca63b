import type { OrderDetail, OrderLine } from "@shop/contracts/order";
import { type OrderCancelRequest, orderCancelRequestSchema, refundAccountSchema } from "@shop/contracts/order-cancel";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import { type FormSpec, type FormValues, textOf } from "../../components/form/form-values";
import { schemaRule } from "./checkout-form";

// The cancel form of my page's order (routes/mypage/order-detail.tsx): its field names, its rules (the cancel
// contract's own schemas, so the message shown while typing is the one the API would answer) and the one mapping
// from the posted form to POST /api/order/cancel's body.

/** `?cancel=1` on the order's address opens the form: the modal with script, a section of the page without. */
export const CANCEL_PARAM = "cancel";

/**
 * The names the form posts. The refund account's are the API's own field paths, so a 400 of the API lands under the
 * field it is about.
 */
export const CANCEL_FIELDS = {
  orderItemIds: "orderItemIds",
  reason: "reason",
  reasonDetail: "reasonDetail",
  bankCode: "refundAccount.bankCode",
  accountNumber: "refundAccount.accountNumber",
  holder: "refundAccount.holder",
  /** Posted while the form asks for a refund account (a paid virtual account). */
  withRefundAccount: "withRefundAccount",
} as const;

/** The form's buttons: the refund preview (a page without script recomputes it by posting) and the cancel itself. */
export const CANCEL_INTENTS = { preview: "cancel-preview", confirm: "cancel" } as const;

export const REASON_DETAIL_MAX = 200;

/** The account number as the API takes it: the hyphens and spaces a shopper copies from a bank app taken out. */
export function accountDigits(text: string): string {
  return text.replace(/[\s-]/g, "");
}

const accountNumberSchemaRule = schemaRule(refundAccountSchema.shape.accountNumber);
const accountNumberRule: FieldRule = (value, values) =>
  accountNumberSchemaRule(typeof value === "string" ? accountDigits(value) : value, values);

const REASON_RULES = {
  [CANCEL_FIELDS.reason]: [schemaRule(orderCancelRequestSchema.shape.reason)],
  [CANCEL_FIELDS.reasonDetail]: [schemaRule(orderCancelRequestSchema.shape.reasonDetail)],
};

/** The form without a refund account: the money goes back the way it was paid. */
export const CANCEL_SPEC: FormSpec = { rules: REASON_RULES };

/** The form of a paid virtual account: the money goes to the account the shopper gives. */
export const CANCEL_WITH_ACCOUNT_SPEC: FormSpec = {
  rules: {
    ...REASON_RULES,
    [CANCEL_FIELDS.bankCode]: [schemaRule(refundAccountSchema.shape.bankCode)],
    [CANCEL_FIELDS.accountNumber]: [accountNumberRule],
    [CANCEL_FIELDS.holder]: [schemaRule(refundAccountSchema.shape.holder)],
  },
};

export function cancelSpecOf(withRefundAccount: boolean): FormSpec {
  return withRefundAccount ? CANCEL_WITH_ACCOUNT_SPEC : CANCEL_SPEC;
}

/** The ticked lines of a posted form: whole ids, each once, in the order posted; anything else is left out. */
export function postedOrderItemIds(form: FormData): number[] {
  const ids = form
    .getAll(CANCEL_FIELDS.orderItemIds)
    .filter((value): value is string => typeof value === "string" && /^[1-9]\d{0,9}$/.test(value))
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  return [...new Set(ids)];
}

/** POST /api/order/cancel's body from a form that passed `cancelSpecOf`'s rules (an unknown reason throws). */
export function cancelRequestBody(
  orderCode: string,
  orderItemIds: readonly number[],
  values: FormValues,
  withRefundAccount: boolean,
): OrderCancelRequest {
  const detail = textOf(values, CANCEL_FIELDS.reasonDetail);
  return {
    orderCode,
    orderItemIds: [...orderItemIds],
    reason: orderCancelRequestSchema.shape.reason.parse(textOf(values, CANCEL_FIELDS.reason)),
    ...(detail ? { reasonDetail: detail } : {}),
    ...(withRefundAccount
      ? {
          refundAccount: {
            bankCode: textOf(values, CANCEL_FIELDS.bankCode),
            accountNumber: accountDigits(textOf(values, CANCEL_FIELDS.accountNumber)),
            holder: textOf(values, CANCEL_FIELDS.holder),
          },
        }
      : {}),
  };
}

/** The order's lines that can be cancelled now, in the order the page lists them. */
export function cancellableLines(order: Pick<OrderDetail, "boxes" | "cancel">): OrderLine[] {
  const ids = new Set(order.cancel.orderItemIds);
  return order.boxes.flatMap((box) =>
    box.lines.filter((line) => line.orderItemId !== null && ids.has(line.orderItemId)),
  );
}

/** Whether a refund preview is about exactly these lines (a preview of other ticks is stale). */
export function previewMatches(previewIds: readonly number[], ticked: readonly number[]): boolean {
  if (previewIds.length !== ticked.length) return false;
  const wanted = new Set(ticked);
  return previewIds.every((id) => wanted.has(id));
}
