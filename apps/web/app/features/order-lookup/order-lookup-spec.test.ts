import { describe, expect, it } from "vitest";
import { validateFormValues } from "../../components/form/form-values";
import { normalizeOrderCode, ORDER_LOOKUP_SPEC } from "./order-lookup-spec";

describe("normalizeOrderCode", () => {
  it.each([
    ["26111512345678", "26111512345678"],
    [" 2611 1512-345678 ", "26111512345678"],
    ["ab12cd34", "AB12CD34"],
    ["", ""],
  ])("reads %j as %j", (typed, code) => {
    expect(normalizeOrderCode(typed)).toBe(code);
  });
});

describe("the lookup form's rules", () => {
  it.each([
    [{ orderCode: "26111512345678", password: "4821" }, {}],
    [{ orderCode: "2611-1512-3456-78", password: "48210000" }, {}],
    [
      { orderCode: "", password: "" },
      { orderCode: "필수 입력 항목입니다.", password: "필수 입력 항목입니다." },
    ],
    [{ orderCode: "12345", password: "4821" }, { orderCode: "주문번호를 정확히 입력해 주세요." }],
    [{ orderCode: "2611151234567*", password: "4821" }, { orderCode: "주문번호를 정확히 입력해 주세요." }],
    [{ orderCode: "26111512345678", password: "482" }, { password: "주문 비밀번호는 숫자 4~8자리로 입력해 주세요." }],
    [
      { orderCode: "26111512345678", password: "482100001" },
      { password: "주문 비밀번호는 숫자 4~8자리로 입력해 주세요." },
    ],
    [{ orderCode: "26111512345678", password: "48a1" }, { password: "주문 비밀번호는 숫자 4~8자리로 입력해 주세요." }],
  ])("%j → %j", (values, errors) => {
    expect(validateFormValues(values, ORDER_LOOKUP_SPEC)).toEqual(errors);
  });
});
