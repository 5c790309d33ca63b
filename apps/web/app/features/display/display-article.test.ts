import { describe, expect, it } from "vitest";
import { paragraphsOf } from "./display-article";

describe("paragraphsOf", () => {
  it.each([
    ["한 줄", ["한 줄"]],
    ["첫째 줄\n둘째 줄", ["첫째 줄", "둘째 줄"]],
    ["윈도 줄바꿈\r\n다음", ["윈도 줄바꿈", "다음"]],
    ["\n  앞뒤 공백  \n\n\n빈 줄 건너뜀\n", ["앞뒤 공백", "빈 줄 건너뜀"]],
    ["", []],
  ])("%j → %j", (text, expected) => {
    expect(paragraphsOf(text)).toEqual(expected);
  });
});
