import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snsAccounts, users } from "../../db/schema/account.js";
import { createMember, randomPhoneNumber } from "../../db/seed/account.factory.js";
import { createItem, optionIdsOf } from "../../db/seed/catalog.factory.js";
import { sandboxProviderUserId } from "../../providers/sandbox-social-login.provider.js";
import { bearer, loginToken, randomAddress, signedPost, verifyPhone } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REDIRECT = "/user/sns/naver-callback";

/**
 * The browser's trip through the provider: authorize URL → consent page → 동의하고 계속하기 → back to the callback
 * with code and state, exactly as /user/sns/naver-callback receives it.
 */
async function consent(provider: "NAVER" | "KAKAO", persona: { name: string; email: string; phone: string }) {
  const state = `state-${Math.random().toString(36).slice(2)}`;
  const start = await t.app.inject({
    method: "GET",
    url: `/api/auth/sns/authorize-url?provider=${provider}&redirectUri=${encodeURIComponent(REDIRECT)}&state=${state}`,
  });
  expect(start.statusCode, start.body).toBe(200);
  const page = await t.app.inject({ method: "GET", url: start.json().url });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toContain("text/html");
  expect(page.body).toContain("동의하고 계속하기");
  // Submit the page's form as the browser would.
  const form = new URLSearchParams({
    redirect_uri: REDIRECT,
    state,
    name: persona.name,
    email: persona.email,
    phone: persona.phone,
  });
  const consentUrl = new URL(start.json().url, "http://localhost");
  consentUrl.pathname = consentUrl.pathname.replace(/authorize$/, "consent");
  const back = await t.app.inject({ method: "GET", url: `${consentUrl.pathname}?${form}` });
  expect(back.statusCode).toBe(302);
  const location = new URL(back.headers.location as string, "http://localhost");
  expect(location.pathname).toBe(REDIRECT);
  expect(location.searchParams.get("state")).toBe(state);
  return location.searchParams.get("code")!;
}

const snsToken = (provider: string, code: string, headers: Record<string, string> = {}) =>
  signedPost(t.app, "/api/auth/sns-token", { provider, code, state: "s", redirectUri: REDIRECT }, headers);

function persona() {
  return { name: "김네이버", email: `p${Math.random().toString(36).slice(2)}@naver.com`, phone: randomPhoneNumber() };
}

