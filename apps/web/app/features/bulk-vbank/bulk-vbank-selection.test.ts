import type { BulkVbankOrder } from "@shop/contracts/bulk-vbank";
import { describe, expect, it } from "vitest";
import { paymentNotice, selectedTotal } from "./bulk-vbank-selection";

function order(orderCode: string, orderPayAmount: number): BulkVbankOrder {
  return {
    orderId: 1,
    orderCode,
    orderedAt: "2026-11-20T01:00:00.000Z",
    title: "한우 등심",
    orderPayAmount,
    payDeadline: null,
    status: "awaiting_deposit",
    statusLabel: "입금대기",
  };
}

describe("selectedTotal", () => {
  const orders = [order("A1", 30_000), order("B2", 45_500), order("C3", 12_000)];
  it.each([
    ["nothing ticked", [], 0],
    ["one", ["B2"], 45_500],
    ["two", ["A1", "C3"], 42_000],
    ["all", ["A1", "B2", "C3"], 87_500],
    ["a code not in the list", ["Z9", "A1"], 30_000],
  ])("%s → %d", (_name, codes, total) => {
    expect(selectedTotal(orders, new Set(codes))).toBe(total);
  });
});

describe("paymentNotice", () => {
  it.each([
    ["ready", /발급되었습니다/],
    ["checking", /확인하고 있습니다/],
    ["cancelled", /취소했습니다/],
    ["failed", /발급하지 못했습니다/],
  ])("%s", (payment, message) => {
    expect(paymentNotice(payment)).toMatch(message);
  });
  it.each([[null], [""], ["paid"], ["<script>"]])("%s → nothing", (payment) => {
    expect(paymentNotice(payment)).toBeNull();
  });
});
