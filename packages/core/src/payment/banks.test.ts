import { describe, expect, it } from "vitest";
import { BANKS, bankNameOf, banksFor } from "./banks.js";

describe("banks", () => {
  it("has one row per three-digit code", () => {
    const codes = BANKS.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
  });

  it.each([
    ["011", "NH농협은행"],
    ["004", "KB국민은행"],
    ["092", "토스뱅크"],
    ["005", null],
    ["999", null],
  ])("names %s as %s", (code, name) => {
    expect(bankNameOf(code)).toBe(name);
  });

  it.each([
    ["virtualAccount", "011", true],
    ["virtualAccount", "090", false],
    ["virtualAccount", "089", true],
    ["refund", "090", true],
    ["refund", "012", true],
  ] as const)("%s lists %s: %s", (use, code, listed) => {
    expect(banksFor(use).some((entry) => entry.code === code)).toBe(listed);
  });

  it("keeps the list order with 농협 first", () => {
    expect(banksFor("refund")[0]).toEqual({ code: "011", name: "NH농협은행" });
    expect(banksFor("virtualAccount").map((entry) => entry.code)).toEqual([
      "011",
      "004",
      "088",
      "020",
      "081",
      "003",
      "023",
      "031",
      "032",
      "034",
      "071",
      "089",
    ]);
  });
});
