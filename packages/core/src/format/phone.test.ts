import { describe, expect, it } from "vitest";
import { formatPhoneNumber, maskPhoneNumber } from "./phone.js";

describe("formatPhoneNumber", () => {
  it.each([
    ["01012345678", "010-1234-5678"],
    ["0111234567", "011-123-4567"],
    ["010-1234-5678", "010-1234-5678"],
    ["0212345678", "02-1234-5678"],
    ["021234567", "02-123-4567"],
    ["0311234567", "031-123-4567"],
    ["07012345678", "070-1234-5678"],
    ["15880061", "1588-0061"],
    ["12345", "12345"],
    ["", ""],
    ["전화 없음", "전화 없음"],
  ])("%j → %j", (value, formatted) => {
    expect(formatPhoneNumber(value)).toBe(formatted);
  });
});

describe("maskPhoneNumber", () => {
  it.each([
    ["01012345678", "010-****-5678"],
    ["0111234567", "011-***-4567"],
    ["0212345678", "02-****-5678"],
    ["15880061", "1588-****"],
    ["12345", "*****"],
    ["", "****"],
  ])("%j → %j", (value, masked) => {
    expect(maskPhoneNumber(value)).toBe(masked);
  });
});
