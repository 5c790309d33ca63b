import type { TokenResponse } from "@shop/contracts/auth";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import {
  commitShopperSession,
  getShopperSession,
  isLoggedIn,
  storeGuestToken,
  tokenStatusOf,
} from "../../lib/session.server";
import { fakeApi } from "../../test/fake-api";
import { TEST_GUEST_TOKEN, TEST_ORIGIN } from "../../test/shopper-requests";
import { loader } from "./sns-callback";

// The social-login callback keeps a guest's cart as password login does: the guest token and its site id go along
// with the code, so the API moves the cart to the member (or keeps it on that token until sns-join).

const STATE = "state-started-at-login";
const MEMBER_TOKEN = "tok_member_after_naver_0123456789";

/** The session cookie of a shopper who pressed 네이버 로그인 (the state kept), a guest holding a cart or not. */
async function startedNaverLogin({ guest }: { guest: boolean }): Promise<string> {
  const request = new Request(`${TEST_ORIGIN}/`);
  const session = await getShopperSession(request);
  if (guest) storeGuestToken(session, { token: TEST_GUEST_TOKEN, salesonId: "site-guest", timeoutMinutes: 30 });
  session.set("snsLogin", { provider: "NAVER", state: STATE, target: "/cart" });
  return (await commitShopperSession(request, session)).split(";")[0] ?? "";
}

/** Naver sends the shopper back with code and state; records each API call's bearer and site id. */
async function comeBack(cookie: string, answer: TokenResponse) {
  const fake = fakeApi({
    "GET /api/auth/saleson-id": { body: { id: "site-fresh" } },
    "POST /api/auth/sns-token": { body: answer },
    "GET /api/auth/session-timeout": { body: { data: { timeout: 60 } } },
  });
  const sent: { path: string; authorization: string | null; salesonId: string | null }[] = [];
  const context: AppLoadContext = {
    apiFetch: (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      sent.push({ path, authorization: headers.get("authorization"), salesonId: headers.get("salesonId") });
      return fake.context.apiFetch(path, init);
    },
  };
  const request = new Request(`${TEST_ORIGIN}/user/sns/naver-callback?code=c0de&state=${STATE}`, {
    headers: { cookie },
  });
  const response = (await loader({
    request,
    url: new URL(request.url),
    pattern: "/user/sns/naver-callback",
    params: {},
    context,
  })) as Response;
  const setCookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  const session = await getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie: setCookie } }));
  return { response, sent, session, tokenCall: sent.find((call) => call.path.startsWith("/api/auth/sns-token")) };
}

describe("the Naver/Kakao callback keeps a guest's cart", () => {
  it("sends the guest token and its site id with the code, so the API merges the cart into the member's", async () => {
    const { response, sent, session, tokenCall } = await comeBack(await startedNaverLogin({ guest: true }), {
      token: MEMBER_TOKEN,
      code: "SUCCESS",
      loginType: "NAVER",
    });
    expect(tokenCall).toEqual({
      path: "/api/auth/sns-token",
      authorization: `Bearer ${TEST_GUEST_TOKEN}`,
      salesonId: "site-guest",
    });
    expect(sent.some((call) => call.path === "/api/auth/saleson-id")).toBe(false);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/cart");
    expect(session.get("token")).toBe(MEMBER_TOKEN);
    expect(session.get("salesonId")).toBe("site-guest");
    expect(isLoggedIn(session)).toBe(true);
  });

  it("a guest new to the shop goes on to sns-join holding the same token, the cart still on it", async () => {
    const { response, session, tokenCall } = await comeBack(await startedNaverLogin({ guest: true }), {
      token: TEST_GUEST_TOKEN,
      code: "SNS_JOIN_REQUIRED",
      loginType: "NAVER",
    });
    expect(tokenCall?.authorization).toBe(`Bearer ${TEST_GUEST_TOKEN}`);
    expect(response.headers.get("location")).toBe("/user/sns-join?target=%2Fcart");
    expect(session.get("token")).toBe(TEST_GUEST_TOKEN);
    expect(session.get("salesonId")).toBe("site-guest");
    expect(tokenStatusOf(session)).toBe("SNS_JOIN_REQUIRED");
    expect(isLoggedIn(session)).toBe(false);
  });

  it("a shopper without a token calls anonymously with a new site id", async () => {
    const { session, tokenCall } = await comeBack(await startedNaverLogin({ guest: false }), {
      token: MEMBER_TOKEN,
      code: "SUCCESS",
      loginType: "NAVER",
    });
    expect(tokenCall).toEqual({ path: "/api/auth/sns-token", authorization: null, salesonId: "site-fresh" });
    expect(session.get("salesonId")).toBe("site-fresh");
    expect(isLoggedIn(session)).toBe(true);
  });
});
