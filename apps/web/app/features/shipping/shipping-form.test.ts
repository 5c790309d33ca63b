import type { ShippingAddress } from "@shop/contracts/shipping";
import { describe, expect, it } from "vitest";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import { postedId, SHIPPING_FORM_SPEC, shippingFieldValues, shippingSaveBody } from "./shipping-form";

const ENTRY: ShippingAddress = {
  id: 7,
  title: "우리집",
  receiverName: "김농협",
  receiverPhone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152 (역삼동)",
  addressDetail: "12층",
  isBase: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the address book form", () => {
  it.each([
    [{}, ["title", "receiverName", "receiverPhone", "postcode", "address"]],
    [{ title: "집", receiverName: "김농협", receiverPhone: "01012345678", postcode: "06236", address: "서울" }, []],
    [
      { title: "집", receiverName: "Kim", receiverPhone: "010-1234-5678", postcode: "0623", address: "서울" },
      ["receiverName", "receiverPhone", "postcode"],
    ],
  ])("checks %j with the contract's rules: %j fail", (fields, failing) => {
    const values = readFormValues(form(fields), SHIPPING_FORM_SPEC);
    expect(Object.keys(validateFormValues(values, SHIPPING_FORM_SPEC)).sort()).toEqual([...failing].sort());
  });

  it("starts from the action's values, else the entry, else empty", () => {
    expect(shippingFieldValues(undefined, null)).toMatchObject({ title: "", postcode: "", isBase: false });
    expect(shippingFieldValues(undefined, ENTRY)).toMatchObject({
      title: "우리집",
      addressDetail: "12층",
      isBase: true,
    });
    expect(shippingFieldValues({ title: "회사", isBase: false }, ENTRY)).toMatchObject({
      title: "회사",
      postcode: "",
      isBase: false,
    });
  });

  it("builds the API's body, with the id only when editing", () => {
    const values = readFormValues(
      form({
        title: " 집 ",
        receiverName: "김농협",
        receiverPhone: "01012345678",
        postcode: "06236",
        address: "서울",
        isBase: "on",
      }),
      SHIPPING_FORM_SPEC,
    );
    expect(shippingSaveBody(values, null)).toEqual({
      title: "집",
      receiverName: "김농협",
      receiverPhone: "01012345678",
      postcode: "06236",
      address: "서울",
      addressDetail: "",
      isBase: true,
    });
    expect(shippingSaveBody(values, 7)).toMatchObject({ id: 7 });
  });

  it.each([
    ["7", 7],
    ["2147483647", 2_147_483_647],
    ["0", null],
    ["07", null],
    ["-1", null],
    ["1.5", null],
    ["2147483648", null],
    ["", null],
    [null, null],
  ])("reads the posted id %j as %j", (value, id) => {
    expect(postedId(value)).toBe(id);
  });
});
