import { guestOrderSchema, type OrderForm, ordererSchema } from "@shop/contracts/order";
import { checkboxRequired, confirmed, required } from "@shop/core/validation/rules";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import type { FieldErrors, FormSpec, FormValues } from "../../components/form/form-values";
import { textOf } from "../../components/form/form-values";
import { CART_PATH, checkoutHref } from "../../lib/checkout-links";
import { CHECKOUT_FIELDS, CHECKOUT_SPEC, schemaRule } from "./checkout-form";

// A non-member's checkout (비회원 주문, SPEC §2 /order/no-member): the orderer's phone proved by SMS, an order password
// to look the order up later, and the consent to keep their details. The rest of the form is the member's, less the
// address book, coupons and points.

/** The guest's own fields. The phone ones are the names of the SMS verification block the route brings. */
export const GUEST_FIELDS = {
  /** The orderer's phone, as the verification block names its input. */
  phone: "phoneNumber",
  /** The single-use proof check-auth-number gave for that phone (purpose ORDER). */
  phoneProof: "phoneVerificationToken",
  password: "guestPassword",
  passwordConfirm: "guestPasswordConfirm",
  privacyAgree: "guestPrivacyAgree",
} as const;

/** `?guest=1`: the shopper picked 비회원 주문 on the choice screen. */
const GUEST_CHOICE_PARAM = "guest";
const GUEST_CHOICE_VALUE = "1";

/** Where members are sent from the choice screen: the login merges the guest's cart, whose lines get new ids. */
export const MEMBER_LOGIN_HREF = `/user/login?${new URLSearchParams({ target: CART_PATH }).toString()}`;
export const JOIN_PATH = "/user/join";
export const GUEST_ORDER_LOOKUP_PATH = "/order/no-member";

export const GUEST_PHONE_NOT_VERIFIED_MESSAGE = "휴대폰 인증을 완료해 주세요.";

/** Step 1 for the same lines as a non-member (비회원으로 주문하기). */
export function guestCheckoutHref(cartIds: readonly number[]): string {
  return `${checkoutHref(cartIds)}&${GUEST_CHOICE_PARAM}=${GUEST_CHOICE_VALUE}`;
}

/** The shopper already picked 비회원 주문 for this address. */
export function choseGuestOrder(url: URL): boolean {
  return url.searchParams.get(GUEST_CHOICE_PARAM) === GUEST_CHOICE_VALUE;
}

const phoneVerified: FieldRule = (value) => (required(value) === null ? null : GUEST_PHONE_NOT_VERIFIED_MESSAGE);
const samePassword: FieldRule = (value, values) => confirmed(value, { other: values[GUEST_FIELDS.password] });

// The member's orderer phone is a plain field; the guest's is the verification block's.
const { [CHECKOUT_FIELDS.ordererPhone]: _memberPhone, ...sharedRules } = CHECKOUT_SPEC.rules;

/** The guest's form: the member's rules, the verified phone, the order password (guestOrderSchema) twice, consent. */
export const GUEST_CHECKOUT_SPEC: FormSpec = {
  rules: {
    ...sharedRules,
    [GUEST_FIELDS.phone]: [schemaRule(ordererSchema.shape.phone)],
    [GUEST_FIELDS.phoneProof]: [phoneVerified],
    [GUEST_FIELDS.password]: [schemaRule(guestOrderSchema.shape.password)],
    [GUEST_FIELDS.passwordConfirm]: [required, samePassword],
    [GUEST_FIELDS.privacyAgree]: [checkboxRequired],
  },
  checkboxes: [...(CHECKOUT_SPEC.checkboxes ?? []), GUEST_FIELDS.privacyAgree],
};

/** The guest's values as the order body reads them: the verified phone is the orderer's phone. */
export function withGuestOrderer(values: FormValues): FormValues {
  return { ...values, [CHECKOUT_FIELDS.ordererPhone]: textOf(values, GUEST_FIELDS.phone) };
}

/** buy's `guest` part: the order password as typed and the phone's proof. */
export function guestOrderOf(values: FormValues): NonNullable<OrderForm["guest"]> {
  return {
    password: textOf(values, GUEST_FIELDS.password),
    phoneVerificationToken: textOf(values, GUEST_FIELDS.phoneProof),
  };
}

/** The API's messages about the orderer's phone go under the guest's phone block. */
export function guestFieldErrors(errors: FieldErrors): FieldErrors {
  const { [CHECKOUT_FIELDS.ordererPhone]: phone, ...rest } = errors;
  return phone === undefined ? rest : { ...rest, [GUEST_FIELDS.phone]: phone };
}
