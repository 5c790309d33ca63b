import { describe, expect, it } from "vitest";
import {
  type CouponTerms,
  changesAllowedAfterIssue,
  couponTermProblems,
  COUPON_TERM_MESSAGES as M,
} from "./coupon-terms.js";

const fixed: CouponTerms = {
  discountType: "fixed",
  amount: 2_000,
  rate: 0,
  maxDiscount: 0,
  minOrderAmount: 10_000,
  validFrom: "2026-12-01",
  validUntil: "2026-12-31",
  validDays: null,
  issueMethod: "download",
  issueLimit: null,
};
const rate: CouponTerms = { ...fixed, discountType: "rate", amount: 0, rate: 10, maxDiscount: 5_000 };

describe("couponTermProblems", () => {
  it.each<[string, CouponTerms, { field: string; message: string }[]]>([
    ["a fixed coupon", fixed, []],
    ["a rate coupon with a cap", rate, []],
    ["a rate of 100 (free shipping)", { ...rate, rate: 100, maxDiscount: 0 }, []],
    ["one day's period", { ...fixed, validUntil: "2026-12-01" }, []],
    ["N days from issue", { ...fixed, validDays: 30 }, []],
    ["a first-come download", { ...fixed, issueLimit: 100 }, []],
    ["a fixed amount of 0", { ...fixed, amount: 0 }, [{ field: "amount", message: M.amountRequired }]],
    ["a fixed amount too large", { ...fixed, amount: 10_000_001 }, [{ field: "amount", message: M.amountTooLarge }]],
    ["a rate over 100", { ...rate, rate: 101 }, [{ field: "rate", message: M.rateOver100 }]],
    ["a rate of 0", { ...rate, rate: 0 }, [{ field: "rate", message: M.rateTooSmall }]],
    ["a cap below zero", { ...rate, maxDiscount: -1 }, [{ field: "maxDiscount", message: M.capBelowZero }]],
    ["a cap ignored on a fixed coupon", { ...fixed, maxDiscount: -1 }, []],
    [
      "a minimum below zero",
      { ...fixed, minOrderAmount: -1 },
      [{ field: "minOrderAmount", message: M.minOrderBelowZero }],
    ],
    [
      "an end before the start",
      { ...fixed, validUntil: "2026-11-30" },
      [{ field: "validUntil", message: M.endBeforeStart }],
    ],
    ["0 days from issue", { ...fixed, validDays: 0 }, [{ field: "validDays", message: M.validDaysRange }]],
    ["a limit of 0", { ...fixed, issueLimit: 0 }, [{ field: "issueLimit", message: M.issueLimitRange }]],
    [
      "a limit on an issued coupon",
      { ...fixed, issueMethod: "grade", issueLimit: 10 },
      [{ field: "issueLimit", message: M.issueLimitOnlyDownload }],
    ],
    [
      "several problems at once",
      { ...rate, rate: 150, maxDiscount: -10, minOrderAmount: -1 },
      [
        { field: "rate", message: M.rateOver100 },
        { field: "maxDiscount", message: M.capBelowZero },
        { field: "minOrderAmount", message: M.minOrderBelowZero },
      ],
    ],
  ])("%s", (_name, terms, expected) => {
    expect(couponTermProblems(terms)).toEqual(expected);
  });

  it("gives each refusal its own sentence", () => {
    const messages = Object.values(M);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe("changesAllowedAfterIssue", () => {
  const current = { name: "a", amount: 2_000, validUntil: "2026-12-31" };
  it.each<[string, typeof current, ReturnType<typeof changesAllowedAfterIssue>]>([
    ["a new name", { ...current, name: "b" }, { allowed: true }],
    ["the end moved later", { ...current, validUntil: "2027-01-31" }, { allowed: true }],
    ["the end moved earlier", { ...current, validUntil: "2026-12-30" }, { allowed: false, field: "validUntil" }],
    ["another amount", { ...current, amount: 3_000 }, { allowed: false, field: "amount" }],
  ])("%s", (_name, next, expected) => {
    expect(changesAllowedAfterIssue(current, next, ["amount"])).toEqual(expected);
  });
});
