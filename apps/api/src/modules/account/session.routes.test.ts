import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, loginAttempts, rememberMeTokens, users } from "../../db/schema/account.js";
import { siteConfig } from "../../db/schema/content.js";
import { createMember } from "../../db/seed/account.factory.js";
import { hashSecretToken } from "../../lib/secret-token.js";
import { bearer, login, loginToken, signatureHeaders, signedPost } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function tokenRow(token: string) {
  const [row] = await t.db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashSecretToken(token)));
  if (!row) throw new Error("token not stored");
  return row;
}

const simpleMe = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/auth/simple-me", headers });

describe("POST /api/auth/guest-token", () => {
  it("issues a ROLE_GUEST token that auth-me recognises but member calls refuse", async () => {
    const res = await signedPost(t.app, "/api/auth/guest-token", {});
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await tokenRow(token);
    expect(row).toMatchObject({ role: "ROLE_GUEST", userId: null });
    // Only the hash is stored.
    expect(row.tokenHash).not.toContain(token);

    const me = await t.app.inject({ method: "GET", url: "/api/auth/auth-me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: "ROLE_GUEST", loginId: null });
    const member = await simpleMe(bearer(token));
    expect(member.statusCode).toBe(401);
    expect(member.json()).toMatchObject({ code: "UNAUTHORIZED", message: "로그인 후 이용이 가능합니다." });
  });

  it("accepts an empty body", async () => {
    const res = await signedPost(t.app, "/api/auth/guest-token", undefined);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("HMAC on token calls", () => {
  const secret = () => t.app.config.AUTH_CLIENT_SECRET;
  const body = JSON.stringify({ loginId: "nobody1", password: "Qz!7mK#2pL9x" });
  const post = (url: string, headers: Record<string, string>, payload = body) =>
    t.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", ...headers } });

  it.each([
    ["no headers", () => ({})],
    ["no signature", () => ({ "x-timestamp": String(Date.now()) })],
    ["no timestamp", () => ({ "x-signature": signatureHeaders(secret(), body)["x-signature"] })],
    ["a timestamp 6 minutes old", () => signatureHeaders(secret(), body, Date.now() - 6 * 60_000)],
    ["a timestamp 6 minutes ahead", () => signatureHeaders(secret(), body, Date.now() + 6 * 60_000)],
    ["another secret", () => signatureHeaders("another-secret-0123456789abcdef", body)],
    ["a timestamp in seconds", () => signatureHeaders(secret(), body, Math.floor(Date.now() / 1000))],
    ["a signature of another body", () => signatureHeaders(secret(), `${body} `)],
    ["a malformed signature", () => ({ "x-timestamp": String(Date.now()), "x-signature": "zz" })],
  ])("refuses %s with 401 INVALID_SIGNATURE, before reading the body", async (_name, headers) => {
    for (const url of ["/api/auth/token", "/api/auth/guest-token", "/api/auth/sns-token", "/api/auth/remember-me"]) {
      const res = await post(url, headers());
      expect(res.statusCode, `${url} ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ code: "INVALID_SIGNATURE", message: "요청 서명이 올바르지 않습니다." });
    }
  });

  it("accepts 4 minutes of skew and an upper-case signature", async () => {
    const headers = signatureHeaders(secret(), "{}", Date.now() - 4 * 60_000);
    const res = await post(
      "/api/auth/guest-token",
      { ...headers, "x-signature": headers["x-signature"].toUpperCase() },
      "{}",
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it("validates the body only once the signature holds", async () => {
    const res = await signedPost(t.app, "/api/auth/token", { loginId: "", password: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "loginId", message: "필수 입력 항목입니다." },
      { field: "password", message: "입력값이 올바르지 않습니다." },
    ]);
  });
});

describe("POST /api/auth/token", () => {
  it("logs a member in, records the login and binds the token to the site id", async () => {
    const { user, password } = await createMember(t.db, { lastLoginAt: daysAgo(30) });
    const res = await login(t.app, user.loginId, password, {}, { salesonid: "site-a" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), code: "SUCCESS", loginType: "NORMAL" });
    const token = res.json().token;
    expect(await tokenRow(token)).toMatchObject({ role: "ROLE_USER", userId: user.id, salesonId: "site-a" });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.lastLoginAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await simpleMe(bearer(token, "site-a"))).statusCode).toBe(200);
    expect((await simpleMe(bearer(token, "site-b"))).statusCode).toBe(401);
    expect((await simpleMe(bearer(token))).statusCode).toBe(401);
  });

  it("keeps the event-tracking uid of the query on the session", async () => {
    const { user, password } = await createMember(t.db);
    const res = await signedPost(t.app, "/api/auth/token?uid=visit-42", { loginId: user.loginId, password });
    expect(res.statusCode, res.body).toBe(200);
    expect((await tokenRow(res.json().token)).uid).toBe("visit-42");
  });

  it.each([
    ["a wrong password", "right", "Wrong!2580x"],
    ["an unknown login id", "unknown", "Qz!7mK#2pL9x"],
  ])("answers %s with the same 401 LOGIN_FAILED", async (_name, which, password) => {
    const { user } = await createMember(t.db);
    const loginId = which === "unknown" ? "nosuchmember9" : user.loginId;
    const res = await login(t.app, loginId, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "LOGIN_FAILED", message: "아이디 또는 비밀번호가 일치하지 않습니다." });
  });

  it("refuses a seceded account as if it did not exist", async () => {
    const { user, password } = await createMember(t.db, { status: "SECEDED" });
    const res = await login(t.app, user.loginId, password);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("LOGIN_FAILED");
  });

  it.each([
    ["missing login id", { password: "x" }, "loginId", "필수 입력 항목입니다."],
    ["missing password", { loginId: "abcd" }, "password", "필수 입력 항목입니다."],
    ["blank login id", { loginId: "   ", password: "x" }, "loginId", "필수 입력 항목입니다."],
    ["login id as a number", { loginId: 1234, password: "x" }, "loginId", "입력값이 올바르지 않습니다."],
    ["login id as an object", { loginId: { $ne: "" }, password: "x" }, "loginId", "입력값이 올바르지 않습니다."],
    ["login id too long", { loginId: "a".repeat(31), password: "x" }, "loginId", "30자리 이내로 입력해 주세요."],
    ["password too long", { loginId: "abcd", password: "x".repeat(21) }, "password", "20자리 이내로 입력해 주세요."],
    [
      "rememberMe not a boolean",
      { loginId: "abcd", password: "x", rememberMe: "yes" },
      "rememberMe",
      "입력값이 올바르지 않습니다.",
    ],
  ])("answers 400 for %s", async (_name, body, field, message) => {
    const res = await signedPost(t.app, "/api/auth/token", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: "VALIDATION", message, errors: [{ field, message }] });
  });

  it("treats SQL and HTML in the login id as a login id that does not exist", async () => {
    for (const loginId of ["' OR '1'='1", "<script>alert(1)</script>", "admin'--"]) {
      const res = await login(t.app, loginId, "Qz!7mK#2pL9x");
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("LOGIN_FAILED");
    }
  });
});

describe("login throttling", () => {
  const WRONG = "Wrong!2580x";
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  let addressCount = 0;
  // Addresses of a benchmarking range no other test uses, so one test's failures never count in another.
  const freshAddress = () => `198.18.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`;
  const loginFrom = (address: string, loginId: string, password: string) => {
    const payload = JSON.stringify({ loginId, password });
    return t.app.inject({
      method: "POST",
      url: "/api/auth/token",
      remoteAddress: address,
      payload,
      headers: {
        "content-type": "application/json",
        ...signatureHeaders(t.app.config.AUTH_CLIENT_SECRET, payload),
      },
    });
  };
  const backdateAttempts = (loginId: string, minutes: number) =>
    t.db
      .update(loginAttempts)
      .set({ createdAt: minutesAgo(minutes) })
      .where(eq(loginAttempts.loginId, loginId));

  it("stops an address after 5 failures on one account, but never the owner's password from another address", async () => {
    const { user, password } = await createMember(t.db);
    const stranger = freshAddress();
    for (let i = 0; i < 5; i++) expect((await loginFrom(stranger, user.loginId, WRONG)).statusCode).toBe(401);

    // The stranger's address is refused, the right password included, with the wait in minutes.
    const refused = await loginFrom(stranger, user.loginId, password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "LOGIN_THROTTLED",
      message: "로그인 시도 횟수를 초과했습니다. 10분 후 다시 시도해 주세요.",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(590);

    // The owner, elsewhere, logs in.
    const owner = await loginFrom(freshAddress(), user.loginId, password);
    expect(owner.statusCode, owner.body).toBe(200);

    // The refusal lives in the database (any process sees it) and was not itself recorded as a failure.
    const [stored] = await t.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.loginId, user.loginId), eq(loginAttempts.succeeded, false)));
    expect(stored?.n).toBe(5);

    // Seven minutes later the message counts down; ten minutes later the window has passed.
    await backdateAttempts(user.loginId, 7);
    expect((await loginFrom(stranger, user.loginId, password)).json().message).toBe(
      "로그인 시도 횟수를 초과했습니다. 3분 후 다시 시도해 주세요.",
    );
    await backdateAttempts(user.loginId, 11);
    expect((await loginFrom(stranger, user.loginId, password)).statusCode).toBe(200);
  });

  it("slows a guess spread over many addresses without locking the owner out", async () => {
    const { user, password } = await createMember(t.db);
    const guessers = Array.from({ length: 6 }, freshAddress);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await loginFrom(guessers[i % guessers.length]!, user.loginId, WRONG);
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().code).toBe("LOGIN_THROTTLED");
        expect(res.json().message).toMatch(/^로그인 시도가 너무 많습니다\. \d+초 후 다시 시도해 주세요\.$/);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(60);
      }
    }
    // Ten checks ran; from then on an address that has failed must wait before its next one.
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(20);

    // A failing address waits even with the right password …
    expect((await loginFrom(guessers[0]!, user.loginId, password)).statusCode).toBe(429);
    // … the owner from an address without failures does not.
    expect((await loginFrom(freshAddress(), user.loginId, password)).statusCode).toBe(200);

    // The owner's success ends the slow-down; each guessing address keeps its own count (the second has failed twice).
    for (let i = 0; i < 3; i++) expect((await loginFrom(guessers[1]!, user.loginId, WRONG)).statusCode).toBe(401);
    expect((await loginFrom(guessers[1]!, user.loginId, WRONG)).json().message).toBe(
      "로그인 시도 횟수를 초과했습니다. 10분 후 다시 시도해 주세요.",
    );
  });

  it("lets a slowed address try again once the account has been quiet for the delay", async () => {
    const { user, password } = await createMember(t.db);
    const guessers = Array.from({ length: 5 }, freshAddress);
    for (let i = 0; i < 10; i++) await loginFrom(guessers[i % 5]!, user.loginId, WRONG);
    const slowed = await loginFrom(guessers[0]!, user.loginId, password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe("로그인 시도가 너무 많습니다. 5초 후 다시 시도해 주세요.");
    await backdateAttempts(user.loginId, 1);
    expect((await loginFrom(guessers[0]!, user.loginId, password)).statusCode).toBe(200);
  });

  it("forgets an address's failures on an account once it logs in", async () => {
    const { user, password } = await createMember(t.db);
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await loginFrom(address, user.loginId, WRONG);
    expect((await loginFrom(address, user.loginId, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginFrom(address, user.loginId, WRONG)).statusCode).toBe(401);
    expect((await loginFrom(address, user.loginId, password)).statusCode).toBe(200);
  });

  it("checks at most 5 passwords of a burst sent at once from one address", async () => {
    const { user } = await createMember(t.db);
    const address = freshAddress();
    const burst = await Promise.all(Array.from({ length: 12 }, () => loginFrom(address, user.loginId, WRONG)));
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const [stored] = await t.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.loginId, user.loginId));
    expect(stored?.n).toBe(statuses.filter((status) => status === 401).length);
  });

  it("counts an IPv6 client by its /64, the block one subscriber is given", async () => {
    const { user, password } = await createMember(t.db);
    for (let i = 1; i <= 5; i++) await loginFrom(`2001:db8:77:1::${i}`, user.loginId, WRONG);
    expect((await loginFrom("2001:db8:77:1:ffff:ffff:ffff:ffff", user.loginId, password)).statusCode).toBe(429);
    expect((await loginFrom("2001:db8:77:2::1", user.loginId, password)).statusCode).toBe(200);
  });

  it("locks an address after 20 failures across login ids, also for ids that do not exist", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < 20; i++) expect((await loginFrom(address, `ghost${i}`, WRONG)).statusCode).toBe(401);
    const { user, password } = await createMember(t.db);
    const locked = await loginFrom(address, user.loginId, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("LOGIN_THROTTLED");
    // Another address is not affected.
    expect((await login(t.app, user.loginId, password)).statusCode).toBe(200);
  });

  it("counts the peer's address when a client it does not trust as a proxy sends X-Forwarded-For", async () => {
    const address = "203.0.113.78";
    const spoofing = (loginId: string, password: string, i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/token",
        remoteAddress: address,
        payload: JSON.stringify({ loginId, password }),
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `198.51.100.${i + 1}`,
          ...signatureHeaders(t.app.config.AUTH_CLIENT_SECRET, JSON.stringify({ loginId, password })),
        },
      });
    for (let i = 0; i < 20; i++) expect((await spoofing(`spoof${i}`, "Wrong!2580x", i)).statusCode).toBe(401);
    const { user, password } = await createMember(t.db);
    const locked = await spoofing(user.loginId, password, 99);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("LOGIN_THROTTLED");
  });
});

describe("login codes", () => {
  it("answers 401 SLEEP_USER after 365 days without a login and makes the account dormant", async () => {
    const { user, password } = await createMember(t.db, { lastLoginAt: daysAgo(366) });
    const res = await login(t.app, user.loginId, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "SLEEP_USER", message: "휴면 전환된 계정입니다." });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ status: "DORMANT" });
    expect(after!.dormantAt).not.toBeNull();
    // A wrong password learns nothing about dormancy.
    expect((await login(t.app, user.loginId, "Wrong!2580x")).json().code).toBe("LOGIN_FAILED");
  });

  it("does not make an account dormant at 364 days", async () => {
    const { user, password } = await createMember(t.db, { lastLoginAt: daysAgo(364) });
    expect((await login(t.app, user.loginId, password)).json().code).toBe("SUCCESS");
  });

  it("answers PASSWORD_EXPIRED for a password older than 90 days; the token is restricted until postponed", async () => {
    const { user, password } = await createMember(t.db, { passwordChangedAt: daysAgo(91) });
    const token = await loginToken(t.app, user.loginId, password, "PASSWORD_EXPIRED");
    const refused = await simpleMe(bearer(token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "PASSWORD_EXPIRED", message: "패스워드 기간이 만료 되었습니다." });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/auth-me", headers: bearer(token) })).json().code).toBe(
      "PASSWORD_EXPIRED",
    );

    const delayed = await t.app.inject({
      method: "POST",
      url: "/api/auth/delay-change-password",
      headers: bearer(token),
    });
    expect(delayed.statusCode, delayed.body).toBe(200);
    const until = new Date(delayed.json().delayedUntil).getTime();
    expect(Math.abs(until - (Date.now() + 90 * DAY))).toBeLessThan(60_000);
    expect((await simpleMe(bearer(token))).statusCode).toBe(200);
    // The next login is SUCCESS while the postponement runs.
    expect((await login(t.app, user.loginId, password)).json().code).toBe("SUCCESS");
  });

  it("answers SUCCESS at 89 days", async () => {
    const { user, password } = await createMember(t.db, { passwordChangedAt: daysAgo(89) });
    expect((await login(t.app, user.loginId, password)).json().code).toBe("SUCCESS");
  });

  it("answers TRANSFER_REQUIRED for an account carried over from the old shop", async () => {
    const { user, password } = await createMember(t.db, { transferPending: true });
    const token = await loginToken(t.app, user.loginId, password, "TRANSFER_REQUIRED");
    expect((await simpleMe(bearer(token))).json().code).toBe("TRANSFER_REQUIRED");
    const carried = await t.app.inject({ method: "GET", url: "/api/auth/transfer-join/me", headers: bearer(token) });
    expect(carried.statusCode, carried.body).toBe(200);
  });
});

describe("sliding expiry and logout", () => {
  it("slides the expiry forward on use, at most once a minute", async () => {
    const { user, password } = await createMember(t.db);
    const token = await loginToken(t.app, user.loginId, password);
    const issued = await tokenRow(token);
    const [config] = await t.db.select().from(siteConfig);
    const ttl = config!.sessionTimeoutMinutes * 60_000;
    expect(issued.expiresAt.getTime() - issued.createdAt.getTime()).toBe(ttl);

    await simpleMe(bearer(token));
    expect((await tokenRow(token)).expiresAt.getTime()).toBe(issued.expiresAt.getTime());

    const earlier = new Date(Date.now() - 5 * 60_000);
    await t.db
      .update(authTokens)
      .set({ lastUsedAt: earlier, expiresAt: new Date(earlier.getTime() + ttl) })
      .where(eq(authTokens.id, issued.id));
    expect((await simpleMe(bearer(token))).statusCode).toBe(200);
    const slid = await tokenRow(token);
    expect(slid.lastUsedAt.getTime()).toBeGreaterThan(earlier.getTime());
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + ttl - 60_000);
  });

  it("refuses a token past its expiry", async () => {
    const { user, password } = await createMember(t.db);
    const token = await loginToken(t.app, user.loginId, password);
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashSecretToken(token)));
    const res = await simpleMe(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("UNAUTHORIZED");
  });

  it("revokes the token at GET /op_security_logout, with its remember-me series", async () => {
    const { user, password } = await createMember(t.db);
    const res = await login(t.app, user.loginId, password, { rememberMe: true });
    const { token, rememberMeToken } = res.json();
    expect(rememberMeToken).toEqual(expect.any(String));
    const out = await t.app.inject({ method: "GET", url: "/op_security_logout", headers: bearer(token) });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ code: "SUCCESS" });
    expect((await tokenRow(token)).revokedAt).not.toBeNull();
    expect((await simpleMe(bearer(token))).statusCode).toBe(401);
    const [left] = await t.db.select({ n: count() }).from(rememberMeTokens).where(eq(rememberMeTokens.userId, user.id));
    expect(left?.n).toBe(0);
    expect((await signedPost(t.app, "/api/auth/remember-me", { rememberMeToken })).statusCode).toBe(401);
  });

  it("answers logout without a token too", async () => {
    const res = await t.app.inject({ method: "GET", url: "/op_security_logout" });
    expect(res.statusCode).toBe(200);
  });
});

describe("POST /api/auth/remember-me", () => {
  it("rotates: each use answers a session and a new remember-me token; the old one stops working", async () => {
    const { user, password } = await createMember(t.db);
    const first = (await login(t.app, user.loginId, password, { rememberMe: true })).json().rememberMeToken;
    const used = await signedPost(t.app, "/api/auth/remember-me", { rememberMeToken: first });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ code: "SUCCESS", loginType: "NORMAL" });
    const second = used.json().rememberMeToken;
    expect(second).not.toBe(first);
    expect((await simpleMe(bearer(used.json().token))).statusCode).toBe(200);

    const again = await signedPost(t.app, "/api/auth/remember-me", { rememberMeToken: second });
    expect(again.statusCode).toBe(200);
  });

  it("ends the whole series when a used token comes back (a stolen copy)", async () => {
    const { user, password } = await createMember(t.db);
    const first = (await login(t.app, user.loginId, password, { rememberMe: true })).json().rememberMeToken;
    const owner = (await signedPost(t.app, "/api/auth/remember-me", { rememberMeToken: first })).json();
    const replay = await signedPost(t.app, "/api/auth/remember-me", { rememberMeToken: first });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("UNAUTHORIZED");
    // The owner's newer token and the session made from it are gone too.
    expect(
      (await signedPost(t.app, "/api/auth/remember-me", { rememberMeToken: owner.rememberMeToken })).statusCode,
    ).toBe(401);
    expect((await simpleMe(bearer(owner.token))).statusCode).toBe(401);
  });

  it("answers SLEEP_USER for an account a year without login", async () => {
    const { user, password } = await createMember(t.db);
    const first = (await login(t.app, user.loginId, password, { rememberMe: true })).json().rememberMeToken;
    await t.db
      .update(users)
      .set({ lastLoginAt: daysAgo(400) })
      .where(eq(users.id, user.id));
    const res = await signedPost(t.app, "/api/auth/remember-me", { rememberMeToken: first });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("SLEEP_USER");
  });

  it("refuses an unknown or missing token", async () => {
    expect((await signedPost(t.app, "/api/auth/remember-me", { rememberMeToken: "x".repeat(43) })).statusCode).toBe(
      401,
    );
    const missing = await signedPost(t.app, "/api/auth/remember-me", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: "rememberMeToken", message: "필수 입력 항목입니다." }]);
  });
});

describe("GET /api/auth/saleson-id", () => {
  it("answers a new random id each time", async () => {
    const a = (await t.app.inject({ method: "GET", url: "/api/auth/saleson-id" })).json();
    const b = (await t.app.inject({ method: "GET", url: "/api/auth/saleson-id" })).json();
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.id).not.toBe(b.id);
  });
});

describe("GET /api/auth/auth-me", () => {
  it("answers 401 UNAUTHORIZED without a token or with a garbage one", async () => {
    for (const headers of [{}, { authorization: "Bearer nonsense" }, { authorization: "Basic abc" }]) {
      const res = await t.app.inject({ method: "GET", url: "/api/auth/auth-me", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "UNAUTHORIZED", message: "로그인 후 이용이 가능합니다." });
    }
  });

  it("describes a member token", async () => {
    const { user, password } = await createMember(t.db);
    const token = await loginToken(t.app, user.loginId, password);
    const res = await t.app.inject({ method: "GET", url: "/api/auth/auth-me", headers: bearer(token) });
    expect(res.json()).toMatchObject({
      role: "ROLE_USER",
      loginType: "NORMAL",
      loginId: user.loginId,
      userName: "홍길동",
    });
  });
});

describe("OpenAPI", () => {
  it("documents every call of SPEC §7 Auth", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    const calls = [
      "/api/auth/guest-token",
      "/api/auth/sns-token",
      "/api/auth/token",
      "/api/auth/saleson-id",
      "/api/auth/session-timeout",
      "/op_security_logout",
      "/api/auth/send-auth-number",
      "/api/auth/check-auth-number",
      "/api/auth/join",
      "/api/auth/recovery",
      "/api/auth/change-password",
      "/api/auth/delay-change-password",
      "/api/auth/find-id",
      "/api/auth/find-complete-id",
      "/api/auth/find-password-step1",
      "/api/auth/validate/phone-number",
      "/api/auth/user/duplicate",
      "/api/auth/check-password",
      "/api/auth/secede",
      "/api/auth/check-sns-join",
      "/api/auth/sns-join",
      "/api/auth/disconnect-sns",
      "/api/auth/validate",
      "/api/auth/sns-info",
      "/api/auth/me",
      "/api/auth/transfer-join/me",
      "/api/auth/simple-me",
      "/api/auth/auth-me",
    ];
    expect(calls.filter((path) => !paths.includes(path))).toEqual([]);
    const join = res.json().paths["/api/auth/join"].post;
    expect(Object.keys(join.requestBody.content["application/json"].schema.properties)).toContain("businessNumber");
  });
});
