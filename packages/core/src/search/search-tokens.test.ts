import { describe, expect, it } from "vitest";
import {
  buildSearchDocument,
  choseongWordTokens,
  textWordTokens,
  toBigrams,
  toHangulUnigrams,
} from "./search-tokens.js";

describe("toBigrams", () => {
  it.each([
    ["한우", ["한우"]],
    ["한우등심", ["한우", "우등", "등심"]],
    ["한우한우", ["한우", "우한"]],
    ["1++", ["1+", "++"]],
    ["ㅎㅇㄷㅅ", ["ㅎㅇ", "ㅇㄷ", "ㄷㅅ"]],
    ["한", []],
    ["", []],
  ])("%j → %j", (text, expected) => {
    expect(toBigrams(text)).toEqual(expected);
  });
});

describe("toHangulUnigrams", () => {
  it.each([
    ["한우등심500g", ["한", "우", "등", "심"]],
    ["배배", ["배"]],
    ["abc", []],
  ])("%j → %j", (text, expected) => {
    expect(toHangulUnigrams(text)).toEqual(expected);
  });
});

describe("textWordTokens", () => {
  it.each([
    ["한우", ["한우"]],
    ["한우등심", ["한우", "우등", "등심"]],
    ["배", ["배"]],
    ["a", []],
    ["1", []],
    ["1++", ["1+", "++"]],
  ])("%j → %j", (word, expected) => {
    expect(textWordTokens(word)).toEqual(expected);
  });
});

describe("choseongWordTokens", () => {
  it.each([
    ["ㅎㅇ", ["ㅎㅇ"]],
    ["ㅎㅇㄷㅅ", ["ㅎㅇ", "ㅇㄷ", "ㄷㅅ"]],
    ["ㅎ", []],
  ])("%j → %j", (word, expected) => {
    expect(choseongWordTokens(word)).toEqual(expected);
  });
});

describe("buildSearchDocument", () => {
  // A change to this output must come with a bump of SEARCH_DOCUMENT_VERSION (stored rows are rebuilt).
  it("indexes the spacing-free name and brand apart, with their initial consonants", () => {
    const document = buildSearchDocument(["1++ 한우 등심 (구이용) 500g", "대관령한우"]);
    expect(document.searchText).toBe("1++한우등심구이용500g 대관령한우");
    expect(document.searchChoseong).toBe("1++ㅎㅇㄷㅅㄱㅇㅇ500g ㄷㄱㄹㅎㅇ");
    expect(new Set(document.searchTokens)).toEqual(
      new Set([
        // name: Hangul unigrams, bigrams of the compact text
        ...["한", "우", "등", "심", "구", "이", "용"],
        ...["1+", "++", "+한", "한우", "우등", "등심", "심구", "구이", "이용", "용5", "50", "00", "0g"],
        // brand
        ...["대", "관", "령"],
        ...["대관", "관령", "령한"],
        // initial-consonant bigrams (those mixed with digits are left out)
        ...["ㅎㅇ", "ㅇㄷ", "ㄷㅅ", "ㅅㄱ", "ㄱㅇ", "ㅇㅇ"],
        ...["ㄷㄱ", "ㄱㄹ", "ㄹㅎ"],
      ]),
    );
  });

  it("holds each token once and no token across two fields", () => {
    const document = buildSearchDocument(["한우 한우", "우한"]);
    expect(document.searchTokens).toEqual(["한", "우", "한우", "우한", "ㅎㅇ", "ㅇㅎ"]);
    expect(buildSearchDocument(["한", "우"]).searchTokens).not.toContain("한우");
  });

  it("leaves out empty fields", () => {
    expect(buildSearchDocument(["", "닭가슴살", "  "])).toMatchObject({
      searchText: "닭가슴살",
      searchChoseong: "ㄷㄱㅅㅅ",
    });
  });
});
