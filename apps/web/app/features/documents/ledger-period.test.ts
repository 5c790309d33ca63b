import { describe, expect, it } from "vitest";
import { ledgerFilters, ledgerPeriodRange } from "./ledger-period";

// 2026-03-10 09:00 in Korea (00:00 UTC); 2026-03-01 08:00 in Korea is still 2026-02-28 in UTC.
const now = new Date("2026-03-10T00:00:00Z");
const earlyFirst = new Date("2026-02-28T23:00:00Z");

describe("ledgerPeriodRange", () => {
  it.each([
    ["thisMonth", now, { from: "2026-03-01", to: "2026-03-10" }],
    ["lastMonth", now, { from: "2026-02-01", to: "2026-02-28" }],
    ["3m", now, { from: "2025-12-10", to: "2026-03-10" }],
    // Korea's calendar decides: already 1 March there.
    ["thisMonth", earlyFirst, { from: "2026-03-01", to: "2026-03-01" }],
    ["lastMonth", earlyFirst, { from: "2026-02-01", to: "2026-02-28" }],
  ] as const)("%s at %s", (period, at, expected) => {
    expect(ledgerPeriodRange(period, at)).toEqual(expected);
  });
});

describe("ledgerFilters", () => {
  it.each([
    ["", { from: "2026-03-01", to: "2026-03-10", page: 1, period: "thisMonth" }],
    ["from=2026-02-01&to=2026-02-28", { from: "2026-02-01", to: "2026-02-28", page: 1, period: "lastMonth" }],
    ["from=2026-01-05&to=2026-02-10&page=3", { from: "2026-01-05", to: "2026-02-10", page: 3, period: null }],
    // Days the API will refuse are kept as typed: its message says what is wrong.
    ["from=2026-03-09&to=2026-03-01", { from: "2026-03-09", to: "2026-03-01", page: 1, period: null }],
    // Not days at all, or a bad page: the default.
    ["from=yesterday&to=2026-03-01&page=0", { from: "2026-03-01", to: "2026-03-10", page: 1, period: "thisMonth" }],
  ])("%s", (query, expected) => {
    expect(ledgerFilters(new URLSearchParams(query), now)).toEqual(expected);
  });
});
