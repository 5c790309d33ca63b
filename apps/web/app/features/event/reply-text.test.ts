import { describe, expect, it } from "vitest";
import { limitText } from "./reply-text";

describe("limitText", () => {
  it.each([
    ["", 5, "", null],
    ["가나다", 5, "가나다", null],
    ["가나다라마", 5, "가나다라마", null],
    ["가나다라마바", 5, "가나다라마", "5자를 초과 할 수 없습니다."],
    ["<script>alert(1)</script>", 8, "<script>", "8자를 초과 할 수 없습니다."],
    // The emoji is two UTF-16 units: cutting after its first unit would leave half a character.
    ["가나다라😀", 5, "가나다라", "5자를 초과 할 수 없습니다."],
    ["가나다😀라", 5, "가나다😀", "5자를 초과 할 수 없습니다."],
  ])("%j limited to %d is %j", (input, limit, text, message) => {
    expect(limitText(input, limit)).toEqual({ text, message });
  });
});
