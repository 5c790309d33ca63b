import { describe, expect, it } from "vitest";
import {
  clearLogin,
  clearTokenStatus,
  commitShopperSession,
  ensureCsrfToken,
  hasGuestToken,
  hasShopperState,
  isLoggedIn,
  isSecureRequest,
  loadShopperSession,
  slideLogin,
  storeGuestToken,
  storeLogin,
  tokenStatusOf,
} from "./session.server";

const grant = {
  token: "tok_abcdefghijklmnopqrstuvwxyz",
  role: "ROLE_USER" as const,
  loginType: "NORMAL" as const,
  code: "SUCCESS" as const,
  salesonId: "site-1",
  timeoutMinutes: 30,
};

async function roundTrip(request: Request, now?: number) {
  const { session } = await loadShopperSession(request, now);
  return session;
}

function requestWith(cookie: string, url = "http://shop.test/") {
  return new Request(url, { headers: { cookie: cookie.split(";")[0]! } });
}

describe("shopper session", () => {
  it("keeps a login in an HttpOnly, SameSite=Lax cookie that lives as long as the timeout", async () => {
    const request = new Request("http://shop.test/");
    const session = await roundTrip(request);
    storeLogin(session, grant, 1_000);
    const cookie = await commitShopperSession(request, session);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=1800/);
    expect(cookie).not.toMatch(/Secure/);

    const again = await roundTrip(requestWith(cookie), 2_000);
    expect(isLoggedIn(again)).toBe(true);
    expect(again.get("token")).toBe(grant.token);
    expect(again.get("salesonId")).toBe("site-1");
  });

  it("is Secure when the shopper came over HTTPS, directly or through a proxy", async () => {
    expect(isSecureRequest(new Request("https://shop.test/"))).toBe(true);
    expect(isSecureRequest(new Request("http://shop.test/", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
    expect(isSecureRequest(new Request("http://shop.test/", { headers: { "x-forwarded-proto": "http" } }))).toBe(false);
    const request = new Request("http://shop.test/", { headers: { "x-forwarded-proto": "https" } });
    const session = await roundTrip(request);
    expect(await commitShopperSession(request, session)).toMatch(/Secure/);
  });

  it("drops a login past its expiry even if the browser still sends the cookie", async () => {
    const request = new Request("http://shop.test/");
    const session = await roundTrip(request);
    storeLogin(session, grant, 0);
    const cookie = await commitShopperSession(request, session);
    const { session: later, expired } = await loadShopperSession(requestWith(cookie), 30 * 60_000 + 1);
    expect(expired).toBe(true);
    expect(isLoggedIn(later)).toBe(false);
    expect(later.has("token")).toBe(false);
  });

  it("slides the expiry at most once a minute", async () => {
    const session = await roundTrip(new Request("http://shop.test/"));
    storeLogin(session, grant, 0);
    expect(slideLogin(session, 30_000)).toBe(false);
    expect(slideLogin(session, 60_000)).toBe(true);
    expect(session.get("expiresAt")).toBe(60_000 + 30 * 60_000);
  });

  it("without a server timeout the cookie is a browser-session cookie and never expires by itself", async () => {
    const request = new Request("http://shop.test/");
    const session = await roundTrip(request);
    storeLogin(session, { ...grant, timeoutMinutes: 0 }, 0);
    expect(session.get("timeoutMinutes")).toBe(-1);
    const cookie = await commitShopperSession(request, session);
    expect(cookie).not.toMatch(/Max-Age/);
    expect(slideLogin(session, 10 * 60_000)).toBe(false);
    expect((await loadShopperSession(requestWith(cookie), 10 ** 12)).expired).toBe(false);
  });

  it.each([
    ["PASSWORD_EXPIRED", false],
    ["TEMP_PASSWORD", false],
    ["TRANSFER_REQUIRED", false],
    ["SNS_JOIN_REQUIRED", false],
    ["SUCCESS", true],
    ["SNS_CONNECTED", true],
  ] as const)("a %s token is a login: %s", async (code, loggedIn) => {
    const session = await roundTrip(new Request("http://shop.test/"));
    storeLogin(session, { ...grant, code });
    expect(isLoggedIn(session)).toBe(loggedIn);
    expect(tokenStatusOf(session)).toBe(loggedIn ? null : code);
    clearTokenStatus(session);
    expect(isLoggedIn(session)).toBe(true);
  });

  it("a guest token is not a login", async () => {
    const session = await roundTrip(new Request("http://shop.test/"));
    storeLogin(session, { ...grant, role: "ROLE_GUEST" });
    expect(isLoggedIn(session)).toBe(false);
  });

  it("a cart's guest token (storeGuestToken) is kept with its site id and expiry, keeps the CSRF token and is no login", async () => {
    const session = await roundTrip(new Request("http://shop.test/"));
    const csrf = ensureCsrfToken(session).token;
    storeGuestToken(
      session,
      { token: "tok_guest_abcdefghijklmnopqrstu", salesonId: "site-g", timeoutMinutes: 60 },
      1_000,
    );
    expect(hasGuestToken(session)).toBe(true);
    expect(isLoggedIn(session)).toBe(false);
    expect(session.get("salesonId")).toBe("site-g");
    expect(session.get("expiresAt")).toBe(1_000 + 60 * 60_000);
    expect(session.get("csrf")).toBe(csrf);
    // Logging in replaces it with the member's token: nothing of the guest outlives a later logout.
    storeLogin(session, grant);
    expect(hasGuestToken(session)).toBe(false);
    clearLogin(session);
    expect(session.has("token")).toBe(false);
  });

  it.each([
    ["a member's token", () => grant, false],
    [
      "a social login's token waiting for sns-join",
      () => ({ ...grant, role: "ROLE_GUEST" as const, code: "SNS_JOIN_REQUIRED" as const }),
      false,
    ],
  ])("%s is not a cart's guest token", async (_case, login, expected) => {
    const session = await roundTrip(new Request("http://shop.test/"));
    storeLogin(session, login());
    expect(hasGuestToken(session)).toBe(expected);
  });

  it("logging in or out replaces the CSRF token", async () => {
    const session = await roundTrip(new Request("http://shop.test/"));
    const first = ensureCsrfToken(session);
    expect(first.created).toBe(true);
    expect(ensureCsrfToken(session)).toEqual({ token: first.token, created: false });
    storeLogin(session, grant);
    const afterLogin = session.get("csrf");
    expect(afterLogin).not.toBe(first.token);
    clearLogin(session);
    expect(session.get("csrf")).not.toBe(afterLogin);
    expect(session.has("token")).toBe(false);
  });

  it("refuses a cookie signed with another secret", async () => {
    const request = new Request("http://shop.test/");
    const session = await roundTrip(request);
    storeLogin(session, grant);
    const cookie = await commitShopperSession(request, session);
    const [name, value] = cookie.split(";")[0]!.split("=");
    const [payload] = decodeURIComponent(value!).split(".");
    const forged = `${name}=${encodeURIComponent(`${payload}.forgedsignature`)}`;
    expect(isLoggedIn(await roundTrip(new Request("http://shop.test/", { headers: { cookie: forged } })))).toBe(false);
  });
});

describe("hasShopperState (may the page be every guest's? decision 023)", () => {
  it.each([
    ["no cookie", null],
    ["an unreadable cookie", "__shop_session=not-a-sealed-session"],
  ])("%s → false", async (_name, cookie) => {
    const request = new Request("http://shop.test/", cookie ? { headers: { cookie } } : {});
    expect(hasShopperState(await roundTrip(request))).toBe(false);
  });

  it.each([
    ["a CSRF token", (session: Awaited<ReturnType<typeof roundTrip>>) => void ensureCsrfToken(session)],
    ["a guest cart token", (session: Awaited<ReturnType<typeof roundTrip>>) => storeGuestToken(session, grant)],
    ["a login", (session: Awaited<ReturnType<typeof roundTrip>>) => storeLogin(session, grant)],
    ["only an alert to show", (session: Awaited<ReturnType<typeof roundTrip>>) => session.flash("alert", "안내")],
  ])("a session holding %s → true", async (_name, fill) => {
    const request = new Request("http://shop.test/");
    const session = await roundTrip(request);
    fill(session);
    const cookie = (await commitShopperSession(request, session)).split(";")[0]!;
    expect(hasShopperState(await roundTrip(new Request("http://shop.test/", { headers: { cookie } })))).toBe(true);
  });
});
