import { describe, expect, it } from "vitest";
import { cardIdentityValid, cardLast4, cardNumberValid, expiryValid, luhnValid } from "./card-number.js";

describe("luhnValid and cardNumberValid", () => {
  it.each([
    ["a Visa test number", "4111111111111111", true],
    ["a Mastercard test number", "5555555555554444", true],
    ["an Amex-length (15) test number", "378282246310005", true],
    ["a Diners-length (14) test number", "30569309025904", true],
    ["spaces as typed", "4111 1111 1111 1111", true],
    ["dashes as typed", "4111-1111-1111-1111", true],
    ["the check digit off by one", "4111111111111112", false],
    ["two neighbouring digits swapped", "4111111111111161", false],
    ["13 digits", "4222222222222", false],
    ["17 digits", "41111111111111111", false],
    ["letters", "4111a11111111111", false],
    ["empty", "", false],
  ])("%s", (_case, typed, valid) => {
    expect(cardNumberValid(typed)).toBe(valid);
  });

  it.each([
    ["79927398713", true],
    ["79927398710", false],
    ["0", true],
    ["", false],
  ])("luhn of %s", (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe("expiryValid", () => {
  const now = new Date(2026, 10, 28);
  it.each([
    ["this month", "11", "26", "ok"],
    ["next year", "01", "27", "ok"],
    ["last month", "10", "26", "expired"],
    ["last year", "12", "25", "expired"],
    ["month 13", "13", "27", "format"],
    ["month 00", "00", "27", "format"],
    ["one digit", "1", "27", "format"],
    ["four-digit year", "01", "2027", "format"],
  ])("%s", (_case, month, year, expected) => {
    expect(expiryValid(month, year, now)).toBe(expected);
  });
});

describe("cardIdentityValid", () => {
  it.each([
    ["a birth date", "850314", true],
    ["a business number", "1234567890", true],
    ["month 13", "851314", false],
    ["day 00", "850300", false],
    ["eight digits", "19850314", false],
    ["letters", "85031a", false],
  ])("%s", (_case, idNo, valid) => {
    expect(cardIdentityValid(idNo)).toBe(valid);
  });
});

describe("cardLast4", () => {
  it.each([
    ["4111 1111 1111 1234", "1234"],
    ["30569309025904", "5904"],
  ])("%s", (typed, last4) => {
    expect(cardLast4(typed)).toBe(last4);
  });
});
