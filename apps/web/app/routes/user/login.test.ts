import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { getShopperSession, isLoggedIn } from "../../lib/session.server";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_GUEST_TOKEN, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action } from "./login";

const MEMBER_TOKEN = "tok_member_after_login_0123456789";
const answers: FakeRoutes = {
  "GET /api/auth/saleson-id": { body: { id: "site-fresh" } },
  "POST /api/auth/token": { body: { token: MEMBER_TOKEN, code: "SUCCESS", loginType: "NORMAL" } },
  "GET /api/auth/session-timeout": { body: { data: { timeout: 60 } } },
};

/** Logs in with the form as the browser posts it, recording each call's bearer and site id. */
async function logIn(shopper: TestShopper) {
  const fake = fakeApi(answers);
  const sent: { path: string; authorization: string | null; salesonId: string | null }[] = [];
  const context: AppLoadContext = {
    apiFetch: (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      sent.push({ path, authorization: headers.get("authorization"), salesonId: headers.get("salesonId") });
      return fake.context.apiFetch(path, init);
    },
  };
  const request = formPost("/user/login?target=%2Fcart", shopper, { loginId: "cartbuyer1", password: "Qwas!2580zx" });
  const response = (await action({
    request,
    url: new URL(request.url),
    pattern: "/user/login",
    params: {},
    context,
  })) as Response;
  const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  const session = await getShopperSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }));
  return { response, sent, session };
}

describe("login keeps a guest's cart", () => {
  it("sends the guest token and its site id with the login, so the API merges the cart into the member's", async () => {
    const { response, sent, session } = await logIn(await testShopper({ guest: true }));
    const login = sent.find((call) => call.path.startsWith("/api/auth/token"));
    expect(login).toEqual({
      path: "/api/auth/token",
      authorization: `Bearer ${TEST_GUEST_TOKEN}`,
      salesonId: "site-guest",
    });
    expect(sent.some((call) => call.path === "/api/auth/saleson-id")).toBe(false);
    expect(response.headers.get("location")).toBe("/cart");
    // The member's token replaced the guest's: nothing of the guest is left to outlive a logout.
    expect(session.get("token")).toBe(MEMBER_TOKEN);
    expect(session.get("salesonId")).toBe("site-guest");
    expect(isLoggedIn(session)).toBe(true);
  });

  it("logs in a shopper without a token anonymously, with a new site id", async () => {
    const { sent, session } = await logIn(await testShopper());
    const login = sent.find((call) => call.path.startsWith("/api/auth/token"));
    expect(login).toEqual({ path: "/api/auth/token", authorization: null, salesonId: "site-fresh" });
    expect(session.get("salesonId")).toBe("site-fresh");
  });
});
