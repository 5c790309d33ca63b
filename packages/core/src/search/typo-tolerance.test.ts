import { describe, expect, it } from "vitest";
import { decomposeHangul } from "./hangul-jamo.js";
import {
  allowedJamoEdits,
  isCorrectableWord,
  isWithinTypoTolerance,
  jamoEditDistance,
  jamoTokens,
  pickTypoCorrection,
  typoCandidateFilter,
  vocabularyTerms,
} from "./typo-tolerance.js";

describe("jamoEditDistance", () => {
  it.each([
    ["등심", "등심", 0],
    ["등섬", "등심", 1],
    ["목쌀", "목살", 1],
    ["삼겹쌀", "삼겹살", 1],
    ["항졍살", "항정살", 1],
    ["달", "닭", 1],
    ["한우등섬", "한우등심", 1],
    ["한우", "한돈", 3],
    ["갈비살", "갈비탕", 2],
    ["등심", "안심", 3],
    // two neighbouring jamo swapped is one edit
    ["ㄷㅡㅇㅅㅣㅁ", "ㄷㅇㅡㅅㅣㅁ", 1],
    ["beef", "bef", 1],
    ["", "한우", 5],
    ["한우", "", 5],
  ])("%j ↔ %j = %i", (a, b, distance) => {
    expect(jamoEditDistance(a, b)).toBe(distance);
    expect(jamoEditDistance(b, a)).toBe(distance);
  });
});

describe("allowedJamoEdits", () => {
  it.each([
    ["배", 0],
    ["닭", 0],
    ["cj", 0],
    ["한우", 1],
    ["등심", 1],
    ["항정살", 1],
    ["beef", 1],
    ["한우등심", 2],
    ["닭가슴살", 2],
  ])("%j → %i", (word, edits) => {
    expect(allowedJamoEdits(word)).toBe(edits);
  });
});

describe("isWithinTypoTolerance", () => {
  it.each([
    ["등섬", "등심", true],
    ["등심", "등심", true],
    ["목쌀", "목살", true],
    ["뱌", "배", false],
    ["갈비살", "갈비탕", false],
    ["한우등섬", "한우등심", true],
    ["한우덩섬", "한우등심", true],
    ["한우안심", "한우등심", false],
  ])("%j ~ %j → %s", (query, candidate, expected) => {
    expect(isWithinTypoTolerance(query, candidate)).toBe(expected);
  });
});

describe("isCorrectableWord", () => {
  it.each([
    ["등섬", true],
    ["beef", true],
    ["배", false],
    ["500g", false],
    ["1++", false],
    ["cj", false],
  ])("%j → %s", (word, expected) => {
    expect(isCorrectableWord(word)).toBe(expected);
  });
});

describe("jamoTokens", () => {
  it("is the bigrams of the jamo", () => {
    expect(jamoTokens("등심")).toEqual(["ㄷㅡ", "ㅡㅇ", "ㅇㅅ", "ㅅㅣ", "ㅣㅁ"]);
  });
});

describe("typoCandidateFilter", () => {
  it("bounds the overlap and length a one-edit candidate has", () => {
    expect(typoCandidateFilter("등섬")).toEqual({
      tokens: ["ㄷㅡ", "ㅡㅇ", "ㅇㅅ", "ㅅㅓ", "ㅓㅁ"],
      minSharedTokens: 2,
      minJamoLength: 5,
      maxJamoLength: 7,
    });
  });

  it("is null for a word that cannot be corrected", () => {
    expect(typoCandidateFilter("배")).toBeNull();
  });

  // The filter must never drop the true correction.
  it.each([
    ["등섬", "등심"],
    ["목쌀", "목살"],
    ["항졍살", "항정살"],
    ["한우덩섬", "한우등심"],
    ["ㄷㅇㅡㅅㅣㅁ", "ㄷㅡㅇㅅㅣㅁ"],
    ["삼겹살", "삼겹쌀"],
    ["닥가슴살", "닭가슴살"],
  ])("keeps %j → %j", (typo, term) => {
    const filter = typoCandidateFilter(typo)!;
    const termTokens = new Set(jamoTokens(term));
    const shared = filter.tokens.filter((token) => termTokens.has(token)).length;
    const length = [...decomposeHangul(term)].length;
    expect(shared).toBeGreaterThanOrEqual(filter.minSharedTokens);
    expect(length).toBeGreaterThanOrEqual(filter.minJamoLength);
    expect(length).toBeLessThanOrEqual(filter.maxJamoLength);
  });
});

describe("pickTypoCorrection", () => {
  const vocabulary = [
    { term: "등심", docCount: 300 },
    { term: "안심", docCount: 200 },
    { term: "목살", docCount: 250 },
    { term: "목심", docCount: 40 },
    { term: "한우등심", docCount: 120 },
    { term: "사골", docCount: 10 },
  ];

  it.each([
    ["등섬", "등심"],
    ["등심", "등심"],
    ["목쌀", "목살"],
    ["한우등섬", "한우등심"],
    ["사괄", "사골"],
    ["갈비탕", null],
    ["배", null],
  ])("%j → %j", (word, expected) => {
    expect(pickTypoCorrection(word, vocabulary)).toBe(expected);
  });

  it("prefers the commoner term among equally close ones", () => {
    expect(jamoEditDistance("목실", "목심")).toBe(1);
    expect(jamoEditDistance("목실", "목살")).toBe(1);
    expect(pickTypoCorrection("목실", vocabulary)).toBe("목살");
    expect(pickTypoCorrection("목실", [{ term: "목심", docCount: 999 }, ...vocabulary])).toBe("목심");
  });
});

describe("vocabularyTerms", () => {
  it.each([
    ["1++ 한우 등심 (구이용) 500g", ["한우", "등심", "한우등심", "구이용", "등심구이용"]],
    ["국내산 닭가슴살 1kg", ["국내산", "닭가슴살", "국내산닭가슴살"]],
    ["나주 배 5kg", ["나주"]],
    ["CJ 비비고 왕교자", ["비비고", "왕교자", "비비고왕교자"]],
  ])("%j → %j", (name, terms) => {
    expect(vocabularyTerms([name])).toEqual(terms);
  });

  it("does not join words of two fields", () => {
    expect(vocabularyTerms(["한우 등심", "대관령한우"])).toEqual(["한우", "등심", "한우등심", "대관령한우"]);
  });
});
