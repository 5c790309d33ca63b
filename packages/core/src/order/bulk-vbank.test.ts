import { describe, expect, it } from "vitest";
import {
  BULK_VBANK_MAX_HOURS,
  BULK_VBANK_MAX_ORDERS,
  type BulkVbankCandidate,
  bulkVbankValidHours,
  checkBulkVbankSelection,
  isBulkVbankCode,
} from "./bulk-vbank.js";

const now = new Date("2026-11-20T03:00:00Z");
const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

function order(overrides: Partial<BulkVbankCandidate> = {}): BulkVbankCandidate {
  return {
    orderCode: "O1",
    status: "awaiting_deposit",
    paymentMethod: "bulkVbank",
    orderPayAmount: 50_000,
    payDeadline: hoursLater(72),
    inLiveAccount: false,
    ...overrides,
  };
}

describe("bulkVbankValidHours", () => {
  it.each([
    ["no deadline", [], 0],
    ["72 h", [hoursLater(72)], 72],
    ["the earliest of two", [hoursLater(72), hoursLater(5.5)], 5],
    ["capped at 7 days", [hoursLater(500)], BULK_VBANK_MAX_HOURS],
    ["59 minutes", [hoursLater(59 / 60)], 0],
    ["past", [hoursLater(-2)], 0],
  ])("%s → %d", (_name, deadlines, hours) => {
    expect(bulkVbankValidHours(deadlines, now)).toBe(hours);
  });
});

describe("checkBulkVbankSelection", () => {
  it.each<[string, BulkVbankCandidate[], ReturnType<typeof checkBulkVbankSelection>]>([
    [
      "two waiting orders: their sum",
      [order(), order({ orderCode: "O2", orderPayAmount: 31_500, payDeadline: hoursLater(30) })],
      { ok: true, amount: 81_500, validHours: 30 },
    ],
    ["one order", [order()], { ok: true, amount: 50_000, validHours: 72 }],
    ["none", [], expect.objectContaining({ ok: false, reason: "empty", orderCode: null })],
    [
      "too many",
      Array.from({ length: BULK_VBANK_MAX_ORDERS + 1 }, (_, i) => order({ orderCode: `O${i}` })),
      expect.objectContaining({ ok: false, reason: "too_many" }),
    ],
    [
      "a paid order",
      [order(), order({ orderCode: "O2", status: "paid" })],
      expect.objectContaining({ ok: false, reason: "not_waiting", orderCode: "O2" }),
    ],
    [
      "an own-account vbank order",
      [order({ paymentMethod: "vbank" })],
      expect.objectContaining({ ok: false, reason: "not_waiting", orderCode: "O1" }),
    ],
    ["a free order", [order({ orderPayAmount: 0 })], expect.objectContaining({ ok: false, reason: "not_waiting" })],
    [
      "an order in another account",
      [order(), order({ orderCode: "O2", inLiveAccount: true })],
      expect.objectContaining({ ok: false, reason: "taken", orderCode: "O2" }),
    ],
    [
      "under an hour left",
      [order(), order({ orderCode: "O2", payDeadline: hoursLater(0.5) })],
      expect.objectContaining({ ok: false, reason: "deadline", orderCode: "O2" }),
    ],
  ])("%s", (_name, orders, expected) => {
    expect(checkBulkVbankSelection(orders, now)).toEqual(expected);
  });

  it("answers Korean messages for every refusal", () => {
    const refused = checkBulkVbankSelection([order({ status: "cancelled" })], now);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/[가-힣].*니다\.$/);
  });
});

describe("isBulkVbankCode", () => {
  it.each([
    ["BV261120ABCD2345", true],
    ["BV123456", true],
    ["20261120123456", false],
    ["bv261120abcd2345", false],
    ["BV12", false],
    [42, false],
    [undefined, false],
  ])("%s → %s", (value, expected) => {
    expect(isBulkVbankCode(value)).toBe(expected);
  });
});
