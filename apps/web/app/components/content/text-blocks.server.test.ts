import { describe, expect, it } from "vitest";
import { toTextBlocks } from "./text-blocks.server";

describe("toTextBlocks", () => {
  it.each([
    ["plain text keeps its line breaks", "첫 줄\n둘째 줄", [{ kind: "paragraph", text: "첫 줄\n둘째 줄" }]],
    [
      "blank lines split plain text into paragraphs",
      "하나\r\n\r\n둘",
      [
        { kind: "paragraph", text: "하나" },
        { kind: "paragraph", text: "둘" },
      ],
    ],
    [
      "headings, paragraphs and ordered lists of a policy",
      "<h3>제1조 (목적)</h3>\n<p>이 약관은   목적으로 합니다.</p><ol><li>하나</li><li><strong>둘</strong></li></ol>",
      [
        { kind: "heading", text: "제1조 (목적)" },
        { kind: "paragraph", text: "이 약관은 목적으로 합니다." },
        { kind: "list", ordered: true, items: ["하나", "둘"] },
      ],
    ],
    [
      "<br> breaks a line inside a paragraph",
      "<p>첫 줄<br>둘째 줄</p>",
      [{ kind: "paragraph", text: "첫 줄\n둘째 줄" }],
    ],
    [
      "markup is dropped and entities decoded, never kept as markup",
      '<div><p onclick="x()">A &amp; B <script>alert(1)</script></p></div>',
      [{ kind: "paragraph", text: "A & B" }],
    ],
    [
      "loose inline text between blocks becomes its own paragraph",
      "앞 <b>굵게</b><p>문단</p>뒤",
      [
        { kind: "paragraph", text: "앞 굵게" },
        { kind: "paragraph", text: "문단" },
        { kind: "paragraph", text: "뒤" },
      ],
    ],
    ["empty content has no blocks", "<p> </p>", []],
  ])("%s", (_name, source, expected) => {
    expect(toTextBlocks(source)).toEqual(expected);
  });
});
