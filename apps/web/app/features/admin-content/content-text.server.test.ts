import { describe, expect, it } from "vitest";
import { editableText } from "./content-text.server";

describe("editableText", () => {
  it.each([
    ["plain text stays as written", "첫 문단\n둘째 줄\n\n셋째 문단", "첫 문단\n둘째 줄\n\n셋째 문단"],
    [
      "paragraphs become blank-line paragraphs",
      "<p>첫 문단</p><p>둘째 <strong>굵게</strong></p>",
      "첫 문단\n\n둘째 굵게",
    ],
    ["a heading becomes a paragraph", "<h2>안내</h2><p>내용</p>", "안내\n\n내용"],
    ["lists keep their marks", "<ul><li>하나</li><li>둘</li></ul><ol><li>첫째</li></ol>", "- 하나\n- 둘\n\n1. 첫째"],
    ["scripts are dropped", "<p>본문</p><script>alert(1)</script>", "본문"],
  ])("%s", (_case, source, expected) => {
    expect(editableText(source)).toBe(expected);
  });
});
