import { describe, expect, it } from "vitest";
import { decomposeHangul, extractChoseong, isChoseong, isChoseongQuery, isHangulSyllable } from "./hangul-jamo.js";

describe("isHangulSyllable", () => {
  it.each([
    ["가", true],
    ["힣", true],
    ["한", true],
    ["ㄱ", false],
    ["ㅏ", false],
    ["a", false],
    ["1", false],
    ["", false],
    ["\u1112", false],
  ])("%j → %s", (char, expected) => {
    expect(isHangulSyllable(char)).toBe(expected);
  });
});

describe("isChoseong", () => {
  it.each([
    ["ㄱ", true],
    ["ㄲ", true],
    ["ㅎ", true],
    ["ㄳ", false],
    ["ㅏ", false],
    ["가", false],
    ["g", false],
  ])("%j → %s", (char, expected) => {
    expect(isChoseong(char)).toBe(expected);
  });
});

describe("extractChoseong", () => {
  it.each([
    ["한우", "ㅎㅇ"],
    ["한우등심", "ㅎㅇㄷㅅ"],
    ["1++한우등심500g", "1++ㅎㅇㄷㅅ500g"],
    ["꽃등심", "ㄲㄷㅅ"],
    ["닭가슴살", "ㄷㄱㅅㅅ"],
    ["쌈채소", "ㅆㅊㅅ"],
    ["cj 비비고", "cj ㅂㅂㄱ"],
    ["가힣", "ㄱㅎ"],
    ["ㅎㅇ", "ㅎㅇ"],
    ["", ""],
  ])("%j → %j", (text, expected) => {
    expect(extractChoseong(text)).toBe(expected);
  });
});

describe("isChoseongQuery", () => {
  it.each([
    ["ㅎㅇ", true],
    ["ㄷㅅ", true],
    ["ㅎ", true],
    ["ㅎㅇ ㄷㅅ", true],
    ["ㄲㄸㅃㅆㅉ", true],
    ["한우", false],
    ["ㅎ우", false],
    ["ㅎㅇ1", false],
    ["ㅏㅓ", false],
    ["ㄳ", false],
    ["", false],
    ["  ", false],
  ])("%j → %s", (query, expected) => {
    expect(isChoseongQuery(query)).toBe(expected);
  });
});

describe("decomposeHangul", () => {
  it.each([
    ["한우", "ㅎㅏㄴㅇㅜ"],
    ["등심", "ㄷㅡㅇㅅㅣㅁ"],
    ["등섬", "ㄷㅡㅇㅅㅓㅁ"],
    ["닭", "ㄷㅏㄹㄱ"],
    ["과일", "ㄱㅗㅏㅇㅣㄹ"],
    ["외", "ㅇㅗㅣ"],
    ["의", "ㅇㅡㅣ"],
    ["값", "ㄱㅏㅂㅅ"],
    ["쌈", "ㅆㅏㅁ"],
    ["1++한우", "1++ㅎㅏㄴㅇㅜ"],
    ["beef", "beef"],
    ["ㄺ", "ㄹㄱ"],
    ["ㅎㅇ", "ㅎㅇ"],
    ["", ""],
  ])("%j → %j", (text, expected) => {
    expect(decomposeHangul(text)).toBe(expected);
  });
});
