import { describe, expect, it } from "vitest";
import {
  ITEM_INQUIRY_CONTENT_RULES,
  isReviewPhotoType,
  REVIEW_CONTENT_RULES,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_SIZE_MESSAGE,
  REVIEW_PHOTO_TYPE_MESSAGE,
  REVIEW_TOO_MANY_PHOTOS_MESSAGE,
  reviewPhotosProblem,
  summarizeRatings,
} from "./review-rules.js";

const png = { detectedType: "image/png", bytes: 1000 };

describe("reviewPhotosProblem", () => {
  it.each([
    { name: "no photos", photos: [], expected: null },
    {
      name: "one of each type",
      photos: ["image/jpeg", "image/png", "image/gif", "image/webp"].map((detectedType) => ({
        detectedType,
        bytes: 10,
      })),
      expected: null,
    },
    { name: "five photos", photos: Array(5).fill(png), expected: null },
    { name: "exactly 5 MB", photos: [{ detectedType: "image/png", bytes: REVIEW_PHOTO_MAX_BYTES }], expected: null },
    { name: "six photos", photos: Array(6).fill(png), expected: REVIEW_TOO_MANY_PHOTOS_MESSAGE },
    {
      name: "six photos, one not a picture (the count is told first)",
      photos: [...Array(5).fill(png), { detectedType: null, bytes: 10 }],
      expected: REVIEW_TOO_MANY_PHOTOS_MESSAGE,
    },
    { name: "unknown bytes", photos: [{ detectedType: null, bytes: 10 }], expected: REVIEW_PHOTO_TYPE_MESSAGE },
    { name: "an SVG", photos: [{ detectedType: "image/svg+xml", bytes: 10 }], expected: REVIEW_PHOTO_TYPE_MESSAGE },
    {
      name: "a PDF",
      photos: [png, { detectedType: "application/pdf", bytes: 10 }],
      expected: REVIEW_PHOTO_TYPE_MESSAGE,
    },
    { name: "a HEIC photo", photos: [{ detectedType: "image/heic", bytes: 10 }], expected: REVIEW_PHOTO_TYPE_MESSAGE },
    {
      name: "one byte over 5 MB",
      photos: [{ detectedType: "image/jpeg", bytes: REVIEW_PHOTO_MAX_BYTES + 1 }],
      expected: REVIEW_PHOTO_SIZE_MESSAGE,
    },
  ])("$name → $expected", ({ photos, expected }) => {
    expect(reviewPhotosProblem(photos)).toBe(expected);
  });

  it("says the SPEC-style messages word for word", () => {
    expect(REVIEW_TOO_MANY_PHOTOS_MESSAGE).toBe("사진은 최대 5장까지 등록할 수 있습니다.");
    expect(REVIEW_PHOTO_TYPE_MESSAGE).toBe("JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다.");
    expect(REVIEW_PHOTO_SIZE_MESSAGE).toBe("사진은 한 장에 5MB 이하만 등록할 수 있습니다.");
  });

  it.each([
    ["image/jpeg", true],
    ["image/webp", true],
    ["image/bmp", false],
    [null, false],
  ] as const)("isReviewPhotoType(%s) = %s", (type, expected) => {
    expect(isReviewPhotoType(type)).toBe(expected);
  });
});

describe("summarizeRatings", () => {
  const dist = (counts: number[]) => [5, 4, 3, 2, 1].map((score, i) => ({ score, count: counts[i]! }));
  it.each<{ name: string; counts: Record<number, number>; average: number; count: number; distribution: unknown }>([
    { name: "no reviews", counts: {}, average: 0, count: 0, distribution: dist([0, 0, 0, 0, 0]) },
    { name: "one 5", counts: { 5: 1 }, average: 5, count: 1, distribution: dist([1, 0, 0, 0, 0]) },
    {
      name: "5, 5, 4, 3, 1, 5",
      counts: { 5: 3, 4: 1, 3: 1, 1: 1 },
      average: 3.8,
      count: 6,
      distribution: dist([3, 1, 1, 0, 1]),
    },
    // 89 / 20 = 4.45: half up to 4.5, not 4.4 as binary floating point would round 4.45.
    {
      name: "a mean of exactly x.x5",
      counts: { 5: 9, 4: 11 },
      average: 4.5,
      count: 20,
      distribution: dist([9, 11, 0, 0, 0]),
    },
    { name: "4, 4, 5 (4.333…)", counts: { 4: 2, 5: 1 }, average: 4.3, count: 3, distribution: dist([1, 2, 0, 0, 0]) },
    {
      name: "scores outside 1..5 are ignored",
      counts: { 0: 4, 6: 2, 3: 2 },
      average: 3,
      count: 2,
      distribution: dist([0, 0, 2, 0, 0]),
    },
  ])("$name → $average of $count", ({ counts, average, count, distribution }) => {
    const summary = summarizeRatings(counts);
    expect(summary.average).toBe(average);
    expect(summary.count).toBe(count);
    expect(summary.distribution.map(({ score, count: n }) => ({ score, count: n }))).toEqual(distribution);
  });

  it("gives each score its whole-number share of all reviews", () => {
    expect(summarizeRatings({ 5: 1, 4: 1, 3: 1 }).distribution.map((entry) => entry.percent)).toEqual([
      33, 33, 33, 0, 0,
    ]);
    expect(summarizeRatings({ 5: 1, 1: 1 }).distribution.map((entry) => entry.percent)).toEqual([50, 0, 0, 0, 50]);
  });
});

describe("text rules", () => {
  const first = (rules: readonly ((value: unknown) => string | null)[], value: unknown) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  };
  it.each([
    ["", "필수 입력 항목입니다."],
    ["가".repeat(9), "10~1000자 이내로 입력해 주세요."],
    ["가".repeat(10), null],
    ["가".repeat(1000), null],
    ["가".repeat(1001), "10~1000자 이내로 입력해 주세요."],
  ])("a review of %j → %s", (value, expected) => {
    expect(first(REVIEW_CONTENT_RULES, value)).toBe(expected);
  });

  it.each([
    ["   ", "필수 입력 항목입니다."],
    ["가나다라", "5~1000자 이내로 입력해 주세요."],
    ["가나다라마", null],
    ["가".repeat(1001), "5~1000자 이내로 입력해 주세요."],
  ])("a question of %j → %s", (value, expected) => {
    expect(first(ITEM_INQUIRY_CONTENT_RULES, value)).toBe(expected);
  });
});
