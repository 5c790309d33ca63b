import { describe, expect, it } from "vitest";
import { safeReturnPath, withReturn } from "./pinpay-links";

describe("safeReturnPath", () => {
  it.each([
    ["/order/step2", "/order/step2"],
    ["/order/step1?cartIds=1,2", "/order/step1?cartIds=1,2"],
    ["//evil.example/x", null],
    ["https://evil.example/", null],
    ["/\\evil.example", null],
    ["", null],
    [null, null],
  ])("%s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe("withReturn", () => {
  it("adds a path of this shop, encoded", () => {
    expect(withReturn("/pinpay/payu/member", "/order/step2")).toBe("/pinpay/payu/member?return=%2Forder%2Fstep2");
  });
  it("drops anything else", () => {
    expect(withReturn("/pinpay/payu/member", "https://evil.example/")).toBe("/pinpay/payu/member");
  });
});
