import { describe, expect, it } from "vitest";
import { checkoutHref } from "./checkout-links";

describe("checkoutHref", () => {
  it.each([
    [[7], "/order/step1?cartIds=7"],
    [[7, 3, 12], "/order/step1?cartIds=7,3,12"],
  ])("%o → %s", (ids, expected) => {
    expect(checkoutHref(ids)).toBe(expected);
  });
});
