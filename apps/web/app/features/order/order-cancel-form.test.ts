import type { OrderBox, OrderLine } from "@shop/contracts/order";
import {
  CANCEL_REASON_MESSAGE,
  orderCancelRequestSchema,
  REFUND_ACCOUNT_MESSAGE,
  REFUND_BANK_MESSAGE,
} from "@shop/contracts/order-cancel";
import { describe, expect, it } from "vitest";
import { type FormValues, readFormValues, validateFormValues } from "../../components/form/form-values";
import {
  accountDigits,
  CANCEL_FIELDS,
  CANCEL_SPEC,
  CANCEL_WITH_ACCOUNT_SPEC,
  cancellableLines,
  cancelRequestBody,
  postedOrderItemIds,
  previewMatches,
} from "./order-cancel-form";

function formOf(entries: ReadonlyArray<readonly [string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("postedOrderItemIds", () => {
  it.each([
    [
      "every ticked line, in order",
      [
        ["orderItemIds", "12"],
        ["orderItemIds", "7"],
      ],
      [12, 7],
    ],
    [
      "a repeat once",
      [
        ["orderItemIds", "12"],
        ["orderItemIds", "12"],
      ],
      [12],
    ],
    ["nothing ticked", [["reason", "other"]], []],
    [
      "what is not an id left out",
      [
        ["orderItemIds", "0"],
        ["orderItemIds", "-3"],
        ["orderItemIds", "1.5"],
        ["orderItemIds", "abc"],
        ["orderItemIds", "9"],
      ],
      [9],
    ],
    [
      "an id past the column's range left out",
      [
        ["orderItemIds", "2147483648"],
        ["orderItemIds", "2147483647"],
      ],
      [2147483647],
    ],
  ] as const)("%s", (_case, entries, expected) => {
    expect(postedOrderItemIds(formOf(entries))).toEqual(expected);
  });
});

describe("the cancel form's rules", () => {
  const filled: FormValues = {
    reason: "change_of_mind",
    reasonDetail: "",
    "refundAccount.bankCode": "011",
    "refundAccount.accountNumber": "302-1234-5678-91",
    "refundAccount.holder": "김농협",
  };

  it.each([
    ["a reason chosen", CANCEL_SPEC, {}, {}],
    ["no reason", CANCEL_SPEC, { reason: "" }, { reason: CANCEL_REASON_MESSAGE }],
    ["a reason the form does not offer", CANCEL_SPEC, { reason: "refund_please" }, { reason: CANCEL_REASON_MESSAGE }],
    ["200 characters of detail", CANCEL_SPEC, { reasonDetail: "가".repeat(200) }, {}],
    ["201 characters of detail", CANCEL_SPEC, { reasonDetail: "가".repeat(201) }, { reasonDetail: expect.any(String) }],
    ["an account typed with hyphens", CANCEL_WITH_ACCOUNT_SPEC, {}, {}],
    [
      "no bank",
      CANCEL_WITH_ACCOUNT_SPEC,
      { "refundAccount.bankCode": "" },
      { "refundAccount.bankCode": REFUND_BANK_MESSAGE },
    ],
    [
      "a short account number",
      CANCEL_WITH_ACCOUNT_SPEC,
      { "refundAccount.accountNumber": "123-456" },
      { "refundAccount.accountNumber": REFUND_ACCOUNT_MESSAGE },
    ],
    [
      "no holder",
      CANCEL_WITH_ACCOUNT_SPEC,
      { "refundAccount.holder": "" },
      { "refundAccount.holder": expect.any(String) },
    ],
    ["the account ignored when none is asked", CANCEL_SPEC, { "refundAccount.accountNumber": "1" }, {}],
  ])("%s", (_case, spec, change, errors) => {
    expect(validateFormValues({ ...filled, ...change }, spec)).toEqual(errors);
  });

  it("reads the fields it names from a posted form", () => {
    const form = formOf([
      ["reason", "other"],
      ["reasonDetail", "  다른 상품으로 다시 주문할게요  "],
      ["orderItemIds", "3"],
    ]);
    expect(readFormValues(form, CANCEL_SPEC)).toEqual({
      reason: "other",
      reasonDetail: "다른 상품으로 다시 주문할게요",
    });
  });
});

describe("cancelRequestBody", () => {
  it("sends the reason, and the detail only when there is one", () => {
    const body = cancelRequestBody("26010112345678", [3, 4], { reason: "wrong_order", reasonDetail: "" }, false);
    expect(body).toEqual({ orderCode: "26010112345678", orderItemIds: [3, 4], reason: "wrong_order" });
    expect(orderCancelRequestSchema.safeParse(body).success).toBe(true);
  });

  it("sends the refund account with the number's digits only", () => {
    const values: FormValues = {
      reason: "other",
      reasonDetail: "이사 때문에 받을 수 없어요",
      [CANCEL_FIELDS.bankCode]: "090",
      [CANCEL_FIELDS.accountNumber]: "3333-01-2345678",
      [CANCEL_FIELDS.holder]: "김농협",
    };
    const body = cancelRequestBody("26010112345678", [9], values, true);
    expect(body).toEqual({
      orderCode: "26010112345678",
      orderItemIds: [9],
      reason: "other",
      reasonDetail: "이사 때문에 받을 수 없어요",
      refundAccount: { bankCode: "090", accountNumber: "3333012345678", holder: "김농협" },
    });
    expect(orderCancelRequestSchema.safeParse(body).success).toBe(true);
  });

  it("refuses to build a body for a reason that never passed the rules", () => {
    expect(() => cancelRequestBody("26010112345678", [9], { reason: "" }, false)).toThrow();
  });
});

describe("accountDigits", () => {
  it.each([
    ["302-1234-5678-91", "3021234567891"],
    ["3333 01 2345678", "3333012345678"],
    ["1002123456789", "1002123456789"],
  ])("%s → %s", (typed, digits) => {
    expect(accountDigits(typed)).toBe(digits);
  });
});

function line(orderItemId: number | null, itemName: string): OrderLine {
  return {
    cartId: null,
    orderItemId,
    itemUserCode: `I${orderItemId}`,
    itemName,
    optionName: "",
    imageSrc: null,
    sellerId: 1,
    sellerName: "농협",
    deliveryType: 1,
    unitPrice: 10_000,
    quantity: 1,
    amount: 10_000,
    couponDiscount: 0,
    status: "paid",
    statusLabel: "결제완료",
  };
}

function box(boxKey: string, lines: OrderLine[]): OrderBox {
  return {
    boxKey,
    title: boxKey,
    deliveryType: 1,
    sellerId: 1,
    sellerName: "농협",
    shippingPaymentType: 1,
    shipping: 0,
    islandSurcharge: 0,
    couponDiscount: 0,
    notice: null,
    lines,
  };
}

describe("cancellableLines", () => {
  it("keeps the lines the order says can be cancelled, in the page's order across boxes", () => {
    const order = {
      boxes: [box("a", [line(1, "한우 등심"), line(2, "한돈 목살")]), box("b", [line(3, "사과"), line(null, "?")])],
      cancel: { available: true, wholeOnly: false, refundAccountRequired: false, orderItemIds: [3, 1] },
    };
    expect(cancellableLines(order).map((each) => each.itemName)).toEqual(["한우 등심", "사과"]);
  });
});

describe("previewMatches", () => {
  it.each([
    [[1, 2], [2, 1], true],
    [[1, 2], [1], false],
    [[1], [2], false],
    [[], [], true],
  ])("%j for %j → %s", (previewIds, ticked, expected) => {
    expect(previewMatches(previewIds, ticked)).toBe(expected);
  });
});
