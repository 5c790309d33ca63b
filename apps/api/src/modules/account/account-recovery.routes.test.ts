import { partnerPassword, passwordRules } from "@shop/core/validation/password";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devOutbox, users } from "../../db/schema/account.js";
import { createMember, randomPhoneNumber } from "../../db/seed/account.factory.js";
import { bearer, latestCode, login, loginToken, randomAddress, verifyPhone } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { generateTemporaryPassword } from "./account-recovery.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers, remoteAddress: randomAddress() });
const smsCount = async (phoneNumber: string) =>
  (await t.db.select({ n: count() }).from(devOutbox).where(eq(devOutbox.recipient, phoneNumber)))[0]?.n ?? 0;

describe("finding a login id", () => {
  it("answers the same whether or not a member matches; only a match gets a code", async () => {
    const { user } = await createMember(t.db, { userName: "박목살" });
    const match = await post("/api/auth/find-id", { userName: "박목살", phoneNumber: user.phoneNumber! });
    const strangerPhone = randomPhoneNumber();
    const noMatch = await post("/api/auth/find-id", { userName: "박목살", phoneNumber: strangerPhone });
    const wrongName = await post("/api/auth/find-id", { userName: "김등심", phoneNumber: user.phoneNumber! });
    for (const res of [match, noMatch, wrongName]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"expiresIn":300}');
    }
    expect(await smsCount(user.phoneNumber!)).toBe(1);
    expect(await smsCount(strangerPhone)).toBe(0);
  });

  it("shows the login ids once the code proves the phone", async () => {
    const { user } = await createMember(t.db, { userName: "이갈비" });
    await post("/api/auth/find-id", { userName: "이갈비", phoneNumber: user.phoneNumber! });
    const authNumber = await latestCode(t.app, user.phoneNumber!);
    const wrong = await post("/api/auth/find-complete-id", {
      userName: "이갈비",
      phoneNumber: user.phoneNumber!,
      authNumber: authNumber === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("AUTH_NUMBER_MISMATCH");
    const res = await post("/api/auth/find-complete-id", {
      userName: "이갈비",
      phoneNumber: user.phoneNumber!,
      authNumber,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      list: [{ loginId: user.loginId, loginType: "NORMAL", createdAt: user.createdAt.toISOString() }],
    });
  });

  it("gives nothing for a phone without a member: there is no code to type", async () => {
    const phoneNumber = randomPhoneNumber();
    await post("/api/auth/find-id", { userName: "최안심", phoneNumber });
    const res = await post("/api/auth/find-complete-id", { userName: "최안심", phoneNumber, authNumber: "123456" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("AUTH_NUMBER_MISMATCH");
  });

  it("rate-limits requests for a phone alike, with or without a member", async () => {
    const phoneNumber = randomPhoneNumber();
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/auth/find-id", { userName: "최안심", phoneNumber })).statusCode).toBe(200);
    }
    expect((await post("/api/auth/find-id", { userName: "최안심", phoneNumber })).statusCode).toBe(429);
  });

  it.each([
    ["missing name", { phoneNumber: "01012345678" }, "userName", "필수 입력 항목입니다."],
    ["HTML name", { userName: "<b>x</b>", phoneNumber: "01012345678" }, "userName", "한글로만 입력해 주세요."],
    [
      "emoji name",
      { userName: "김😀", phoneNumber: "01012345678" },
      "userName",
      "이름에는 이모티콘을 추가할 수 없습니다.",
    ],
    [
      "SQL phone",
      { userName: "김한우", phoneNumber: "' OR 1=1" },
      "phoneNumber",
      "휴대폰번호를 숫자로만 입력해주세요.",
    ],
  ])("find-id answers 400 for %s", async (_name, body, field, message) => {
    const res = await post("/api/auth/find-id", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
  });
});

describe("resetting a password", () => {
  it("answers step 1 the same whether or not the account matches", async () => {
    const { user } = await createMember(t.db, { userName: "정차돌" });
    const bodies = [
      { loginId: user.loginId, userName: "정차돌", phoneNumber: user.phoneNumber! },
      { loginId: "nosuchid99", userName: "정차돌", phoneNumber: user.phoneNumber! },
      { loginId: user.loginId, userName: "정차돌", phoneNumber: randomPhoneNumber() },
    ];
    for (const body of bodies) {
      const res = await post("/api/auth/find-password-step1", body);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"expiresIn":300}');
    }
    expect(await smsCount(user.phoneNumber!)).toBe(1);
  });

  it("sends a temporary password by SMS; the next login answers TEMP_PASSWORD until it is changed", async () => {
    const { user, password } = await createMember(t.db, { userName: "한우둔" });
    const oldToken = await loginToken(t.app, user.loginId, password);
    await post("/api/auth/find-password-step1", {
      loginId: user.loginId,
      userName: "한우둔",
      phoneNumber: user.phoneNumber!,
    });
    const authNumber = await latestCode(t.app, user.phoneNumber!);
    const recovered = await post("/api/auth/recovery", {
      loginId: user.loginId,
      phoneNumber: user.phoneNumber!,
      authNumber,
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toEqual({ code: "SUCCESS" });

    const outbox = await t.app.inject({ method: "GET", url: `/api/dev/outbox?recipient=${user.phoneNumber}&size=1` });
    const text: string = outbox.json().list[0].text;
    expect(text).toMatch(/^\[농협 축산물 도매몰\] 임시 비밀번호는 \S+ 입니다\. 로그인 후 비밀번호를 변경해 주세요\.$/);
    const temporary = /임시 비밀번호는 (\S+) 입니다/.exec(text)![1]!;

    // Every session of the account ended; the old password no longer works.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/simple-me", headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect((await login(t.app, user.loginId, password)).statusCode).toBe(401);

    const token = await loginToken(t.app, user.loginId, temporary, "TEMP_PASSWORD");
    const refused = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("TEMP_PASSWORD");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/delay-change-password", headers: bearer(token) })).json()
        .code,
    ).toBe("TEMP_PASSWORD");

    // The temporary password itself is not accepted as the new one.
    const same = await post(
      "/api/auth/change-password",
      { password: temporary, passwordConfirm: temporary },
      bearer(token),
    );
    expect(same.json().errors).toEqual([
      { field: "password", message: "현재 비밀번호와 다른 비밀번호를 입력해 주세요." },
    ]);

    const changed = await post(
      "/api/auth/change-password",
      { password: "New!2580pwx", passwordConfirm: "New!2580pwx" },
      bearer(token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode).toBe(200);
    await loginToken(t.app, user.loginId, "New!2580pwx", "SUCCESS");
  });

  it("refuses recovery with a code for another account or a wrong code", async () => {
    const { user } = await createMember(t.db, { userName: "한우둔" });
    await post("/api/auth/find-password-step1", {
      loginId: user.loginId,
      userName: "한우둔",
      phoneNumber: user.phoneNumber!,
    });
    const authNumber = await latestCode(t.app, user.phoneNumber!);
    const otherId = await post("/api/auth/recovery", {
      loginId: "someoneelse1",
      phoneNumber: user.phoneNumber!,
      authNumber,
    });
    expect(otherId.statusCode).toBe(400);
    expect(otherId.json().code).toBe("AUTH_NUMBER_MISMATCH");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
    expect(row!.mustChangePassword).toBe(false);
  });

  it("generates temporary passwords that every scheme accepts", () => {
    for (let i = 0; i < 200; i++) {
      const temporary = generateTemporaryPassword();
      expect(passwordRules(temporary)).toEqual([]);
      expect(partnerPassword(temporary)).toBeNull();
    }
  });
});

describe("POST /api/auth/sleep-user", () => {
  const DAY = 86_400_000;

  it("wakes a dormant account with its password and its phone; the next login succeeds", async () => {
    const { user, password } = await createMember(t.db, { lastLoginAt: new Date(Date.now() - 400 * DAY) });
    expect((await login(t.app, user.loginId, password)).json().code).toBe("SLEEP_USER");

    const otherPhone = randomPhoneNumber();
    const otherProof = await verifyPhone(t.app, otherPhone, "SLEEP_USER");
    const wrongPhone = await post("/api/auth/sleep-user", {
      loginId: user.loginId,
      password,
      phoneNumber: otherPhone,
      phoneVerificationToken: otherProof,
    });
    expect(wrongPhone.statusCode).toBe(400);
    expect(wrongPhone.json().errors).toEqual([
      { field: "phoneNumber", message: "가입 시 등록한 휴대폰번호로 인증해 주세요." },
    ]);

    const wrongPassword = await post("/api/auth/sleep-user", {
      loginId: user.loginId,
      password: "Wrong!2580x",
      phoneNumber: user.phoneNumber!,
      phoneVerificationToken: "x".repeat(43),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().code).toBe("LOGIN_FAILED");

    const proof = await verifyPhone(t.app, user.phoneNumber!, "SLEEP_USER");
    const woken = await post("/api/auth/sleep-user", {
      loginId: user.loginId,
      password,
      phoneNumber: user.phoneNumber!,
      phoneVerificationToken: proof,
    });
    expect(woken.statusCode, woken.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: "ACTIVE", dormantAt: null });
    await loginToken(t.app, user.loginId, password, "SUCCESS");
  });

  it("answers 400 NOT_DORMANT for an active account", async () => {
    const { user, password } = await createMember(t.db);
    const proof = await verifyPhone(t.app, user.phoneNumber!, "SLEEP_USER");
    const res = await post("/api/auth/sleep-user", {
      loginId: user.loginId,
      password,
      phoneNumber: user.phoneNumber!,
      phoneVerificationToken: proof,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "NOT_DORMANT", message: "휴면 상태의 계정이 아닙니다." });
  });
});
