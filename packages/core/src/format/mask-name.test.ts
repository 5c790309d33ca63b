import { describe, expect, it } from "vitest";
import { maskName } from "./mask-name.js";

describe("maskName", () => {
  it.each([
    ["김철수", "김**"],
    ["남궁민수", "남***"],
    ["이솔", "이*"],
    ["박", "박*"],
    ["  최유리 ", "최**"],
    ["Tom", "T**"],
    ["", "***"],
    ["   ", "***"],
    ["😀한우", "😀**"],
  ])("%j → %j", (name, expected) => {
    expect(maskName(name)).toBe(expected);
  });
});
