import { describe, expect, it } from "vitest";
import type { PointEntryKind } from "../checkout/points.js";
import {
  duePointLots,
  expiringPoints,
  lastValidKoreaDay,
  POINT_VALID_MONTHS,
  type PointLedgerEntry,
  pointExpiresAt,
  pointLots,
} from "./point-expiry.js";

describe("pointExpiresAt", () => {
  it.each([
    // [earned (ISO), expires (ISO), last valid Korea day]
    ["2026-11-28T05:00:00+09:00", "2027-11-29T00:00:00+09:00", "2027-11-28"],
    ["2026-11-28T00:00:00+09:00", "2027-11-29T00:00:00+09:00", "2027-11-28"],
    ["2026-11-28T23:59:59.999+09:00", "2027-11-29T00:00:00+09:00", "2027-11-28"],
    // 2026-11-28 23:30 UTC is already the 29th in Korea.
    ["2026-11-28T23:30:00Z", "2027-11-30T00:00:00+09:00", "2027-11-29"],
    // 2026-11-28 14:59 UTC is still the 28th in Korea.
    ["2026-11-28T14:59:00Z", "2027-11-29T00:00:00+09:00", "2027-11-28"],
    // A leap day's points last to the 28th of February.
    ["2028-02-29T12:00:00+09:00", "2029-03-01T00:00:00+09:00", "2029-02-28"],
    ["2026-12-31T12:00:00+09:00", "2028-01-01T00:00:00+09:00", "2027-12-31"],
  ])("earned %s → expires %s (valid through %s)", (earned, expires, lastDay) => {
    const at = pointExpiresAt(new Date(earned));
    expect(at.toISOString()).toBe(new Date(expires).toISOString());
    expect(lastValidKoreaDay(at)).toBe(lastDay);
  });

  it("is 12 months", () => {
    expect(POINT_VALID_MONTHS).toBe(12);
  });
});

// A ledger written as [kind, amount, earned Korea day, order]; ids follow the order of the lines.
type Line = [PointEntryKind, number, string, number?];
const ledger = (lines: Line[]): PointLedgerEntry[] =>
  lines.map(([kind, amount, day, orderId], i) => ({
    id: i + 1,
    kind,
    amount,
    createdAt: new Date(`${day}T12:00:00+09:00`),
    orderId: orderId ?? null,
  }));
/** The lots as [remaining, last valid Korea day]. */
const lotsOf = (lines: Line[]) =>
  pointLots(ledger(lines)).lots.map((lot) => [lot.remaining, lastValidKoreaDay(lot.expiresAt)]);

