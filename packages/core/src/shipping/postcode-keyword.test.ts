import { describe, expect, it } from "vitest";
import {
  JUSO_KEYWORD_ERROR_CODES,
  keywordProblemOfJusoCode,
  POSTCODE_KEYWORD_MESSAGES,
  postcodeKeyword,
  postcodeKeywordProblem,
} from "./postcode-keyword.js";

describe("postcodeKeywordProblem: the road-name address API's keyword rules", () => {
  it.each([
    // Searchable: road names with or without a building number, building names, dongs, mixed with a postcode.
    ["테헤란로", null],
    ["테헤란로 152", null],
    ["강남파이낸스센터", null],
    ["역삼동", null],
    ["울릉 40240", null],
    ["Sejong-daero", null],
    ["Orange County", null],
    ["중앙로 1", null],
    ["서울 중구", null],
    // Refused, each as the API's error code says.
    ["", "empty"],
    ["   ", "empty"],
    [undefined, "empty"],
    [null, "empty"],
    [12345, "empty"],
    ["가", "tooShort"],
    [" 강 ", "tooShort"],
    ["a", "tooShort"],
    ["06236", "digitsOnly"],
    ["123-45", "digitsOnly"],
    ["--", "noLetters"],
    ["#12", "noLetters"],
    ["!!", "noLetters"],
    ["테헤란로 12345678901", "longNumber"],
    ["50%", "forbidden"],
    ["a=b", "forbidden"],
    ["<script>", "forbidden"],
    ["[역삼]", "forbidden"],
    ["역삼동 or 1", "forbidden"],
    ["SELECT 주소", "forbidden"],
    ["drop table", "forbidden"],
    ["서울", "sidoOnly"],
    ["서울특별시", "sidoOnly"],
    ["제주 특별 자치도", "sidoOnly"],
    ["경기도", "sidoOnly"],
    ["가".repeat(40), null],
    ["가".repeat(41), "tooLong"],
    ["a".repeat(80), null],
    ["a".repeat(81), "tooLong"],
  ])("%j → %s", (keyword, problem) => {
    expect(postcodeKeywordProblem(keyword)).toBe(problem);
  });

  it("gives the shop's message for a refused keyword and nothing for a good one", () => {
    expect(postcodeKeyword("가")).toBe("검색어는 두 글자 이상 입력해 주세요.");
    expect(postcodeKeyword("")).toBe("검색어를 입력해 주세요.");
    expect(postcodeKeyword("테헤란로")).toBeNull();
  });

  it("maps every problem to the API's code and back", () => {
    for (const [problem, code] of Object.entries(JUSO_KEYWORD_ERROR_CODES)) {
      expect(keywordProblemOfJusoCode(code)).toBe(problem);
      expect(POSTCODE_KEYWORD_MESSAGES[problem as keyof typeof POSTCODE_KEYWORD_MESSAGES]).toMatch(/[가-힣]/);
    }
    expect(keywordProblemOfJusoCode("E0001")).toBeUndefined();
    expect(keywordProblemOfJusoCode("0")).toBeUndefined();
  });
});
