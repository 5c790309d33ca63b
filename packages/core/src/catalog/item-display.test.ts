import { describe, expect, it } from "vitest";
import { gradeBadges, marblingScore, priceBenefit, unitPriceNote } from "./item-display.js";

describe("priceBenefit", () => {
  it.each([
    // consumer, sale, special → type, present, saleDiscount, specialDiscount, saved, rate, specialRate
    [16_000, 11_600, 9_600, "special", 9_600, 4_400, 2_000, 6_400, 40, 17],
    [20_000, 15_000, 0, "sale", 15_000, 5_000, 0, 5_000, 25, 0],
    // A special price equal to the sale price is no special price.
    [20_000, 15_000, 15_000, "sale", 15_000, 5_000, 0, 5_000, 25, 0],
    // One above the sale price is ignored too.
    [20_000, 15_000, 15_100, "sale", 15_000, 5_000, 0, 5_000, 25, 0],
    [10_000, 10_000, 0, "none", 10_000, 0, 0, 0, 0, 0],
    // A sale price above the consumer price saves nothing and never goes negative.
    [9_000, 10_000, 0, "none", 10_000, 0, 0, 0, 0, 0],
    // Price 0: the pre-cart rate is 0 (SPEC §5), the consumer-price rate is all of it.
    [10_000, 0, 0, "sale", 0, 10_000, 0, 10_000, 100, 0],
    [0, 0, 0, "none", 0, 0, 0, 0, 0, 0],
    [10_000, 8_000, 1, "special", 1, 2_000, 7_999, 9_999, 99, 99],
  ] as const)(
    "consumer %d, sale %d, special %d → %s",
    (consumer, sale, special, type, present, saleOff, specialOff, saved, rate, specialRate) => {
      expect(priceBenefit(consumer, sale, special)).toEqual({
        type,
        label: { special: "특가", sale: "할인가", none: "" }[type],
        consumerPrice: consumer,
        salePrice: sale,
        specialSalePrice: special,
        presentPrice: present,
        saleDiscountAmount: saleOff,
        specialDiscountAmount: specialOff,
        savedAmount: saved,
        discountRate: rate,
        specialDiscountRate: specialRate,
      });
    },
  );
});

describe("unitPriceNote", () => {
  it.each([
    [9_600, 500, "100g당 1,920원"],
    [25_900, 1_000, "100g당 2,590원"],
    [1_234, 300, "100g당 411원"],
    [0, 500, "100g당 0원"],
    [9_600, 0, ""],
  ])("%d won for %d g → %s", (price, grams, note) => {
    expect(unitPriceNote(price, grams)).toBe(note);
  });
});

describe("gradeBadges", () => {
  it("labels beef and pork grades, none without a grade", () => {
    expect(gradeBadges("hanwoo", "1++")).toEqual([
      { code: "1++", label: "1++등급", description: "근내지방도(마블링)가 가장 우수한 최고 등급" },
    ]);
    expect(gradeBadges("handon", "1+")).toEqual([
      { code: "1+", label: "1+등급", description: "육질과 지방 분포가 가장 우수한 등급" },
    ]);
    expect(gradeBadges("hanwoo", "2")[0]?.label).toBe("2등급");
    expect(gradeBadges("pb", "")).toEqual([]);
  });
});

describe("marblingScore", () => {
  it.each([
    ["1++", 0, 7],
    ["1++", 1, 8],
    ["1++", 5, 9],
    ["1+", 123, 6],
    ["1", 2, 4],
    ["1", 3, 5],
    ["2", 7, 3],
    ["3", 9, 1],
    ["", 1, null],
    ["A", 1, null],
  ] as const)("grade %s, seed %d → %s", (grade, seed, score) => {
    expect(marblingScore(grade, seed)).toBe(score);
  });
});
