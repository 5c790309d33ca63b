import { describe, expect, it } from "vitest";
import {
  commissionOf,
  commissionRateLabel,
  SALES_STATS_MESSAGES,
  settle,
  settlementMonth,
  statsPeriod,
} from "./sales-stats.js";

// 2026-03-10 00:30 in Korea (the previous day in UTC).
const NOW = new Date("2026-03-09T15:30:00Z");

describe("statsPeriod", () => {
  it.each([
    [{}, "2026-02-09", "2026-03-10", 30],
    [{ from: "2026-03-01" }, "2026-03-01", "2026-03-10", 10],
    [{ to: "2026-01-31" }, "2026-01-02", "2026-01-31", 30],
    [{ from: "2026-02-27", to: "2026-03-02" }, "2026-02-27", "2026-03-02", 4],
    [{ from: "2026-03-10", to: "2026-03-10" }, "2026-03-10", "2026-03-10", 1],
    [{ from: "2025-03-11", to: "2026-03-10" }, "2025-03-11", "2026-03-10", 365],
  ])("%o covers %s to %s (%i days)", (query, from, to, length) => {
    const period = statsPeriod(query, NOW);
    if (!period.ok) throw new Error(period.message);
    expect([period.from, period.to, period.days.length]).toEqual([from, to, length]);
    expect(period.days[0]).toBe(from);
    expect(period.days.at(-1)).toBe(to);
  });

  it("counts Korea days: the start is midnight in Seoul, the end the next midnight", () => {
    const period = statsPeriod({ from: "2026-03-10", to: "2026-03-10" }, NOW);
    expect(period.ok && [period.start.toISOString(), period.end.toISOString()]).toEqual([
      "2026-03-09T15:00:00.000Z",
      "2026-03-10T15:00:00.000Z",
    ]);
  });

  it.each([
    [{ from: "2026-02-30" }, "from", SALES_STATS_MESSAGES.from],
    [{ to: "2026-3-1" }, "to", SALES_STATS_MESSAGES.to],
    [{ from: "2026-03-05", to: "2026-03-04" }, "from", SALES_STATS_MESSAGES.order],
    [{ from: "2025-03-10", to: "2026-03-10" }, "to", SALES_STATS_MESSAGES.tooLong],
  ])("refuses %o", (query, field, message) => {
    expect(statsPeriod(query, NOW)).toEqual({ ok: false, field, message });
  });
});

describe("settlementMonth", () => {
  it.each([
    [undefined, "2026-03", "2026-02-28T15:00:00.000Z", "2026-03-31T15:00:00.000Z"],
    ["2025-12", "2025-12", "2025-11-30T15:00:00.000Z", "2025-12-31T15:00:00.000Z"],
    ["2024-02", "2024-02", "2024-01-31T15:00:00.000Z", "2024-02-29T15:00:00.000Z"],
  ])("%s is %s from %s to %s", (month, label, start, end) => {
    const answer = settlementMonth(month, NOW);
    expect(answer.ok && [answer.month, answer.start.toISOString(), answer.end.toISOString()]).toEqual([
      label,
      start,
      end,
    ]);
  });

  it.each(["2026-13", "2026-3", "202603", "2026-00"])("refuses %s", (month) => {
    expect(settlementMonth(month, NOW)).toEqual({ ok: false, field: "month", message: SALES_STATS_MESSAGES.month });
  });
});

describe("commission and payout", () => {
  it.each([
    // net sales, rate (bp), commission
    [100_000, 1000, 10_000],
    [12_345, 1000, 1_235], // 1,234.5 rounds half up
    [12_344, 1000, 1_234],
    [12_345, 0, 0],
    [9_999, 1250, 1_250], // 1,249.875
    [1, 1000, 0],
    [5, 1000, 1], // 0.5 rounds up
    [-12_345, 1000, -1_235], // refunds beyond sales give commission back, rounded the same way
    [0, 1000, 0],
  ])("%i won at %ibp → %i won", (net, rate, commission) => {
    expect(commissionOf(net, rate)).toBe(commission);
  });

  it("a sale and its refund in two months cancel out to the won", () => {
    for (const amount of [1, 5, 15, 12_345, 99_999]) {
      expect(commissionOf(amount, 1000) + commissionOf(-amount, 1000)).toBe(0);
    }
  });

  it.each([
    [200_000, 50_000, 1000, { netSales: 150_000, commission: 15_000, payout: 135_000 }],
    [0, 30_000, 1000, { netSales: -30_000, commission: -3_000, payout: -27_000 }],
    [88_888, 0, 0, { netSales: 88_888, commission: 0, payout: 88_888 }],
  ])("paid %i − refunds %i at %ibp", (paid, refunds, rate, expected) => {
    expect(settle(paid, refunds, rate)).toEqual({ paidAmount: paid, refundAmount: refunds, ...expected });
  });

  it("refuses a rate outside 0–100 %", () => {
    expect(() => commissionOf(1000, -1)).toThrow(RangeError);
    expect(() => commissionOf(1000, 10_001)).toThrow(RangeError);
  });

  it.each([
    [1000, "10%"],
    [1250, "12.5%"],
    [0, "0%"],
    [333, "3.33%"],
  ])("%ibp reads %s", (rate, label) => {
    expect(commissionRateLabel(rate)).toBe(label);
  });
});
