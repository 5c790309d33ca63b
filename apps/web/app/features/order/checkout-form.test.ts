import type { PaymentStep } from "@shop/contracts/order";
import { ADDRESS_NOT_PICKED_MESSAGE } from "@shop/contracts/shipping";
import { REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import { describe, expect, it } from "vitest";
import { type FormValues, validateFormValues } from "../../components/form/form-values";
import {
  allPointsFor,
  apiFieldToFormField,
  CASH_RECEIPT_PHONE_MESSAGE,
  CHECKOUT_SPEC,
  checkoutTitle,
  orderFormBody,
  POINTS_FORMAT_MESSAGE,
  parseCartIds,
  pricingBody,
  startingCheckoutValues,
} from "./checkout-form";

const FILLED: FormValues = {
  ordererName: "김농협",
  ordererPhone: "01012345678",
  ordererEmail: "kim@example.com",
  receiverName: "이한우",
  receiverPhone: "01098765432",
  receiverPostcode: "63000",
  receiverAddress: "제주특별자치도 제주시 첨단로 242",
  receiverAddressDetail: "2층",
  saveAddress: true,
  shippingMemoChoice: "direct",
  shippingMemo: "경비실에 맡겨 주세요",
  "itemCoupon.11": "501",
  "itemCoupon.12": "",
  "shippingCoupon.1-90000000": "502",
  points: "1,000",
  paymentMethod: "vbank",
  cashReceiptType: "individual",
  cashReceiptNumber: "010-1234-5678",
  taxBill: false,
  useEscrow: true,
  agree: true,
};

describe("orderFormBody", () => {
  it("maps the flat form onto the API's order body", () => {
    expect(orderFormBody(FILLED, [11, 12], "group-code-1")).toEqual({
      cartIds: [11, 12],
      orderer: { name: "김농협", phone: "01012345678", email: "kim@example.com" },
      receiver: {
        name: "이한우",
        phone: "01098765432",
        postcode: "63000",
        address: "제주특별자치도 제주시 첨단로 242",
        addressDetail: "2층",
      },
      saveAddress: true,
      shippingMemo: "경비실에 맡겨 주세요",
      itemCoupons: [{ cartId: 11, couponUserId: 501 }],
      shippingCoupons: [{ boxKey: "1-90000000", couponUserId: 502 }],
      points: 1000,
      paymentMethod: "vbank",
      cashReceipt: { type: "individual", number: "01012345678" },
      taxBill: false,
      useEscrow: true,
      groupCode: "group-code-1",
    });
  });

  it.each<{ case: string; values: FormValues; memo: string | undefined }>([
    {
      case: "a picked memo sentence",
      values: { shippingMemoChoice: "배송 전 연락 바랍니다." },
      memo: "배송 전 연락 바랍니다.",
    },
    { case: "no memo", values: { shippingMemoChoice: "", shippingMemo: "무시됨" }, memo: undefined },
  ])("sends $case", ({ values, memo }) => {
    expect(orderFormBody({ ...FILLED, ...values }, [11], "group-code-1").shippingMemo).toBe(memo);
  });

  it.each([
    { method: "card", receipt: { type: "none", number: "" }, escrow: false },
    { method: "bank", receipt: { type: "individual", number: "01012345678" }, escrow: true },
  ])("asks a cash receipt and escrow only for cash payments ($method)", ({ method, receipt, escrow }) => {
    const body = orderFormBody({ ...FILLED, paymentMethod: method }, [11], "group-code-1");
    expect(body.cashReceipt).toEqual(receipt);
    expect(body.useEscrow).toBe(escrow);
  });

  it.each([
    ["", 0],
    ["0", 0],
    ["2,500", 2500],
    ["12abc", Number.NaN],
  ])("reads the points %j as %d", (points, expected) => {
    expect(orderFormBody({ ...FILLED, points }, [11], "group-code-1").points).toBe(expected);
  });
});

describe("pricingBody", () => {
  it("keeps the money's choices and stands in for the rest", () => {
    const body = pricingBody(FILLED, [11, 12], "group-code-1");
    expect(body.receiver.postcode).toBe("63000");
    expect(body.itemCoupons).toEqual([{ cartId: 11, couponUserId: 501 }]);
    expect(body.points).toBe(1000);
    expect(body.orderer).toEqual({ name: "주문자", phone: "01000000000" });
    expect(body).toMatchObject({ saveAddress: false, taxBill: false, useEscrow: false, paymentMethod: "vbank" });
  });

  it("prices a mainland address until one is picked", () => {
    const body = pricingBody({ ...FILLED, receiverPostcode: "", paymentMethod: "" }, [11], "group-code-1");
    expect(body.receiver.postcode).toBe("06236");
    expect(body.paymentMethod).toBe("card");
  });
});

describe("CHECKOUT_SPEC", () => {
  it("accepts a filled form", () => {
    expect(validateFormValues(FILLED, CHECKOUT_SPEC)).toEqual({});
  });

  it.each<{ case: string; values: FormValues; field: string; message: string }>([
    {
      case: "no address picked",
      values: { receiverPostcode: "", receiverAddress: "" },
      field: "receiverPostcode",
      message: ADDRESS_NOT_PICKED_MESSAGE,
    },
    { case: "no agreement", values: { agree: false }, field: "agree", message: REQUIRED_MESSAGE },
    { case: "points not a number", values: { points: "12abc" }, field: "points", message: POINTS_FORMAT_MESSAGE },
    {
      case: "a cash receipt without a number",
      values: { cashReceiptNumber: "" },
      field: "cashReceiptNumber",
      message: REQUIRED_MESSAGE,
    },
    {
      case: "a cash receipt to a landline",
      values: { cashReceiptNumber: "0212345678" },
      field: "cashReceiptNumber",
      message: CASH_RECEIPT_PHONE_MESSAGE,
    },
    {
      case: "an orderer without a phone",
      values: { ordererPhone: "" },
      field: "ordererPhone",
      message: REQUIRED_MESSAGE,
    },
  ])("refuses $case", ({ values, field, message }) => {
    expect(validateFormValues({ ...FILLED, ...values }, CHECKOUT_SPEC)[field]).toBe(message);
  });

  it("asks no cash receipt number for a card payment", () => {
    expect(validateFormValues({ ...FILLED, paymentMethod: "card", cashReceiptNumber: "" }, CHECKOUT_SPEC)).toEqual({});
  });
});

describe("apiFieldToFormField", () => {
  it.each([
    ["orderer.name", "ordererName"],
    ["orderer.email", "ordererEmail"],
    ["receiver.postcode", "receiverPostcode"],
    ["receiver.addressDetail", "receiverAddressDetail"],
    ["cashReceipt.number", "cashReceiptNumber"],
    ["itemCoupons.0.couponUserId", "coupons"],
    ["shippingCoupons.1.boxKey", "coupons"],
    ["points", "points"],
    ["groupCode", null],
    ["cartIds", null],
  ])("puts %s under %s", (apiField, formField) => {
    expect(apiFieldToFormField(apiField)).toBe(formField);
  });
});

describe("parseCartIds", () => {
  it.each([
    ["1,2", [1, 2]],
    ["3, 3 ,7", [3, 7]],
    ["", null],
    ["1,x", null],
    ["0", null],
    ["-1", null],
    ["99999999999", null],
    [Array.from({ length: 101 }, (_, i) => i + 1).join(","), null],
  ])("reads %j as %j", (text, ids) => {
    expect(parseCartIds(text)).toEqual(ids);
  });
});

describe("allPointsFor", () => {
  it.each([
    { case: "the ratio caps it", pay: 50_000, used: 0, balance: 100_000, ratio: 0.3, expected: 15_000 },
    { case: "the balance caps it", pay: 50_000, used: 0, balance: 2_345, ratio: 1, expected: 2_340 },
    {
      case: "points already used count as payable",
      pay: 40_000,
      used: 10_000,
      balance: 100_000,
      ratio: 0.5,
      expected: 25_000,
    },
  ])("$case", ({ pay, used, balance, ratio, expected }) => {
    expect(allPointsFor({ orderPayAmount: pay, totalPointAmount: used }, balance, ratio)).toBe(expected);
  });
});

describe("startingCheckoutValues", () => {
  const step = {
    userData: { name: "김농협", phone: "01012345678", email: "kim@example.com", businessNumber: null },
    paymentMethods: [{ value: "card", label: "신용카드" }],
    userDeliveryList: [
      {
        id: 1,
        title: "회사",
        receiverName: "박회사",
        receiverPhone: "01011112222",
        postcode: "06236",
        address: "서울 강남구 테헤란로 152",
        addressDetail: "3층",
        isBase: false,
      },
      {
        id: 2,
        title: "우리집",
        receiverName: "김농협",
        receiverPhone: "01012345678",
        postcode: "63000",
        address: "제주 첨단로 242",
        addressDetail: "",
        isBase: true,
      },
    ],
  } as unknown as PaymentStep;

  it("starts from the member's details and the base address", () => {
    const values = startingCheckoutValues(step);
    expect(values).toMatchObject({
      ordererName: "김농협",
      receiverName: "김농협",
      receiverPostcode: "63000",
      paymentMethod: "card",
      points: "0",
      agree: false,
    });
  });

  it("starts the receiver as the orderer without an address book", () => {
    const values = startingCheckoutValues({ ...step, userDeliveryList: [] });
    expect(values).toMatchObject({ receiverName: "김농협", receiverPhone: "01012345678", receiverPostcode: "" });
  });
});

describe("checkoutTitle", () => {
  it.each([
    ["normal", false, "주문서 작성"],
    ["designated", false, "지정거래 주문서 작성"],
    ["normal", true, "비회원 주문서 작성"],
  ] as const)("%s, guest %s → %s", (orderKind, guest, title) => {
    expect(checkoutTitle(orderKind, guest)).toBe(title);
  });
});
