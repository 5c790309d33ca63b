import { describe, expect, it } from "vitest";
import {
  BUSINESS_LOOKUP_MESSAGES,
  businessMayJoin,
  businessStatusMessage,
  businessStatusOfCode,
  lookupDate,
} from "./business-status.js";

describe("businessStatusOfCode", () => {
  it.each([
    ["01", "ACTIVE"],
    ["02", "SUSPENDED"],
    ["03", "CLOSED"],
    [" 03 ", "CLOSED"],
    ["", null],
    ["04", null],
    ["1", null],
    [null, null],
    [undefined, null],
  ])("%j → %s", (code, expected) => {
    expect(businessStatusOfCode(code)).toBe(expected);
  });
});

describe("businessMayJoin and its message", () => {
  it.each([
    ["ACTIVE", true, BUSINESS_LOOKUP_MESSAGES.ACTIVE],
    ["SUSPENDED", true, BUSINESS_LOOKUP_MESSAGES.SUSPENDED],
    ["CLOSED", false, BUSINESS_LOOKUP_MESSAGES.CLOSED],
  ] as const)("%s → may join %s", (status, mayJoin, message) => {
    expect(businessMayJoin(status)).toBe(mayJoin);
    expect(businessStatusMessage(status)).toBe(message);
  });

  it("speaks every message politely (합니다/습니다 voice, a full sentence)", () => {
    for (const message of Object.values(BUSINESS_LOOKUP_MESSAGES)) expect(message).toMatch(/(니다|세요)\.$/);
  });
});

describe("lookupDate", () => {
  it.each([
    ["20230531", "2023-05-31"],
    ["20240229", "2024-02-29"],
    ["20230229", null],
    ["20231301", null],
    ["2023-05-31", null],
    ["", null],
    [null, null],
  ])("%j → %s", (value, expected) => {
    expect(lookupDate(value)).toBe(expected);
  });
});
