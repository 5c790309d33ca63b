import {
  type cashReceiptSchema,
  type OrderForm,
  ordererSchema,
  orderFormSchema,
  type PaymentMethodValue,
  type PaymentStep,
  paymentMethodSchema,
  receiverSchema,
} from "@shop/contracts/order";
import { ADDRESS_NOT_PICKED_MESSAGE } from "@shop/contracts/shipping";
import { maxUsablePoints } from "@shop/core/checkout/points";
import { businessNumber } from "@shop/core/validation/business-number";
import { isBlank } from "@shop/core/validation/input-value";
import { REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import { checkboxRequired, phoneNumber } from "@shop/core/validation/rules";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import type { z } from "zod";
import type { FormSpec, FormValues } from "../../components/form/form-values";
import { textOf } from "../../components/form/form-values";

// The checkout form of /order/step1: its field names, its rules (the order contract's own schemas, so the message
// shown while typing is the one `save` would answer), its starting values, and the one mapping between the form's
// flat fields and the API's order body (orderer, receiver, coupons, points, cash receipt …).

/** The flat names the form posts; the API's nested fields map onto them (apiFieldToFormField). */
export const CHECKOUT_FIELDS = {
  ordererName: "ordererName",
  ordererPhone: "ordererPhone",
  ordererEmail: "ordererEmail",
  receiverName: "receiverName",
  receiverPhone: "receiverPhone",
  receiverPostcode: "receiverPostcode",
  receiverAddress: "receiverAddress",
  receiverAddressDetail: "receiverAddressDetail",
  saveAddress: "saveAddress",
  shippingMemoChoice: "shippingMemoChoice",
  shippingMemo: "shippingMemo",
  points: "points",
  paymentMethod: "paymentMethod",
  cashReceiptType: "cashReceiptType",
  cashReceiptNumber: "cashReceiptNumber",
  taxBill: "taxBill",
  useEscrow: "useEscrow",
  agree: "agree",
  /** Where coupon refusals show: the coupon section as a whole. */
  coupons: "coupons",
} as const;

/** The receiver's fields, as the address picker posts them. */
export const RECEIVER_ADDRESS_NAMES = {
  postcode: CHECKOUT_FIELDS.receiverPostcode,
  address: CHECKOUT_FIELDS.receiverAddress,
  addressDetail: CHECKOUT_FIELDS.receiverAddressDetail,
};

// The pages' own fields and buttons besides the shopper's inputs.

/** Where step 1's form goes once `save` accepted it. */
export const STEP2_PATH = "/order/step2";

/** Step 1's intents besides the postcode search's: the main button and the side buttons of a page without script. */
export const STEP1_INTENTS = {
  /** 주문 확인하기: check everything with `save`, keep the draft, go to step 2. */
  confirm: "confirm",
  /** The money of the choices so far (a coupon, points, the address): the summary. */
  preview: "preview",
  /** 전액사용: as many points as may be used. */
  allPoints: "points-all",
  /** 새 배송지: empty receiver fields. */
  newAddress: "address-new",
} as const;

/** An address book entry's 선택 button posts its id under this name. */
export const ADDRESS_PICK_FIELD = "addressPick";

/** The hidden fields step 1 posts besides the shopper's inputs. */
export const STEP1_HIDDEN = {
  cartIds: "cartIds",
  groupCode: "groupCode",
  /** For 전액사용 without script: the balance and ratio payment-step gave (the API checks the result anyway). */
  pointBalance: "pointBalance",
  pointUseRatio: "pointUseRatio",
} as const;

/** The hidden fields of step 2's 결제하기. */
export const STEP2_FIELDS = {
  /** The total the shopper saw (buy's clientTotal: a different server total refuses the order). */
  clientTotal: "clientTotal",
  /** Set by the page's script: the payment window can open. */
  scripted: "scripted",
} as const;

export const BUY_INTENT = "buy";

export const PAYMENT_NEEDS_SCRIPT_MESSAGE =
  "결제창은 자바스크립트로 열립니다. 브라우저 설정에서 자바스크립트를 켠 뒤 다시 결제해 주세요.";

/** The memo select's value for "type my own". */
export const MEMO_DIRECT = "direct";

const ITEM_COUPON_PREFIX = "itemCoupon.";
const SHIPPING_COUPON_PREFIX = "shippingCoupon.";

/** The select of the item coupon on a cart line. */
export function itemCouponField(cartId: number): string {
  return `${ITEM_COUPON_PREFIX}${cartId}`;
}

/** The select of the shipping coupon on a box. */
export function shippingCouponField(boxKey: string): string {
  return `${SHIPPING_COUPON_PREFIX}${boxKey}`;
}

/** The coupon selects a posted form carries (their names depend on the lines and boxes). */
export function couponFieldNames(form: FormData): string[] {
  return [...new Set(form.keys())].filter(
    (name) => name.startsWith(ITEM_COUPON_PREFIX) || name.startsWith(SHIPPING_COUPON_PREFIX),
  );
}

/** A rule that is the contract's schema for the field: the message is the one the API answers with. */
export function schemaRule(schema: z.ZodType): FieldRule {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE);
  };
}

