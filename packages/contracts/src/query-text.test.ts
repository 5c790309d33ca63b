import { describe, expect, it } from "vitest";
import { itemListQuerySchema } from "./catalog.js";
import { UNUSABLE_CHARACTER_MESSAGE } from "./common.js";
import { faqListQuerySchema, noticeListQuerySchema } from "./content.js";
import { searchResultQuerySchema } from "./search.js";

// The storefront parses its pages' URLs with these schemas and drops what fails: a free-text value the API would
// refuse (a NUL byte) must fail here too, or the page passes it on and shows an error instead of the list.
describe("free-text query values follow the one text rule", () => {
  it.each([
    ["FAQ keyword", faqListQuerySchema, { keyword: "a\u0000b" }, "keyword"],
    ["FAQ category", faqListQuerySchema, { category: "\u0000" }, "category"],
    ["notice keyword", noticeListQuerySchema, { keyword: "a\u0000" }, "keyword"],
    ["item livestock", itemListQuerySchema, { livestock: "a\u0000b" }, "livestock"],
    ["item grade", itemListQuerySchema, { grade: "1\u0000" }, "grade"],
    ["search query", searchResultQuerySchema, { query: "한우\u0000" }, "query"],
  ])("%s", (_, schema, input, field) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      field,
      UNUSABLE_CHARACTER_MESSAGE,
    ]);
  });

  it("the same text without it passes", () => {
    expect(faqListQuerySchema.safeParse({ keyword: "한우 ' OR 1=1--", category: "배송" }).success).toBe(true);
    expect(itemListQuerySchema.safeParse({ livestock: "hanwoo", grade: "1++" }).success).toBe(true);
  });
});
