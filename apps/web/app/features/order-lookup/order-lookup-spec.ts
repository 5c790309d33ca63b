import { guestOrderLookupSchema, guestOrderSchema } from "@shop/contracts/order";
import { REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import { required } from "@shop/core/validation/rules";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import type { z } from "zod";
import type { FormSpec } from "../../components/form/form-values";

// The 비회원 주문조회 form (SPEC §2 /order/no-member): the order code and the password chosen at checkout.

/** Said above the API's message when it throttles the tries (429). */
/** Said over the form when the order a guest opened can no longer be shown (the token ended, the order is gone). */
export const GUEST_ORDER_ENDED_MESSAGE = "주문 조회 시간이 지났습니다. 주문번호와 주문 비밀번호를 다시 입력해 주세요.";
export const RETRY_LATER_MESSAGE = "잠시 후 다시 시도해 주세요.";

/**
 * The order code as the API knows it, from what a shopper may paste: spaces and hyphens out ("2611 1512-345678"),
 * letters upper-cased.
 */
export function normalizeOrderCode(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

/** A rule that is the contract's schema for the field, so the message is the one the API answers with. */
function schemaRule(schema: z.ZodType, prepare: (value: string) => string = (value) => value): FieldRule {
  return (value) => {
    const parsed = schema.safeParse(typeof value === "string" ? prepare(value) : value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE);
  };
}

/**
 * The lookup's rules: the order code's format, and the password as checkout sets it (digits, 4–8). The lookup call
 * itself only caps the password at 8, but anything else cannot match, and a try the form refuses is a try the
 * API's throttle does not count.
 */
export const ORDER_LOOKUP_SPEC: FormSpec = {
  rules: {
    orderCode: [required, schemaRule(guestOrderLookupSchema.shape.orderCode, normalizeOrderCode)],
    password: [schemaRule(guestOrderSchema.shape.password)],
  },
};