/** The postcode and road address come from the postcode search: an empty one asks for the search. */
const addressPicked: FieldRule = (value) => (isBlank(value) ? ADDRESS_NOT_PICKED_MESSAGE : null);

export const POINTS_FORMAT_MESSAGE = "사용할 적립금을 숫자로 정확히 입력해 주세요.";
export const CASH_RECEIPT_PHONE_MESSAGE = "현금영수증을 받을 휴대폰번호를 숫자로만 입력해 주세요.";

/** Whole won, thousands separators allowed (1,000). */
const pointsFormat: FieldRule = (value) =>
  typeof value === "string" && value.trim() !== "" && !/^\d{1,9}$/.test(value.trim().replaceAll(",", ""))
    ? POINTS_FORMAT_MESSAGE
    : null;

/** The number of a cash receipt asked for: a mobile number (소득공제) or a business number (지출증빙). */
const cashReceiptNumberRule: FieldRule = (value, values) => {
  const type = values[CHECKOUT_FIELDS.cashReceiptType];
  const method = values[CHECKOUT_FIELDS.paymentMethod];
  if (type !== "individual" && type !== "company") return null;
  if (method !== "vbank" && method !== "bank") return null;
  if (isBlank(value)) return REQUIRED_MESSAGE;
  // Typed with or without hyphens; the body sends digits only.
  const digitsOnly = typeof value === "string" ? value.replaceAll("-", "").trim() : value;
  if (type === "company") return businessNumber(digitsOnly);
  return phoneNumber(digitsOnly) === null ? null : CASH_RECEIPT_PHONE_MESSAGE;
};

/** The form's rules: each field's contract schema, plus the cross-field ones (cash receipt number, agreement). */
export const CHECKOUT_SPEC: FormSpec = {
  rules: {
    [CHECKOUT_FIELDS.ordererName]: [schemaRule(ordererSchema.shape.name)],
    [CHECKOUT_FIELDS.ordererPhone]: [schemaRule(ordererSchema.shape.phone)],
    [CHECKOUT_FIELDS.ordererEmail]: [schemaRule(ordererSchema.shape.email)],
    [CHECKOUT_FIELDS.receiverName]: [schemaRule(receiverSchema.shape.name)],
    [CHECKOUT_FIELDS.receiverPhone]: [schemaRule(receiverSchema.shape.phone)],
    [CHECKOUT_FIELDS.receiverPostcode]: [addressPicked, schemaRule(receiverSchema.shape.postcode)],
    [CHECKOUT_FIELDS.receiverAddress]: [addressPicked, schemaRule(receiverSchema.shape.address)],
    [CHECKOUT_FIELDS.receiverAddressDetail]: [schemaRule(receiverSchema.shape.addressDetail)],
    [CHECKOUT_FIELDS.shippingMemo]: [schemaRule(orderFormSchema.shape.shippingMemo)],
    [CHECKOUT_FIELDS.points]: [pointsFormat],
    [CHECKOUT_FIELDS.paymentMethod]: [schemaRule(paymentMethodSchema)],
    [CHECKOUT_FIELDS.cashReceiptNumber]: [cashReceiptNumberRule],
    [CHECKOUT_FIELDS.agree]: [checkboxRequired],
  },
  checkboxes: [CHECKOUT_FIELDS.saveAddress, CHECKOUT_FIELDS.taxBill, CHECKOUT_FIELDS.useEscrow, CHECKOUT_FIELDS.agree],
};

