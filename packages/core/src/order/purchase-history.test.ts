import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order-status.js";
import { isPurchasedStatus, rebuyState } from "./purchase-history.js";

describe("isPurchasedStatus", () => {
  it.each([
    ["payment_pending", false],
    ["awaiting_deposit", false],
    ["paid", true],
    ["preparing", true],
    ["shipping", true],
    ["delivered", true],
    ["confirmed", true],
    ["cancelled", false],
    ["return_requested", true],
    ["return_collecting", true],
    ["returned", false],
    ["exchange_requested", true],
    ["exchange_collecting", true],
  ] as const)("%s → %s", (status, expected) => {
    expect(isPurchasedStatus(status)).toBe(expected);
  });

  it("the table covers every status", () => {
    expect(ORDER_STATUSES).toHaveLength(13);
  });
});

describe("rebuyState", () => {
  it.each([
    [{ displayed: true, stock: 5 }, true, null, null],
    [{ displayed: true, stock: 1 }, true, null, null],
    [{ displayed: true, stock: 0 }, false, "soldOut", "품절"],
    [{ displayed: false, stock: 5 }, false, "discontinued", "판매 종료"],
    [{ displayed: false, stock: 0 }, false, "discontinued", "판매 종료"],
    [null, false, "discontinued", "판매 종료"],
  ] as const)("%j → %s %s", (option, canRebuy, reason, reasonLabel) => {
    expect(rebuyState(option)).toEqual({ canRebuy, reason, reasonLabel });
  });
});
