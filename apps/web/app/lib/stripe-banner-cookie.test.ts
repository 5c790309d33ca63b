import { describe, expect, it } from "vitest";
import { isStripeBannerClosed, stripeBannerClosedCookie } from "./stripe-banner-cookie";

describe("stripe banner cookie", () => {
  it("hides for one day on every path", () => {
    const cookie = stripeBannerClosedCookie();
    expect(cookie).toMatch(/^stripe_banner_closed=1;/);
    expect(cookie).toContain("Max-Age=86400");
    expect(cookie).toContain("Path=/");
  });

  it.each([
    ["stripe_banner_closed=1", true],
    ["a=b; stripe_banner_closed=1; c=d", true],
    ["stripe_banner_closed=0", false],
    ["xstripe_banner_closed=1", false],
    ["", false],
    [null, false],
  ])("%j → %s", (header, expected) => {
    expect(isStripeBannerClosed(header)).toBe(expected);
  });
});