/** The fields read besides the spec's rules: choices that need no rule of their own. */
export const CHECKOUT_EXTRA_FIELDS = [CHECKOUT_FIELDS.shippingMemoChoice, CHECKOUT_FIELDS.cashReceiptType] as const;

/** The cart lines of `?cartIds=1,2` (or a posted field): whole ids, at most 100, no repeats; null when unreadable. */
export function parseCartIds(text: string | null | undefined): number[] | null {
  if (!text) return null;
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length > 100 || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.every((id) => id <= 2_147_483_647) ? ids : null;
}

type DeliveryEntry = PaymentStep["userDeliveryList"][number];

/** The address book entry checkout starts with: the base address, else the newest. */
export function startingAddress(list: readonly DeliveryEntry[]): DeliveryEntry | null {
  return list.find((entry) => entry.isBase) ?? list[0] ?? null;
}

/** The receiver fields filled from an address book entry. */
export function receiverValuesOf(entry: DeliveryEntry): FormValues {
  return {
    [CHECKOUT_FIELDS.receiverName]: entry.receiverName,
    [CHECKOUT_FIELDS.receiverPhone]: entry.receiverPhone,
    [CHECKOUT_FIELDS.receiverPostcode]: entry.postcode,
    [CHECKOUT_FIELDS.receiverAddress]: entry.address,
    [CHECKOUT_FIELDS.receiverAddressDetail]: entry.addressDetail,
  };
}

/** The receiver fields emptied (새 배송지), the orderer's name and phone kept as a likely start. */
export function emptyReceiverValues(values: FormValues): FormValues {
  return {
    [CHECKOUT_FIELDS.receiverName]: textOf(values, CHECKOUT_FIELDS.ordererName),
    [CHECKOUT_FIELDS.receiverPhone]: textOf(values, CHECKOUT_FIELDS.ordererPhone),
    [CHECKOUT_FIELDS.receiverPostcode]: "",
    [CHECKOUT_FIELDS.receiverAddress]: "",
    [CHECKOUT_FIELDS.receiverAddressDetail]: "",
  };
}

/** The address book entry the receiver fields hold now, if they are one unchanged. */
export function matchingEntry(values: FormValues, list: readonly DeliveryEntry[]): DeliveryEntry | null {
  return (
    list.find(
      (entry) =>
        entry.receiverName === textOf(values, CHECKOUT_FIELDS.receiverName) &&
        entry.receiverPhone === textOf(values, CHECKOUT_FIELDS.receiverPhone) &&
        entry.postcode === textOf(values, CHECKOUT_FIELDS.receiverPostcode) &&
        entry.address === textOf(values, CHECKOUT_FIELDS.receiverAddress) &&
        entry.addressDetail === textOf(values, CHECKOUT_FIELDS.receiverAddressDetail),
    ) ?? null
  );
}

/** What the form shows first: the member's details and base address (payment-step's userData and address book). */
export function startingCheckoutValues(step: PaymentStep): FormValues {
  const { userData } = step;
  const base: FormValues = {
    [CHECKOUT_FIELDS.ordererName]: userData.name,
    [CHECKOUT_FIELDS.ordererPhone]: userData.phone,
    [CHECKOUT_FIELDS.ordererEmail]: userData.email,
  };
  const entry = startingAddress(step.userDeliveryList);
  return {
    ...base,
    ...(entry ? receiverValuesOf(entry) : emptyReceiverValues(base)),
    [CHECKOUT_FIELDS.saveAddress]: false,
    [CHECKOUT_FIELDS.shippingMemoChoice]: "",
    [CHECKOUT_FIELDS.shippingMemo]: "",
    [CHECKOUT_FIELDS.points]: "0",
    [CHECKOUT_FIELDS.paymentMethod]: step.paymentMethods[0]?.value ?? "card",
    [CHECKOUT_FIELDS.cashReceiptType]: "none",
    [CHECKOUT_FIELDS.cashReceiptNumber]: "",
    [CHECKOUT_FIELDS.taxBill]: false,
    [CHECKOUT_FIELDS.useEscrow]: false,
    [CHECKOUT_FIELDS.agree]: false,
  };
}

