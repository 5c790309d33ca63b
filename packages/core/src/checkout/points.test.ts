import { describe, expect, it } from "vitest";
import {
  checkPointUse,
  maxUsablePoints,
  POINT_INVALID_MESSAGE,
  POINT_OVER_BALANCE_MESSAGE,
  POINT_UNIT_MESSAGE,
  type PointEntryKind,
  pointBalance,
  pointEntry,
  pointOverLimitMessage,
} from "./points.js";

describe("pointEntry", () => {
  it.each([
    ["earn", 1_000, 1_000],
    ["use_cancel", 1_000, 1_000],
    ["use", 1_000, -1_000],
    ["earn_cancel", 1_000, -1_000],
    ["expire", 1_000, -1_000],
    ["use", -500, -500],
  ] as const)("%s of %d → %d", (kind: PointEntryKind, points, amount) => {
    expect(pointEntry(kind, points)).toEqual({ kind, amount });
  });
});

describe("pointBalance", () => {
  it.each([
    [[], 0],
    [[pointEntry("earn", 5_000)], 5_000],
    [[pointEntry("earn", 5_000), pointEntry("use", 3_000)], 2_000],
    [[pointEntry("earn", 5_000), pointEntry("use", 3_000), pointEntry("use_cancel", 3_000)], 5_000],
    [[pointEntry("earn", 5_000), pointEntry("earn_cancel", 5_000)], 0],
    [[pointEntry("earn", 1_230), pointEntry("expire", 230), pointEntry("earn", 70)], 1_070],
  ])("%o → %d", (entries, balance) => {
    expect(pointBalance(entries)).toBe(balance);
  });
});

describe("maxUsablePoints", () => {
  it.each([
    // balance, payable, ratio → max
    [10_000, 100_000, 0.3, 10_000], // the balance limits
    [50_000, 100_000, 0.3, 30_000], // the ratio limits
    [30_000, 100_000, 0.3, 30_000], // both equal
    [1_234, 100_000, 1, 1_230], // rounded down to 10 won
    [50_000, 33_333, 0.3, 9_990], // floor(9,999.9) = 9,999 → 9,990
    [50_000, 100, 0.29, 20], // 29, not 28.999…, then 10-won units
    [50_000, 100_000, 0, 0],
    [50_000, 100_000, 1, 50_000],
    [50_000, 100_000, 1.5, 50_000], // a ratio over 1 counts as 1
    [50_000, 100_000, -0.1, 0],
    [0, 100_000, 0.3, 0],
    [-500, 100_000, 0.3, 0], // an overdrawn ledger allows nothing
    [50_000, 0, 0.3, 0],
    [50_000, -1_000, 0.3, 0],
  ])("balance %d, payable %d, ratio %d → %d", (balance, payableAmount, pointUseRatio, max) => {
    expect(maxUsablePoints({ balance, payableAmount, pointUseRatio })).toBe(max);
  });
});

describe("checkPointUse", () => {
  const limits = { balance: 20_000, payableAmount: 100_000, pointUseRatio: 0.3 }; // max 20,000
  const ratioBound = { balance: 50_000, payableAmount: 50_000, pointUseRatio: 0.3 }; // max 15,000

  it.each([
    [0, limits, { ok: true, points: 0 }],
    [10, limits, { ok: true, points: 10 }],
    [20_000, limits, { ok: true, points: 20_000 }],
    [15_000, ratioBound, { ok: true, points: 15_000 }],
    [-10, limits, { ok: false, reason: "invalid", message: POINT_INVALID_MESSAGE, maxUsable: 20_000 }],
    [10.5, limits, { ok: false, reason: "invalid", message: POINT_INVALID_MESSAGE, maxUsable: 20_000 }],
    [Number.NaN, limits, { ok: false, reason: "invalid", message: POINT_INVALID_MESSAGE, maxUsable: 20_000 }],
    [15, limits, { ok: false, reason: "unit", message: POINT_UNIT_MESSAGE, maxUsable: 20_000 }],
    [20_010, limits, { ok: false, reason: "over_balance", message: POINT_OVER_BALANCE_MESSAGE, maxUsable: 20_000 }],
    [
      15_010,
      ratioBound,
      {
        ok: false,
        reason: "over_limit",
        message: "사용 가능한 적립금을 초과했습니다. (최대 15,000원)",
        maxUsable: 15_000,
      },
    ],
  ])("%d points with %o → %o", (requested, pointLimits, expected) => {
    expect(checkPointUse(requested, pointLimits)).toEqual(expected);
  });

  it("names the limit in won", () => {
    expect(pointOverLimitMessage(1_234_560)).toBe("사용 가능한 적립금을 초과했습니다. (최대 1,234,560원)");
  });
});