describe("social login through the Naver sandbox", () => {
  it("joins a new member with sns-join, then logs the same person in directly", async () => {
    const who = persona();
    const code = await consent("NAVER", who);
    const first = await snsToken("NAVER", code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ code: "SNS_JOIN_REQUIRED", loginType: "NAVER" });
    const guest = first.json().token;

    const info = await t.app.inject({ method: "GET", url: "/api/auth/sns-info", headers: bearer(guest) });
    expect(info.json()).toEqual({ provider: "NAVER", userName: "김네이버", email: who.email, phoneNumber: who.phone });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(guest) })).statusCode).toBe(401);

    const proof = await verifyPhone(t.app, who.phone, "SNS_JOIN");
    const check = await t.app.inject({
      method: "POST",
      url: "/api/auth/check-sns-join",
      headers: bearer(guest),
      payload: { phoneVerificationToken: proof },
    });
    expect(check.json()).toEqual({ registered: false, maskedLoginId: null });

    const joined = await signedPost(
      t.app,
      "/api/auth/sns-join",
      {
        userName: "김네이버",
        email: who.email,
        phoneNumber: who.phone,
        phoneVerificationToken: proof,
        userType: "PERSONAL",
        agreeTerms: true,
        agreePrivacy: true,
        agreeMarketing: true,
      },
      bearer(guest),
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ code: "SUCCESS", loginType: "NAVER", connected: false });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(joined.json().token) });
    expect(me.json()).toMatchObject({
      loginType: "NAVER",
      hasPassword: false,
      phoneNumber: who.phone,
      snsAccounts: [{ provider: "NAVER" }],
    });
    expect(me.json().loginId).toMatch(/^naver[0-9a-f]{8}$/);
    // The guest token and its pending profile are spent.
    const spent = await t.app.inject({ method: "GET", url: "/api/auth/sns-info", headers: bearer(guest) });
    expect(spent.statusCode).toBe(400);

    const again = await snsToken("NAVER", await consent("NAVER", who));
    expect(again.json()).toMatchObject({ code: "SUCCESS", loginType: "NAVER" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/simple-me", headers: bearer(again.json().token) })).json()
        .loginId,
    ).toBe(me.json().loginId);

    // An SNS-only member cannot unlink the only way in.
    const unlink = await t.app.inject({
      method: "POST",
      url: "/api/auth/disconnect-sns",
      headers: bearer(again.json().token),
      payload: { provider: "NAVER" },
    });
    expect(unlink.statusCode).toBe(400);
    expect(unlink.json()).toMatchObject({ code: "SNS_ONLY_ACCOUNT" });
  });

  it("links the social account to the member who owns the verified phone", async () => {
    const { user, password } = await createMember(t.db);
    const who = { ...persona(), phone: user.phoneNumber! };
    const guest = (await snsToken("KAKAO", await consent("KAKAO", who))).json().token;
    const proof = await verifyPhone(t.app, who.phone, "SNS_JOIN");
    const check = await t.app.inject({
      method: "POST",
      url: "/api/auth/check-sns-join",
      headers: bearer(guest),
      payload: { phoneVerificationToken: proof },
    });
    expect(check.json()).toEqual({ registered: true, maskedLoginId: expect.stringMatching(/^\w{1,4}\*+$/) });
    const joined = await signedPost(
      t.app,
      "/api/auth/sns-join",
      {
        userName: "김카카오",
        email: who.email,
        phoneNumber: who.phone,
        phoneVerificationToken: proof,
        userType: "PERSONAL",
        agreeTerms: true,
        agreePrivacy: true,
      },
      bearer(guest),
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ connected: true, loginType: "KAKAO" });
    const [link] = await t.db.select().from(snsAccounts).where(eq(snsAccounts.userId, user.id));
    expect(link).toMatchObject({ provider: "KAKAO" });
    // The member's own name and login stay as they were.
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.userName).toBe("홍길동");

    // With a password the member may unlink.
    const token = await loginToken(t.app, user.loginId, password);
    const unlink = await t.app.inject({
      method: "POST",
      url: "/api/auth/disconnect-sns",
      headers: bearer(token),
      payload: { provider: "KAKAO" },
    });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect(await t.db.select().from(snsAccounts).where(eq(snsAccounts.userId, user.id))).toEqual([]);
  });

  it("links from a logged-in member's session (SNS_CONNECTED, same token)", async () => {
    const { user, password } = await createMember(t.db);
    const token = await loginToken(t.app, user.loginId, password);
    const res = await snsToken("NAVER", await consent("NAVER", persona()), bearer(token));
    expect(res.json()).toEqual({ token, code: "SNS_CONNECTED", loginType: "NORMAL" });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.json().snsAccounts).toEqual([{ provider: "NAVER", connectedAt: expect.any(String) }]);
  });

  it("answers 인증 정보가 존재하지 않습니다. without a social profile or with a bad code", async () => {
    const noToken = await t.app.inject({ method: "GET", url: "/api/auth/sns-info" });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toMatchObject({ code: "SNS_AUTH_MISSING", message: "인증 정보가 존재하지 않습니다." });
    const guest = (await signedPost(t.app, "/api/auth/guest-token", {})).json().token;
    const plainGuest = await t.app.inject({ method: "GET", url: "/api/auth/sns-info", headers: bearer(guest) });
    expect(plainGuest.json().message).toBe("인증 정보가 존재하지 않습니다.");

    const forged = await snsToken("NAVER", "eyJmYWtlIjp0cnVlfQ.0000");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("인증 정보가 존재하지 않습니다.");
    // A Naver code is no Kakao code, and a code is bound to its redirect URI.
    const code = await consent("NAVER", persona());
    expect((await snsToken("KAKAO", code)).json().code).toBe("SNS_AUTH_MISSING");
    const otherRedirect = await signedPost(t.app, "/api/auth/sns-token", {
      provider: "NAVER",
      code,
      redirectUri: "/elsewhere",
    });
    expect(otherRedirect.json().code).toBe("SNS_AUTH_MISSING");

    const joinWithout = await signedPost(t.app, "/api/auth/sns-join", {}, bearer(guest));
    expect(joinWithout.json().code).toBe("SNS_AUTH_MISSING");
  });

  it("lists every failing sns-join field at once", async () => {
    const guest = (await snsToken("NAVER", await consent("NAVER", persona()))).json().token;
    const res = await signedPost(
      t.app,
      "/api/auth/sns-join",
      { userName: "😀", email: "x", phoneNumber: "010", userType: "BUSINESS", agreeTerms: true },
      bearer(guest),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "userName", message: "이름에는 이모티콘을 추가할 수 없습니다." },
      { field: "email", message: "이메일을 정확히 입력해 주세요." },
      { field: "phoneNumber", message: "휴대폰번호를 숫자로만 입력해주세요." },
      { field: "phoneVerificationToken", message: "필수 입력 항목입니다." },
      { field: "businessNumber", message: "필수 입력 항목입니다." },
      { field: "companyName", message: "필수 입력 항목입니다." },
      { field: "agreePrivacy", message: "필수 입력 항목입니다." },
    ]);
  });

  it("answers SLEEP_USER when the linked member is dormant", async () => {
    const { user } = await createMember(t.db, { lastLoginAt: new Date(Date.now() - 400 * 86_400_000) });
    const who = persona();
    await t.db
      .insert(snsAccounts)
      .values({ provider: "NAVER", providerUserId: sandboxProviderUserId("NAVER", who.email), userId: user.id });
    const res = await snsToken("NAVER", await consent("NAVER", who));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "SLEEP_USER", message: "휴면 전환된 계정입니다." });
  });
});