/** The courier memo the order carries: the picked sentence, or the shopper's own text for 직접 입력. */
export function shippingMemoOf(values: FormValues): string {
  const choice = textOf(values, CHECKOUT_FIELDS.shippingMemoChoice);
  return choice === MEMO_DIRECT ? textOf(values, CHECKOUT_FIELDS.shippingMemo) : choice;
}

/** Points typed (blank is none); NaN when not a whole number, which the API refuses with its message. */
export function pointsOf(values: FormValues): number {
  const text = textOf(values, CHECKOUT_FIELDS.points).replaceAll(",", "").trim();
  if (text === "") return 0;
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

function couponChoices(values: FormValues) {
  const itemCoupons: OrderForm["itemCoupons"] = [];
  const shippingCoupons: OrderForm["shippingCoupons"] = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) continue;
    if (name.startsWith(ITEM_COUPON_PREFIX)) {
      const cartId = Number(name.slice(ITEM_COUPON_PREFIX.length));
      if (Number.isInteger(cartId) && cartId > 0) itemCoupons.push({ cartId, couponUserId: Number(value) });
    } else if (name.startsWith(SHIPPING_COUPON_PREFIX)) {
      shippingCoupons.push({ boxKey: name.slice(SHIPPING_COUPON_PREFIX.length), couponUserId: Number(value) });
    }
  }
  return { itemCoupons, shippingCoupons };
}

function isPaymentMethod(value: string): value is PaymentMethodValue {
  return paymentMethodSchema.safeParse(value).success;
}

/** The cash receipt asked for; only cash payments (가상계좌, 계좌이체) have one. */
function cashReceiptOf(values: FormValues, method: string): z.infer<typeof cashReceiptSchema> {
  const type = textOf(values, CHECKOUT_FIELDS.cashReceiptType);
  if ((method !== "vbank" && method !== "bank") || (type !== "individual" && type !== "company")) {
    return { type: "none", number: "" };
  }
  return { type, number: textOf(values, CHECKOUT_FIELDS.cashReceiptNumber).replaceAll("-", "") };
}

/**
 * The API's order body (save, buy) from the form's values. Values are passed on as typed: the API checks every one
 * and answers the messages the form shows under its fields.
 */
export function orderFormBody(values: FormValues, cartIds: readonly number[], groupCode: string): OrderForm {
  const method = textOf(values, CHECKOUT_FIELDS.paymentMethod);
  const email = textOf(values, CHECKOUT_FIELDS.ordererEmail);
  const memo = shippingMemoOf(values);
  const detail = textOf(values, CHECKOUT_FIELDS.receiverAddressDetail);
  return {
    cartIds: [...cartIds],
    orderer: {
      name: textOf(values, CHECKOUT_FIELDS.ordererName),
      phone: textOf(values, CHECKOUT_FIELDS.ordererPhone),
      ...(email ? { email } : {}),
    },
    receiver: {
      name: textOf(values, CHECKOUT_FIELDS.receiverName),
      phone: textOf(values, CHECKOUT_FIELDS.receiverPhone),
      postcode: textOf(values, CHECKOUT_FIELDS.receiverPostcode),
      address: textOf(values, CHECKOUT_FIELDS.receiverAddress),
      ...(detail ? { addressDetail: detail } : {}),
    },
    saveAddress: values[CHECKOUT_FIELDS.saveAddress] === true,
    ...(memo ? { shippingMemo: memo } : {}),
    ...couponChoices(values),
    points: pointsOf(values),
    // An unknown method goes as it came: the API's message (결제 수단을 선택해 주세요.) is the one to show.
    paymentMethod: method as PaymentMethodValue,
    cashReceipt: cashReceiptOf(values, method),
    taxBill: values[CHECKOUT_FIELDS.taxBill] === true,
    useEscrow: values[CHECKOUT_FIELDS.useEscrow] === true && (method === "vbank" || method === "bank"),
    groupCode,
  };
}

