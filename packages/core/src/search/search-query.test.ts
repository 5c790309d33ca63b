import { describe, expect, it } from "vitest";
import { applyCorrections, correctableWords, planSearchQuery, SEARCH_QUERY_MAX_LENGTH } from "./search-query.js";

describe("planSearchQuery", () => {
  it.each([
    // a word of one or two characters is its own token: nothing is left to check
    ["한우", { normalized: "한우", compact: "한우", tokens: ["한우"], textPatterns: [], choseongPatterns: [] }],
    [
      "한우등심",
      {
        normalized: "한우등심",
        compact: "한우등심",
        tokens: ["한우", "우등", "등심"],
        textPatterns: ["한우등심"],
        choseongPatterns: [],
      },
    ],
    [
      " 한우  등심 ",
      {
        normalized: "한우 등심",
        compact: "한우등심",
        tokens: ["한우", "등심"],
        textPatterns: [],
        choseongPatterns: [],
      },
    ],
    ["삼겹살", { tokens: ["삼겹", "겹살"], textPatterns: ["삼겹살"] }],
    ["배", { compact: "배", tokens: ["배"], textPatterns: [] }],
    ["ㅎㅇ", { compact: "ㅎㅇ", tokens: ["ㅎㅇ"], textPatterns: [], choseongPatterns: [] }],
    ["ㅎㅇㄷㅅ", { tokens: ["ㅎㅇ", "ㅇㄷ", "ㄷㅅ"], choseongPatterns: ["ㅎㅇㄷㅅ"] }],
    ["ㅎㅇ ㄷㅅ", { tokens: ["ㅎㅇ", "ㄷㅅ"], choseongPatterns: [] }],
    ["한우 ㄷㅅㄱ", { tokens: ["한우", "ㄷㅅ", "ㅅㄱ"], textPatterns: [], choseongPatterns: ["ㄷㅅㄱ"] }],
    ["1++ 한우", { tokens: ["1+", "++", "한우"], textPatterns: ["1++"] }],
    // words that cannot be looked up in the index bring no tokens but are still checked
    ["한우 a", { tokens: ["한우"], textPatterns: ["a"] }],
    ["a", { tokens: [], textPatterns: ["a"] }],
    ["ㅎ", { tokens: [], choseongPatterns: ["ㅎ"] }],
    ["!!", { normalized: "", compact: "", words: [], tokens: [], textPatterns: [] }],
  ])("%j", (query, expected) => {
    expect(planSearchQuery(query)).toMatchObject(expected);
  });

  it("marks each word's kind", () => {
    expect(planSearchQuery("한우 ㄷㅅ").words).toEqual([
      { text: "한우", kind: "text" },
      { text: "ㄷㅅ", kind: "choseong" },
    ]);
  });

  it(`searches only the first ${SEARCH_QUERY_MAX_LENGTH} characters`, () => {
    const plan = planSearchQuery("한".repeat(200));
    expect(plan.compact).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(plan.tokens).toEqual(["한한"]);
  });
});

describe("correctableWords", () => {
  it.each([
    ["등섬", ["등섬"]],
    ["등섬 한우", ["등섬", "한우"]],
    ["한우등섬", ["한우등섬"]],
    ["배", []],
    ["ㄷㅅ", []],
    ["1++ 목쌀", ["목쌀"]],
    ["목쌀 500g", ["목쌀"]],
  ])("%j → %j", (query, expected) => {
    expect(correctableWords(planSearchQuery(query))).toEqual(expected);
  });
});

describe("applyCorrections", () => {
  it.each([
    ["등섬", [["등섬", "등심"]], "등심"],
    ["등섬 한우", [["등섬", "등심"]], "등심 한우"],
    [
      "등섬 목쌀",
      [
        ["등섬", "등심"],
        ["목쌀", "목살"],
      ],
      "등심 목살",
    ],
    ["한우", [["한우", "한우"]], null],
    ["한우", [], null],
  ] as const)("%j with %j → %j", (query, corrections, expected) => {
    expect(applyCorrections(planSearchQuery(query), new Map(corrections))).toBe(expected);
  });
});
