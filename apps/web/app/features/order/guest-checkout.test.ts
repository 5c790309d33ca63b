import { describe, expect, it } from "vitest";
import { validateFormValues } from "../../components/form/form-values";
import {
  choseGuestOrder,
  GUEST_CHECKOUT_SPEC,
  guestCheckoutHref,
  guestFieldErrors,
  guestOrderOf,
  withGuestOrderer,
} from "./guest-checkout";

// The non-member's own rules and mappings: the order password (guestOrderSchema) and its confirmation, the verified
// phone as the orderer's, and where the API's phone message shows.

/** The guest fields of a form that passes, plus the member fields the spec shares. */
const FILLED = {
  ordererName: "김비회",
  ordererEmail: "",
  phoneNumber: "01098765432",
  phoneVerificationToken: "proof",
  guestPassword: "4821",
  guestPasswordConfirm: "4821",
  guestPrivacyAgree: true,
  receiverName: "김비회",
  receiverPhone: "01098765432",
  receiverPostcode: "06236",
  receiverAddress: "서울특별시 강남구 테헤란로 152",
  receiverAddressDetail: "",
  shippingMemo: "",
  points: "",
  paymentMethod: "card",
  cashReceiptNumber: "",
  agree: true,
};

describe("the non-member's rules", () => {
  it("pass a filled form, with no orderer phone field of the member's", () => {
    expect(validateFormValues(FILLED, GUEST_CHECKOUT_SPEC)).toEqual({});
    expect(GUEST_CHECKOUT_SPEC.rules).not.toHaveProperty("ordererPhone");
  });

  it.each([
    ["guestPassword", "", "필수 입력 항목입니다."],
    ["guestPassword", "123", "주문 비밀번호는 숫자 4~8자리로 입력해 주세요."],
    ["guestPassword", "123456789", "주문 비밀번호는 숫자 4~8자리로 입력해 주세요."],
    ["guestPassword", "48a1", "주문 비밀번호는 숫자 4~8자리로 입력해 주세요."],
    ["guestPassword", "4821 ", "주문 비밀번호는 숫자 4~8자리로 입력해 주세요."],
    ["phoneVerificationToken", "", "휴대폰 인증을 완료해 주세요."],
    ["phoneNumber", "0109876543a", "휴대폰번호를 숫자로만 입력해주세요."],
    ["guestPrivacyAgree", false, "필수 입력 항목입니다."],
  ] as const)("%s = %j: %s", (field, value, message) => {
    const errors = validateFormValues({ ...FILLED, [field]: value }, GUEST_CHECKOUT_SPEC);
    expect(errors[field]).toBe(message);
  });

  it.each([
    ["", "필수 입력 항목입니다."],
    ["4822", "비밀번호가 일치하지 않습니다."],
    ["4821", undefined],
  ])("the confirmation %j of 4821: %s", (confirmation, message) => {
    const errors = validateFormValues({ ...FILLED, guestPasswordConfirm: confirmation }, GUEST_CHECKOUT_SPEC);
    expect(errors.guestPasswordConfirm).toBe(message);
  });

  it("takes 4 to 8 digits", () => {
    for (const password of ["0000", "12345678"]) {
      const values = { ...FILLED, guestPassword: password, guestPasswordConfirm: password };
      expect(validateFormValues(values, GUEST_CHECKOUT_SPEC)).toEqual({});
    }
  });
});

describe("the non-member's mappings", () => {
  it("orders with the verified phone as the orderer's and buys with the password and proof", () => {
    const values = withGuestOrderer({ ...FILLED, ordererPhone: "01000000000" });
    expect(values.ordererPhone).toBe("01098765432");
    expect(guestOrderOf(values)).toEqual({ password: "4821", phoneVerificationToken: "proof" });
  });

  it("puts the API's message about the orderer's phone under the phone block", () => {
    expect(guestFieldErrors({ ordererPhone: "휴대폰번호를 숫자로만 입력해주세요.", receiverName: "x" })).toEqual({
      phoneNumber: "휴대폰번호를 숫자로만 입력해주세요.",
      receiverName: "x",
    });
    expect(guestFieldErrors({ points: "y" })).toEqual({ points: "y" });
  });

  it("opens step 1 as a non-member with ?guest=1, and reads it back", () => {
    expect(guestCheckoutHref([3, 7])).toBe("/order/step1?cartIds=3,7&guest=1");
    expect(choseGuestOrder(new URL("http://shop.test/order/step1?cartIds=3&guest=1"))).toBe(true);
    expect(choseGuestOrder(new URL("http://shop.test/order/step1?cartIds=3"))).toBe(false);
  });
});
