import { describe, expect, it } from "vitest";
import { compactSearchText, normalizeSearchText, searchWords } from "./search-text.js";

describe("normalizeSearchText", () => {
  it.each([
    ["1++ 한우 등심 (구이용) 500g", "1++ 한우 등심 구이용 500g"],
    ["  한우   등심  ", "한우 등심"],
    ["한우\t등심\n", "한우 등심"],
    ["한우\u3000등심", "한우 등심"],
    ["닭·오리", "닭 오리"],
    ["[특가] 한돈 삼겹살/목살", "특가 한돈 삼겹살 목살"],
    ["한우, 한돈!", "한우 한돈"],
    ["ＣＪ 비비고 １ｋｇ", "cj 비비고 1kg"],
    ["BEEF Steak", "beef steak"],
    ["한돈 1.5kg", "한돈 1.5kg"],
    ["끝.", "끝"],
    ["v.1", "v 1"],
    ["100% 국내산", "100 국내산"],
    ["한우 + 한돈", "한우 한돈"],
    ["a_b", "a b"],
    ["50%_off\\", "50 off"],
    ["\u1112\u1161\u11ab\u110b\u116e", "한우"],
    ["ㅎㅇ", "ㅎㅇ"],
    ["ㄱㅏ", "ㄱㅏ"],
    ["ﾾﾡ", "ㅎㄱ"],
    ["㈜한결", "주 한결"],
    ["", ""],
    ["!!!", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it("is idempotent", () => {
    const once = normalizeSearchText("１++ 한우 등심(구이용) ﾾﾡ 1.5KG");
    expect(normalizeSearchText(once)).toBe(once);
  });
});

describe("searchWords", () => {
  it.each([
    ["한우 등심", ["한우", "등심"]],
    ["  ", []],
    ["(주)대관령한우", ["주", "대관령한우"]],
  ])("%j → %j", (input, expected) => {
    expect(searchWords(input)).toEqual(expected);
  });
});

describe("compactSearchText", () => {
  it.each([
    ["한우 등심", "한우등심"],
    ["한우등심", "한우등심"],
    ["1++ 한우 등심 (구이용) 500g", "1++한우등심구이용500g"],
    ["Ｈａｍ & Bacon", "hambacon"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(compactSearchText(input)).toBe(expected);
  });
});
