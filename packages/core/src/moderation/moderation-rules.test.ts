import { describe, expect, it } from "vitest";
import {
  BLOCK_MESSAGES,
  blockProblem,
  REPORT_MESSAGES,
  REPORT_REASONS,
  reportProblem,
  reportReasonLabel,
} from "./moderation-rules.js";

describe("reportProblem", () => {
  it.each([
    ["ABUSE", undefined, null],
    ["AD", "  ", null],
    ["ETC", "상품과 무관한 링크를 계속 올립니다.", null],
    ["ETC", undefined, REPORT_MESSAGES.OTHER_TEXT_REQUIRED],
    ["ETC", "   \n ", REPORT_MESSAGES.OTHER_TEXT_REQUIRED],
    ["", undefined, REPORT_MESSAGES.REASON_REQUIRED],
    ["abuse", undefined, REPORT_MESSAGES.REASON_REQUIRED],
    ["SPAM", "가".repeat(300), null],
    ["SPAM", "가".repeat(301), REPORT_MESSAGES.TEXT_TOO_LONG],
  ])("%s with %j → %s", (code, text, expected) => {
    expect(reportProblem(code, text)).toBe(expected);
  });

  it("offers the Korean shops' reasons, 기타 last", () => {
    expect(REPORT_REASONS.map((reason) => reason.label)).toEqual([
      "욕설/비방",
      "음란/선정성",
      "광고/홍보",
      "개인정보 노출",
      "도배",
      "상품과 관계없는 내용",
      "기타",
    ]);
    expect(reportReasonLabel("PRIVACY")).toBe("개인정보 노출");
    expect(reportReasonLabel("OLD")).toBe("OLD");
  });
});

describe("blockProblem", () => {
  it.each([
    [1, 2, null],
    [1, 1, BLOCK_MESSAGES.SELF],
    [1, null, BLOCK_MESSAGES.NO_AUTHOR],
  ])("member %i blocking author %s → %s", (member, author, expected) => {
    expect(blockProblem(member, author)).toBe(expected);
  });
});
