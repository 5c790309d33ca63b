import { describe, expect, it } from "vitest";
import { type QuoteLinkOptions, quoteHref, quotePdfHref } from "./quote-links";

describe("quote links", () => {
  it.each<[QuoteLinkOptions, string]>([
    [{}, ""],
    [{ cartIds: [3, 7] }, "?cartIds=3,7"],
    [{ cartIds: [] }, ""],
    [{ cartIds: [3], isPriceDisplayInQuote: true }, "?cartIds=3"],
    [{ cartIds: [3, 7], isPriceDisplayInQuote: false }, "?cartIds=3,7&isPriceDisplayInQuote=false"],
    [{ isPriceDisplayInQuote: false }, "?isPriceDisplayInQuote=false"],
  ])("%o → %s", (options, search) => {
    expect(quoteHref(options)).toBe(`/cart/invoice${search}`);
    expect(quotePdfHref(options)).toBe(`/cart/invoice/pdf${search}`);
  });
});