/**
 * Stand-ins for the fields that do not change what the order costs, so `save` can price an order the shopper is
 * still filling in (a coupon picked before the address is typed). Only the money is read from that answer; the real
 * fields are checked when the shopper moves on to step 2.
 */
const PRICING_STAND_IN = {
  name: "주문자",
  phone: "01000000000",
  /** A mainland postcode (no island surcharge) until a real one is picked. */
  postcode: "06236",
  address: "금액 계산용 주소",
};

/** The body that asks `save` only for the money of the choices made so far (coupons, points, the postcode). */
export function pricingBody(values: FormValues, cartIds: readonly number[], groupCode: string): OrderForm {
  const body = orderFormBody(values, cartIds, groupCode);
  const postcode = /^\d{5}$/.test(body.receiver.postcode) ? body.receiver.postcode : PRICING_STAND_IN.postcode;
  return {
    ...body,
    orderer: { name: PRICING_STAND_IN.name, phone: PRICING_STAND_IN.phone },
    receiver: {
      name: PRICING_STAND_IN.name,
      phone: PRICING_STAND_IN.phone,
      postcode,
      address: PRICING_STAND_IN.address,
    },
    saveAddress: false,
    shippingMemo: undefined,
    paymentMethod: isPaymentMethod(body.paymentMethod) ? body.paymentMethod : "card",
    cashReceipt: { type: "none", number: "" },
    taxBill: false,
    useEscrow: false,
  };
}

/** Where an API field error shows on the form: "orderer.name" → ordererName; coupons under the coupon section. */
export function apiFieldToFormField(field: string): string | null {
  const [head, tail] = field.split(".");
  switch (head) {
    case "orderer":
      return tail === "name" || tail === "phone" || tail === "email"
        ? `orderer${tail[0]?.toUpperCase()}${tail.slice(1)}`
        : null;
    case "receiver":
      return tail ? `receiver${tail[0]?.toUpperCase()}${tail.slice(1)}` : null;
    case "cashReceipt":
      return tail === "number" ? CHECKOUT_FIELDS.cashReceiptNumber : null;
    case "itemCoupons":
    case "shippingCoupons":
      return CHECKOUT_FIELDS.coupons;
    case "shippingMemo":
    case "points":
    case "paymentMethod":
    case "taxBill":
    case "useEscrow":
      return head;
    default:
      return null;
  }
}

/** The API's refusal codes that are about one field (the rest are about the order: stock, total, the form). */
export const REFUSAL_CODE_FIELDS: Readonly<Record<string, string>> = {
  POINTS_REFUSED: CHECKOUT_FIELDS.points,
  COUPON_REFUSED: CHECKOUT_FIELDS.coupons,
  COUPON_USED: CHECKOUT_FIELDS.coupons,
  TAX_BILL_REFUSED: CHECKOUT_FIELDS.taxBill,
};

/** The points 전액사용 fills in: as much as the balance and config.pointUseRatio allow of what is left to pay. */
export function allPointsFor(
  summary: { orderPayAmount: number; totalPointAmount: number },
  balance: number,
  pointUseRatio: number,
): number {
  return maxUsablePoints({
    balance,
    payableAmount: summary.orderPayAmount + summary.totalPointAmount,
    pointUseRatio,
  });
}

/** Step 1's title: a non-member's form, a company buyer's designated trade (지정거래, decision 019) or the usual one. */
export function checkoutTitle(orderKind: "normal" | "designated", guest: boolean): string {
  if (guest) return "비회원 주문서 작성";
  return orderKind === "designated" ? "지정거래 주문서 작성" : "주문서 작성";
}
