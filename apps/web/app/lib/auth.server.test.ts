import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { assertSameOrigin, currentTarget, loginHref, safeTarget, tokenCallSignature } from "./auth.server";

describe("safeTarget", () => {
  it.each([
    ["/mypage/modify", "/mypage/modify"],
    ["/mypage/modify?from=a&b=1", "/mypage/modify?from=a&b=1"],
    ["/items/A1#reviews", "/items/A1#reviews"],
    [null, "/"],
    [undefined, "/"],
    ["", "/"],
    ["mypage", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/path", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["javascript:alert(1)", "/"],
  ])("%j → %j", (target, expected) => {
    expect(safeTarget(target)).toBe(expected);
  });
});

describe("login target", () => {
  it("keeps the path and query of the current address", () => {
    const request = new Request("http://shop.test/mypage/order?page=2&status=done");
    expect(currentTarget(request)).toBe("/mypage/order?page=2&status=done");
    expect(loginHref(currentTarget(request))).toBe("/user/login?target=%2Fmypage%2Forder%3Fpage%3D2%26status%3Ddone");
  });
});

// The client secret is the test value of vitest.config.ts (test-client-secret-0123456789).
describe("tokenCallSignature", () => {
  it("signs the timestamp, a dot and the raw body with the client secret, in hex", () => {
    const body = JSON.stringify({ loginId: "hong01", password: "Qwas!2580zx", rememberMe: false });
    const headers = tokenCallSignature(body, 1_700_000_000_123);
    expect(headers["x-timestamp"]).toBe("1700000000123");
    const expected = createHmac("sha256", "test-client-secret-0123456789")
      .update(`1700000000123.${body}`)
      .digest("hex");
    expect(headers["x-signature"]).toBe(expected);
    expect(headers["x-signature"]).toMatch(/^[0-9a-f]{64}$/);
  });

  it("signs an empty body as the timestamp and a dot", () => {
    const headers = tokenCallSignature("", 5);
    expect(headers["x-signature"]).toBe(
      createHmac("sha256", "test-client-secret-0123456789").update("5.").digest("hex"),
    );
  });
});

describe("assertSameOrigin", () => {
  const post = (headers: Record<string, string>, url = "http://shop.test/user/login") =>
    new Request(url, { method: "POST", headers });

  it.each([
    ["no origin headers (old browsers: the CSRF token decides)", {}],
    ["same origin", { origin: "http://shop.test", "sec-fetch-site": "same-origin" }],
    ["typed into the address bar", { "sec-fetch-site": "none" }],
    [
      "behind a proxy that passes the host",
      { origin: "https://www.shop.example", "x-forwarded-host": "www.shop.example" },
    ],
  ])("lets through: %s", (_case, headers) => {
    expect(() => assertSameOrigin(post(headers))).not.toThrow();
  });

  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["a sibling site by fetch metadata", { "sec-fetch-site": "same-site", origin: "http://shop.test" }],
    ["cross-site by fetch metadata", { "sec-fetch-site": "cross-site" }],
    ["an unreadable origin", { origin: "not a url" }],
    ["same host name, other port", { origin: "http://shop.test:8080" }],
  ])("refuses: %s", (_case, headers) => {
    expect(() => assertSameOrigin(post(headers))).toThrow();
  });
});
