import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account.js";
import { randomPhoneNumber } from "../../db/seed/account.factory.js";
import { recordOutboxMessage } from "../../providers/dev-outbox.repository.js";
import { signedPost } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/dev/outbox", () => {
  it("lists what the sandboxes sent, newest first, optionally for one recipient", async () => {
    const phone = randomPhoneNumber();
    await recordOutboxMessage(t.db, "sms", phone, "첫 번째");
    await recordOutboxMessage(t.db, "email", "kim@example.com", "메일");
    await recordOutboxMessage(t.db, "sms", phone, "두 번째");
    const res = await t.app.inject({ method: "GET", url: `/api/dev/outbox?recipient=${phone}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().list).toEqual([
      { channel: "sms", recipient: phone, text: "두 번째", createdAt: expect.any(String) },
      { channel: "sms", recipient: phone, text: "첫 번째", createdAt: expect.any(String) },
    ]);
    const all = (await t.app.inject({ method: "GET", url: "/api/dev/outbox?size=3" })).json().list;
    expect(all.map((row: { text: string }) => row.text)).toEqual(["두 번째", "메일", "첫 번째"]);
    expect((await t.app.inject({ method: "GET", url: "/api/dev/outbox?size=101" })).statusCode).toBe(400);
  });

  it("receives the verification code of send-auth-number", async () => {
    const phone = randomPhoneNumber();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/send-auth-number",
      payload: { phoneNumber: phone, purpose: "JOIN" },
    });
    const [message] = (await t.app.inject({ method: "GET", url: `/api/dev/outbox?recipient=${phone}` })).json().list;
    expect(message.text).toMatch(/^\[농협 축산물 도매몰\] 인증번호는 \[\d{6}\]입니다\. 5분 이내에 입력해 주세요\.$/);
  });
});

describe("without dev tools", () => {
  it("has no outbox and no sandbox consent page", async () => {
    const production = await createTestApp({ env: { DEV_TOOLS: "false" } });
    try {
      for (const url of ["/api/dev/outbox", "/api/dev/sns/naver/authorize?redirect_uri=/cb&state=x"]) {
        const res = await production.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe("demo mode with the dev routes off", () => {
  it("still serves the sandboxes' windows, but not the dev tools", async () => {
    const demo = await createTestApp({ env: { SHOP_MODE: "demo", DEV_TOOLS: "false" } });
    try {
      expect((await demo.app.inject({ method: "GET", url: "/api/dev/outbox" })).statusCode).toBe(200);
      const authorize = await demo.app.inject({
        method: "GET",
        url: "/api/dev/sns/naver/authorize?redirect_uri=/user/sns/naver-callback&state=x",
      });
      expect(authorize.statusCode).toBeLessThan(400);
      const age = await demo.app.inject({ method: "POST", url: "/api/dev/accounts/age", payload: { loginId: "x" } });
      expect(age.statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });
});

describe("account dev tools", () => {
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const signedLogin = (loginId: string, password: string) =>
    signedPost(t.app, "/api/auth/token", { loginId, password });

  it("makes a carried-over account whose login answers TRANSFER_REQUIRED", async () => {
    const made = await post("/api/dev/accounts/carried-over", { loginId: "legacy.user-7" });
    expect(made.statusCode, made.body).toBe(200);
    const { loginId, password } = made.json();
    expect((await signedLogin(loginId, password)).json().code).toBe("TRANSFER_REQUIRED");
    expect((await post("/api/dev/accounts/carried-over", { loginId: "legacy.user-7" })).statusCode).toBe(400);
  });

  it("ages an account into PASSWORD_EXPIRED and then SLEEP_USER", async () => {
    const { loginId, password } = (await post("/api/dev/accounts/carried-over", { loginId: "legacy.user-8" })).json();
    await t.db.update(users).set({ transferPending: false }).where(eq(users.loginId, loginId));
    expect((await post("/api/dev/accounts/age", { loginId, passwordChangedDaysAgo: 91 })).statusCode).toBe(200);
    expect((await signedLogin(loginId, password)).json().code).toBe("PASSWORD_EXPIRED");
    await post("/api/dev/accounts/age", { loginId, lastLoginDaysAgo: 366 });
    expect((await signedLogin(loginId, password)).json().code).toBe("SLEEP_USER");
    expect((await post("/api/dev/accounts/age", { loginId: "nobody-here", lastLoginDaysAgo: 1 })).statusCode).toBe(404);
  });
});