describe("pointLots", () => {
  it.each<[string, Line[], [number, string][], number]>([
    ["one earn", [["earn", 1000, "2026-01-10"]], [[1000, "2027-01-10"]], 0],
    [
      "a use takes the first-expiring lot first",
      [
        ["earn", 1000, "2026-01-10"],
        ["earn", 500, "2026-03-01"],
        ["use", -1200, "2026-04-01", 7],
      ],
      [[300, "2027-03-01"]],
      0,
    ],
    [
      "an expire takes the first-expiring lots",
      [
        ["earn", 1000, "2026-01-10"],
        ["earn", 500, "2026-03-01"],
        ["expire", -1000, "2027-01-11"],
      ],
      [[500, "2027-03-01"]],
      0,
    ],
    [
      "an earn_cancel takes from its own earn first, not the first-expiring one",
      [
        ["earn", 1000, "2026-01-10"],
        ["earn", 500, "2026-03-01", 9],
        ["earn_cancel", -500, "2026-03-05", 9],
      ],
      [[1000, "2027-01-10"]],
      0,
    ],
    [
      "an earn_cancel after part of its earn was spent takes the rest first-expiring-first",
      [
        ["earn", 1000, "2026-01-10"],
        ["earn", 500, "2026-03-01", 9],
        ["use", -1200, "2026-03-02", 7],
        ["earn_cancel", -500, "2026-03-05", 9],
      ],
      [],
      200,
    ],
    [
      "the next earn pays a shortfall first",
      [
        ["earn", 500, "2026-03-01", 9],
        ["use", -500, "2026-03-02", 7],
        ["earn_cancel", -500, "2026-03-05", 9],
        ["earn", 800, "2026-04-01"],
      ],
      [[300, "2027-04-01"]],
      0,
    ],
    [
      "a use_cancel gives back to the lots its use took, with their own expiry",
      [
        ["earn", 1000, "2026-01-10"],
        ["earn", 500, "2026-03-01"],
        ["use", -1200, "2026-04-01", 7],
        ["earn", 300, "2026-05-01"],
        ["use_cancel", 1200, "2026-05-02", 7],
      ],
      [
        [1000, "2027-01-10"],
        [500, "2027-03-01"],
        [300, "2027-05-01"],
      ],
      0,
    ],
    [
      "a partial use_cancel gives back the latest-expiring part first",
      [
        ["earn", 1000, "2026-01-10"],
        ["earn", 500, "2026-03-01"],
        ["use", -1200, "2026-04-01", 7],
        ["use_cancel", 400, "2026-04-02", 7],
      ],
      [
        [200, "2027-01-10"],
        [500, "2027-03-01"],
      ],
      0,
    ],
    [
      "a use_cancel of another order's use does not give back this order's",
      [
        ["earn", 1000, "2026-01-10"],
        ["earn", 1000, "2026-03-01"],
        ["use", -1000, "2026-04-01", 7],
        ["use", -500, "2026-04-02", 8],
        ["use_cancel", 500, "2026-04-03", 8],
      ],
      [[1000, "2027-03-01"]],
      0,
    ],
    [
      "a use_cancel to a lot already past its expiry keeps that expiry",
      [
        ["earn", 1000, "2026-01-10"],
        ["use", -1000, "2027-01-05", 7],
        ["use_cancel", 1000, "2027-02-01", 7],
      ],
      [[1000, "2027-01-10"]],
      0,
    ],
    [
      "an operator's positive adjust is a lot of its own, valid 12 months",
      [
        ["earn", 1000, "2026-01-10"],
        ["adjust", 1000, "2026-06-15"],
      ],
      [
        [1000, "2027-01-10"],
        [1000, "2027-06-15"],
      ],
      0,
    ],
    [
      "an operator's negative adjust takes the first-expiring lots, like a use",
      [
        ["earn", 1000, "2026-01-10"],
        ["earn", 500, "2026-03-01"],
        ["adjust", -1200, "2026-04-01"],
      ],
      [[300, "2027-03-01"]],
      0,
    ],
    [
      "a positive adjust pays a shortfall first",
      [
        ["earn", 500, "2026-03-01", 9],
        ["use", -500, "2026-03-02", 7],
        ["earn_cancel", -500, "2026-03-05", 9],
        ["adjust", 800, "2026-04-01"],
      ],
      [[300, "2027-04-01"]],
      0,
    ],
  ])("%s", (_name, lines, lots, shortfall) => {
    expect(lotsOf(lines)).toEqual(lots);
    expect(pointLots(ledger(lines)).shortfall).toBe(shortfall);
  });

  it("keeps lots and balance in step: the remaining amounts add up to the ledger's sum", () => {
    const lines: Line[] = [
      ["earn", 2000, "2026-01-10"],
      ["earn", 700, "2026-02-10", 3],
      ["use", -1500, "2026-02-11", 4],
      ["earn_cancel", -700, "2026-02-12", 3],
      ["use_cancel", 600, "2026-02-13", 4],
      ["earn", 100, "2026-02-14"],
    ];
    const sum = lines.reduce((s, [, amount]) => s + amount, 0);
    const { lots } = pointLots(ledger(lines));
    expect(lots.reduce((s, lot) => s + lot.remaining, 0)).toBe(sum);
  });

  it("uses a stored expiry over the computed one", () => {
    const expiresAt = new Date("2026-02-01T00:00:00+09:00");
    const [lot] = pointLots([
      { id: 1, kind: "earn", amount: 100, createdAt: new Date("2026-01-10T12:00:00+09:00"), expiresAt },
    ]).lots;
    expect(lot?.expiresAt).toEqual(expiresAt);
  });
});

describe("expiringPoints and duePointLots", () => {
  const lines: Line[] = [
    ["earn", 1000, "2026-01-10"],
    ["earn", 500, "2026-01-20"],
    ["earn", 700, "2026-03-01"],
    ["use", -300, "2026-03-02", 7],
  ];
  const at = (iso: string) => new Date(iso);

  it.each<[string, string, number, string | null]>([
    ["nothing within 30 days", "2026-11-01T12:00:00+09:00", 0, null],
    ["the first lot on the 30th day", "2026-12-12T00:00:00+09:00", 700, "2027-01-10"],
    ["two lots within 30 days", "2026-12-22T00:00:00+09:00", 1200, "2027-01-10"],
    ["everything", "2027-02-20T00:00:00+09:00", 1900, "2027-01-10"],
  ])("%s (now %s)", (_name, now, amount, date) => {
    expect(expiringPoints(ledger(lines), at(now))).toEqual({ amount, date });
  });

  it("answers other windows", () => {
    expect(expiringPoints(ledger(lines), at("2026-12-12T00:00:00+09:00"), 7).amount).toBe(0);
  });

  it.each<[string, string, number]>([
    ["a second before Korea midnight ending the last valid day", "2027-01-10T23:59:59+09:00", 0],
    ["at Korea midnight", "2027-01-11T00:00:00+09:00", 700],
    ["the same instant in UTC", "2027-01-10T15:00:00Z", 700],
    ["after both", "2027-01-21T00:00:00+09:00", 1200],
  ])("due %s", (_name, now, due) => {
    expect(duePointLots(ledger(lines), at(now)).reduce((s, lot) => s + lot.remaining, 0)).toBe(due);
  });

  it("is nothing once the expiry is written", () => {
    const expired = ledger([...lines, ["expire", -700, "2027-01-11"]]);
    expect(duePointLots(expired, at("2027-01-11T01:00:00+09:00"))).toEqual([]);
  });
});
