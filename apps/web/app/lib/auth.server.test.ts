import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN, testShopper } from "../test/shopper-requests";
import {
  assertSameOrigin,
  currentTarget,
  loginHref,
  readProtectedForm,
  safeTarget,
  tokenCallSignature,
} from "./auth.server";
import { commitShopperSession, getShopperSession, storeGuestToken } from "./session.server";

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

describe("readProtectedForm", () => {
  // A session with a CSRF token (a member, or any shopper whose page view made one), and one holding only a guest
  // cart token: made from a page that came from the shared page cache, which carries no token (decision 023).
  async function shopperCookie(
    kind: "none" | "with token" | "guest cart only",
  ): Promise<{ cookie?: string; csrf?: string }> {
    if (kind === "none") return {};
    if (kind === "with token") return testShopper({ member: true });
    const request = new Request(`${TEST_ORIGIN}/`);
    const session = await getShopperSession(request);
    storeGuestToken(session, { token: "tok_guest", salesonId: "site-guest", timeoutMinutes: 30 });
    return { cookie: (await commitShopperSession(request, session)).split(";")[0] };
  }

  const sameOrigin = { "sec-fetch-site": "same-origin", origin: TEST_ORIGIN };
  it.each([
    // The token decides for a session that has one.
    { session: "with token", token: "right", headers: sameOrigin, accepted: true },
    { session: "with token", token: "right", headers: {}, accepted: true, note: "a browser without the headers" },
    { session: "with token", token: "none", headers: sameOrigin, accepted: false },
    { session: "with token", token: "wrong", headers: sameOrigin, accepted: false },
    { session: "with token", token: "right", headers: { origin: "https://evil.example" }, accepted: false },
    // No token yet: the browser's same-origin proof decides.
    { session: "none", token: "none", headers: { "sec-fetch-site": "same-origin" }, accepted: true },
    { session: "none", token: "none", headers: { origin: TEST_ORIGIN }, accepted: true },
    {
      session: "none",
      token: "none",
      headers: { origin: "https://www.shop.example", "x-forwarded-host": "www.shop.example" },
      accepted: true,
    },
    { session: "guest cart only", token: "none", headers: sameOrigin, accepted: true },
    { session: "none", token: "none", headers: {}, accepted: false, note: "neither header: nothing vouches" },
    { session: "none", token: "none", headers: { "sec-fetch-site": "none" }, accepted: false },
    { session: "none", token: "none", headers: { "sec-fetch-site": "cross-site" }, accepted: false },
    {
      session: "none",
      token: "none",
      headers: { "sec-fetch-site": "same-site", origin: TEST_ORIGIN },
      accepted: false,
    },
    { session: "none", token: "none", headers: { origin: "https://evil.example" }, accepted: false },
    { session: "none", token: "none", headers: { origin: "null" }, accepted: false },
    { session: "guest cart only", token: "none", headers: {}, accepted: false },
  ] as const)(
    "session $session, token $token, headers $headers → accepted $accepted",
    async ({ session, token, headers, accepted }) => {
      const shopper = await shopperCookie(session);
      const fields = new URLSearchParams({ loginId: "hong1234" });
      if (token === "right") fields.set("csrf", shopper.csrf ?? "");
      if (token === "wrong") fields.set("csrf", "not-the-token");
      const request = new Request(`${TEST_ORIGIN}/user/login`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(shopper.cookie ? { cookie: shopper.cookie } : {}),
          ...(headers as Record<string, string>),
        },
        body: fields,
      });
      const read = readProtectedForm(request);
      if (accepted) expect((await read).form.get("loginId")).toBe("hong1234");
      else await expect(read).rejects.toMatchObject({ init: { status: 403 } });
    },
  );

  it("gives a guest refused for want of proof a session with a token, so the retry after a reload goes through", async () => {
    const bare = (headers: Record<string, string>, body: URLSearchParams) =>
      new Request(`${TEST_ORIGIN}/user/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    const refusal = await readProtectedForm(bare({}, new URLSearchParams({ loginId: "hong1234" }))).catch((e) => e);
    expect(refusal.init.status).toBe(403);
    const cookie = String(new Headers(refusal.init.headers).get("set-cookie")).split(";")[0]!;
    const session = await getShopperSession(new Request(TEST_ORIGIN, { headers: { cookie } }));
    const token = session.get("csrf");
    expect(token).toMatch(/^[\w-]{32}$/);
    // The reloaded page carries the token: with it the same browser's post is accepted, without it still refused.
    const retry = bare({ cookie }, new URLSearchParams({ loginId: "hong1234", csrf: token! }));
    expect((await readProtectedForm(retry)).form.get("loginId")).toBe("hong1234");
    await expect(readProtectedForm(bare({ cookie }, new URLSearchParams({ loginId: "x" })))).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});
