import { describe, expect, it } from "vitest";
import { businessNumber, formatBusinessNumber, isValidBusinessNumber } from "./business-number.js";
import { BUSINESS_NUMBER_MESSAGE } from "./messages.js";

// Published numbers of well-known companies, and numbers whose check digit was worked out by hand
// (1058100060: 77 + carry 3 = 80, check digit 0).
const VALID = [
  "1248100998",
  "2208162517",
  "1208147521",
  "1208800767",
  "1078614075",
  "1058100060",
  "1234567891",
  "9999999997",
  "0000000000",
];

// With weights 1, 3 and 7 (prime to 10) and the ninth digit's 5d + floor(5d / 10) taking ten different values
// mod 10, changing any single digit must break the checksum.
const ONE_DIGIT_OFF = VALID.slice(0, 6).flatMap((valid) =>
  Array.from(valid).flatMap((digit, position) =>
    Array.from({ length: 10 }, (_, replacement) => String(replacement))
      .filter((replacement) => replacement !== digit)
      .map((replacement) => valid.slice(0, position) + replacement + valid.slice(position + 1)),
  ),
);

describe("isValidBusinessNumber", () => {
  it.each(VALID)("%s is valid", (value) => {
    expect(isValidBusinessNumber(value)).toBe(true);
  });

  it.each([
    ["1248100997", "check digit one less"],
    ["1248100999", "check digit one more"],
    ["2208162518", "check digit off"],
    ["1208147520", "check digit off"],
    ["1058100061", "check digit off"],
    ["124-81-00998", "hyphenated"],
    ["124810099", "nine digits"],
    ["12481009980", "eleven digits"],
    ["124810099a", "letter"],
    [" 1248100998", "leading space"],
    ["１２４８１００９９８", "full-width digits"],
    ["", "empty"],
  ])("%s is invalid (%s)", (value) => {
    expect(isValidBusinessNumber(value)).toBe(false);
  });

  it(`rejects all ${ONE_DIGIT_OFF.length} one-digit variants of six valid numbers`, () => {
    expect(ONE_DIGIT_OFF).toHaveLength(6 * 10 * 9);
    expect(ONE_DIGIT_OFF.filter(isValidBusinessNumber)).toEqual([]);
  });
});

describe("businessNumber rule", () => {
  it.each([
    ["1248100998", null],
    ["2208162517", null],
    ["", null],
    [null, null],
    [undefined, null],
    ["124-81-00998", BUSINESS_NUMBER_MESSAGE],
    ["1248100997", BUSINESS_NUMBER_MESSAGE],
    ["사업자번호", BUSINESS_NUMBER_MESSAGE],
    [1248100998, null],
    [{ value: "1248100998" }, BUSINESS_NUMBER_MESSAGE],
  ])("%j → %s", (value, expected) => {
    expect(businessNumber(value)).toBe(expected);
  });

  it("keeps SPEC §5's wording (no space before 해주세요)", () => {
    expect(BUSINESS_NUMBER_MESSAGE).toBe("사업자등록번호를 '-'없이 정확히 입력해주세요.");
  });
});

describe("formatBusinessNumber", () => {
  it.each([
    ["1248100998", "124-81-00998"],
    ["2208162517", "220-81-62517"],
    ["124-81-00998", "124-81-00998"],
    ["12481-00998", "124-81-00998"],
    ["124810099", "124810099"],
    ["", ""],
    ["abc", "abc"],
  ])("%s → %s", (value, expected) => {
    expect(formatBusinessNumber(value)).toBe(expected);
  });
});