describe("a guest's cart at social login", () => {
  async function guestWithCart() {
    const guest = (await signedPost(t.app, "/api/auth/guest-token", {})).json().token as string;
    const items = [await createItem(t.db, { stock: 50 }), await createItem(t.db, { stock: 50 })];
    for (const [i, item] of items.entries()) {
      const optionId = (await optionIdsOf(t.db, item.id))[0]!;
      const added = await t.app.inject({
        method: "POST",
        url: "/api/cart/add",
        headers: bearer(guest),
        payload: { arrayRequiredItems: [{ itemId: item.id, optionId, quantity: i + 1 }] },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const tokenId = await t.app.services.sessions.resolveToken(guest, undefined);
    if (!("auth" in tokenId)) throw new Error("the guest token did not resolve");
    return { guest, guestTokenId: tokenId.auth.tokenId, itemIds: items.map((item) => item.id) };
  }

  async function cartOf(token: string) {
    const res = await t.app.inject({ method: "GET", url: "/api/cart", headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().list as { itemId: number; quantity: number }[]).map(({ itemId, quantity }) => ({
      itemId,
      quantity,
    }));
  }

  it("a guest with 2 cart lines logs in with Naver: the member's cart has them, the guest token's is empty", async () => {
    // A member who linked Naver from their own session earlier.
    const { user, password } = await createMember(t.db);
    const who = persona();
    const linked = await snsToken(
      "NAVER",
      await consent("NAVER", who),
      bearer(await loginToken(t.app, user.loginId, password)),
    );
    expect(linked.json().code).toBe("SNS_CONNECTED");

    const { guest, itemIds } = await guestWithCart();
    const res = await snsToken("NAVER", await consent("NAVER", who), bearer(guest));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: "SUCCESS", loginType: "NAVER" });
    const member = res.json().token as string;
    expect(await cartOf(member)).toEqual(
      expect.arrayContaining([
        { itemId: itemIds[0], quantity: 1 },
        { itemId: itemIds[1], quantity: 2 },
      ]),
    );
    expect(await cartOf(member)).toHaveLength(2);
    expect(await cartOf(guest)).toEqual([]);
  });

  it("a guest who joins with Kakao keeps the cart on the guest token through sns-join, then it is the member's", async () => {
    const { guest, guestTokenId, itemIds } = await guestWithCart();
    const who = persona();
    const first = await snsToken("KAKAO", await consent("KAKAO", who), bearer(guest));
    expect(first.statusCode, first.body).toBe(200);
    // The profile waits on the guest's own token, so the cart stays in reach while the shopper joins.
    expect(first.json()).toEqual({ token: guest, code: "SNS_JOIN_REQUIRED", loginType: "KAKAO" });
    expect(await cartOf(guest)).toHaveLength(2);
    const info = await t.app.inject({ method: "GET", url: "/api/auth/sns-info", headers: bearer(guest) });
    expect(info.json()).toMatchObject({ provider: "KAKAO", email: who.email });

    const proof = await verifyPhone(t.app, who.phone, "SNS_JOIN");
    const joined = await signedPost(
      t.app,
      "/api/auth/sns-join",
      {
        userName: "김카카오",
        email: who.email,
        phoneNumber: who.phone,
        phoneVerificationToken: proof,
        userType: "PERSONAL",
        agreeTerms: true,
        agreePrivacy: true,
      },
      bearer(guest),
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ code: "SUCCESS", connected: false });
    expect(await cartOf(joined.json().token)).toEqual(
      expect.arrayContaining([
        { itemId: itemIds[0], quantity: 1 },
        { itemId: itemIds[1], quantity: 2 },
      ]),
    );
    expect(await cartOf(joined.json().token)).toHaveLength(2);
    // The guest token is spent with its profile, and no line was left on it.
    expect((await t.app.inject({ method: "GET", url: "/api/cart", headers: bearer(guest) })).statusCode).toBe(401);
    expect(await t.app.services.cart.count({ guestTokenId })).toEqual({ cartQuantity: 0 });
  });

  it("a second consent on the same guest token replaces the waiting profile", async () => {
    const { guest } = await guestWithCart();
    await snsToken("NAVER", await consent("NAVER", persona()), bearer(guest));
    const who = persona();
    const again = await snsToken("KAKAO", await consent("KAKAO", who), bearer(guest));
    expect(again.json()).toEqual({ token: guest, code: "SNS_JOIN_REQUIRED", loginType: "KAKAO" });
    const info = await t.app.inject({ method: "GET", url: "/api/auth/sns-info", headers: bearer(guest) });
    expect(info.json()).toMatchObject({ provider: "KAKAO", email: who.email });
  });
});

describe("sandbox consent page", () => {
  it("refuses to redirect out of the shop", async () => {
    for (const redirect of ["https://evil.example/cb", "//evil.example/cb", "javascript:alert(1)"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/dev/sns/naver/authorize?redirect_uri=${encodeURIComponent(redirect)}&state=x`,
        remoteAddress: randomAddress(),
      });
      expect(res.statusCode, redirect).toBe(400);
    }
  });

  it("escapes what it echoes", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/dev/sns/kakao/authorize?redirect_uri=${encodeURIComponent('/cb?"><script>')}&state=${encodeURIComponent("<b>")}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>");
    expect(res.body).not.toContain("<b>");
  });
});
