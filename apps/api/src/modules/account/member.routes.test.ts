import { BUSINESS_LOOKUP_MESSAGES } from "@shop/core/account/business-status";
import { BUSINESS_NUMBER_MESSAGE } from "@shop/core/validation/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authTokens, rememberMeTokens, snsAccounts, users } from "../../db/schema/account.js";
import { createMember, FACTORY_PASSWORD, randomPhoneNumber } from "../../db/seed/account.factory.js";
import { bearer, login, loginToken, randomAddress, verifyPhone } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: randomAddress(),
    ...(payload ? { payload } : {}),
  });

async function signedInMember(overrides: Parameters<typeof createMember>[1] = {}) {
  const { user, password } = await createMember(t.db, overrides);
  const token = await loginToken(t.app, user.loginId, password);
  return { user, password, token };
}

describe("member calls refuse anonymous and guest callers", () => {
  it.each([
    ["GET", "/api/auth/me"],
    ["POST", "/api/auth/me"],
    ["GET", "/api/auth/simple-me"],
    ["POST", "/api/auth/change-password"],
    ["POST", "/api/auth/delay-change-password"],
    ["POST", "/api/auth/check-password"],
    ["POST", "/api/auth/secede"],
    ["GET", "/api/auth/transfer-join/me"],
    ["POST", "/api/auth/transfer-join/me"],
    ["POST", "/api/auth/disconnect-sns"],
  ] as const)("%s %s → 401 로그인 후 이용이 가능합니다.", async (method, url) => {
    const res = await t.app.inject({ method, url, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: "UNAUTHORIZED", message: "로그인 후 이용이 가능합니다." });
  });
});

describe("GET and POST /api/auth/me", () => {
  it("answers the profile", async () => {
    const { user, token } = await signedInMember({
      userType: "BUSINESS",
      businessNumber: "1248100998",
      companyName: "한우유통",
    });
    const res = await call("GET", "/api/auth/me", token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      loginId: user.loginId,
      userName: "홍길동",
      phoneNumber: user.phoneNumber,
      userType: "BUSINESS",
      businessNumber: "1248100998",
      companyName: "한우유통",
      loginType: "NORMAL",
      hasPassword: true,
      agreeMarketing: false,
      snsAccounts: [],
    });
    const simple = await call("GET", "/api/auth/simple-me", token);
    expect(simple.json()).toEqual({
      loginId: user.loginId,
      userName: "홍길동",
      userType: "BUSINESS",
      loginType: "NORMAL",
    });
  });

  it("updates name, e-mail, marketing consent and the buyer type", async () => {
    const { user, token } = await signedInMember();
    const res = await call("POST", "/api/auth/me", token, {
      userName: "홍길순",
      email: "new@example.com",
      phoneNumber: user.phoneNumber,
      userType: "BUSINESS",
      businessNumber: "1248100998",
      companyName: "길순상회",
      agreeMarketing: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userName: "홍길순",
      email: "new@example.com",
      userType: "BUSINESS",
      agreeMarketing: true,
    });
    expect(res.json().marketingAgreedAt).not.toBeNull();
  });

  it("needs a CHANGE_PHONE proof for a new phone number", async () => {
    const { user, token } = await signedInMember();
    const newPhone = randomPhoneNumber();
    const base = { userName: "홍길동", email: user.email, userType: "PERSONAL", agreeMarketing: false };
    const refused = await call("POST", "/api/auth/me", token, { ...base, phoneNumber: newPhone });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: "phoneVerificationToken", message: "휴대폰 인증을 다시 진행해 주세요." },
    ]);
    const proof = await verifyPhone(t.app, newPhone, "CHANGE_PHONE");
    const res = await call("POST", "/api/auth/me", token, {
      ...base,
      phoneNumber: newPhone,
      phoneVerificationToken: proof,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().phoneNumber).toBe(newPhone);
  });

  it("answers every failing field of an update at once", async () => {
    const { token } = await signedInMember();
    const res = await call("POST", "/api/auth/me", token, {
      userName: "<script>",
      email: "x",
      phoneNumber: "123",
      userType: "BUSINESS",
      agreeMarketing: "yes",
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["agreeMarketing", "businessNumber", "companyName", "email", "phoneNumber", "userName"].sort());
  });
});

describe("POST /api/auth/me: a new business number is checked at the lookup service (decision 053)", () => {
  // The sandbox's businesses (modules/nice-dmoa-sandbox): 124-81-00998 the tests' restaurant (active), 214-87-10355
  // active, 105-87-12345 휴업, 211-86-12342 폐업.
  const profile = (user: { phoneNumber: string | null; email: string | null }) => ({
    userName: "홍길동",
    email: user.email,
    phoneNumber: user.phoneNumber,
    agreeMarketing: false,
  });
  const asked = () => vi.spyOn(t.app.services.businessLookup, "joinRefusal");
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["a company member's number changed to a closed business's", "BUSINESS", "2118612342", 400],
    ["a personal member turning company buyer with a closed business's number", "PERSONAL", "2118612342", 400],
    ["a company member's number changed to an active business's", "BUSINESS", "2148710355", 200],
    [
      "a company member's number changed to a suspended business's (휴업 may stay a company buyer)",
      "BUSINESS",
      "1058712345",
      200,
    ],
    ["a personal member turning company buyer with an active business's number", "PERSONAL", "2148710355", 200],
  ] as const)("%s → %i", async (_case, userType, businessNumber, status) => {
    const before =
      userType === "BUSINESS" ? { userType, businessNumber: "1248100998", companyName: "한우유통" } : { userType };
    const { user, token } = await signedInMember(before);
    const lookup = asked();
    const res = await call("POST", "/api/auth/me", token, {
      ...profile(user),
      userType: "BUSINESS",
      businessNumber,
      companyName: "새상호",
    });
    expect(res.statusCode, res.body).toBe(status);
    // Asked at the service whatever the form's own 사업자 조회 showed: the body carries no proof to trust.
    expect(lookup).toHaveBeenCalledWith(businessNumber);
    const me = (await call("GET", "/api/auth/me", token)).json();
    if (status === 400) {
      expect(res.json()).toMatchObject({ status: 400, message: BUSINESS_LOOKUP_MESSAGES.CLOSED });
      expect(res.json().errors).toEqual([{ field: "businessNumber", message: BUSINESS_LOOKUP_MESSAGES.CLOSED }]);
      // Nothing was saved.
      expect(me).toMatchObject({ userType, businessNumber: before.businessNumber ?? null });
    } else {
      expect(me).toMatchObject({ userType: "BUSINESS", businessNumber, companyName: "새상호" });
    }
  });

  it("keeps an unchanged number without asking the service, even one that has closed since the join", async () => {
    const { user, token } = await signedInMember({
      userType: "BUSINESS",
      businessNumber: "2118612342",
      companyName: "폐업상회",
    });
    const lookup = asked();
    const res = await call("POST", "/api/auth/me", token, {
      ...profile(user),
      userName: "홍길순",
      userType: "BUSINESS",
      businessNumber: "2118612342",
      companyName: "폐업상회",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userName: "홍길순", businessNumber: "2118612342" });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("refuses a number failing the SPEC §5 rule before asking, and a closed one with a missing phone proof at once", async () => {
    const { user, token } = await signedInMember({
      userType: "BUSINESS",
      businessNumber: "1248100998",
      companyName: "한우유통",
    });
    const lookup = asked();
    const wrong = await call("POST", "/api/auth/me", token, {
      ...profile(user),
      userType: "BUSINESS",
      businessNumber: "2148710356",
      companyName: "한우유통",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: "businessNumber", message: BUSINESS_NUMBER_MESSAGE }]);
    expect(lookup).not.toHaveBeenCalled();

    const both = await call("POST", "/api/auth/me", token, {
      ...profile(user),
      phoneNumber: randomPhoneNumber(),
      userType: "BUSINESS",
      businessNumber: "2118612342",
      companyName: "한우유통",
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual([
      { field: "phoneVerificationToken", message: "휴대폰 인증을 다시 진행해 주세요." },
      { field: "businessNumber", message: BUSINESS_LOOKUP_MESSAGES.CLOSED },
    ]);
  });
});

describe("POST /api/auth/check-password", () => {
  it("confirms the password, refuses a wrong one and locks after 5 failures", async () => {
    const { password, token } = await signedInMember();
    expect((await call("POST", "/api/auth/check-password", token, { password })).json()).toEqual({ matched: true });
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/api/auth/check-password", token, { password: "Wrong!2580x" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "PASSWORD_MISMATCH", message: "비밀번호를 정확히 입력해 주세요." });
    }
    const locked = await call("POST", "/api/auth/check-password", token, { password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: "PASSWORD_THROTTLED",
      message: "비밀번호 입력 횟수를 초과했습니다. 10분 후 다시 시도해 주세요.",
    });
  });
});

describe("POST /api/auth/change-password", () => {
  it("changes the password with the current one and ends the other sessions", async () => {
    const { user, password, token } = await signedInMember();
    const other = await loginToken(t.app, user.loginId, password);
    const res = await call("POST", "/api/auth/change-password", token, {
      currentPassword: password,
      password: "New!2580pwx",
      passwordConfirm: "New!2580pwx",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call("GET", "/api/auth/simple-me", token)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/simple-me", other)).statusCode).toBe(401);
    expect((await login(t.app, user.loginId, password)).statusCode).toBe(401);
    await loginToken(t.app, user.loginId, "New!2580pwx");
  });

  it.each([
    [
      "no current password",
      { password: "New!2580pwx", passwordConfirm: "New!2580pwx" },
      "currentPassword",
      "필수 입력 항목입니다.",
    ],
    [
      "a weak new password",
      { currentPassword: FACTORY_PASSWORD, password: "abc", passwordConfirm: "abc" },
      "password",
      "영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.",
    ],
    [
      "a sequence",
      { currentPassword: FACTORY_PASSWORD, password: "Ab!1234xyzq", passwordConfirm: "Ab!1234xyzq" },
      "password",
      "비밀번호에 4자리 이상 연속된 문자는 사용할 수 없습니다.",
    ],
    [
      "a different confirmation",
      { currentPassword: FACTORY_PASSWORD, password: "New!2580pwx", passwordConfirm: "New!2580pwy" },
      "passwordConfirm",
      "비밀번호가 일치하지 않습니다.",
    ],
    [
      "a wrong current password",
      { currentPassword: "Wrong!2580x", password: "New!2580pwx", passwordConfirm: "New!2580pwx" },
      "currentPassword",
      "비밀번호를 정확히 입력해 주세요.",
    ],
    [
      "the same password again",
      { currentPassword: FACTORY_PASSWORD, password: FACTORY_PASSWORD, passwordConfirm: FACTORY_PASSWORD },
      "password",
      "현재 비밀번호와 다른 비밀번호를 입력해 주세요.",
    ],
  ])("answers 400 for %s and keeps the password", async (_name, body, field, message) => {
    const { user, token } = await signedInMember();
    const res = await call("POST", "/api/auth/change-password", token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it("resolves PASSWORD_EXPIRED: the restricted session becomes a full one", async () => {
    const { user, password } = await createMember(t.db, { passwordChangedAt: new Date(Date.now() - 120 * DAY) });
    const token = await loginToken(t.app, user.loginId, password, "PASSWORD_EXPIRED");
    const res = await call("POST", "/api/auth/change-password", token, {
      currentPassword: password,
      password: "New!2580pwx",
      passwordConfirm: "New!2580pwx",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(200);
    await loginToken(t.app, user.loginId, "New!2580pwx", "SUCCESS");
  });

  it("applies the partner scheme to a transferred account", async () => {
    const { user, password, token } = await signedInMember({ accountScheme: "PARTNER", loginId: "old.member-01" });
    // 9 characters: too short for a member password, enough for the partner scheme.
    const res = await call("POST", "/api/auth/change-password", token, {
      currentPassword: password,
      password: "Part!2580",
      passwordConfirm: "Part!2580",
    });
    expect(res.statusCode, res.body).toBe(200);
    await loginToken(t.app, user.loginId, "Part!2580");
  });
});

describe("POST /api/auth/secede", () => {
  it("scrubs personal data, ends every session and keeps the login id reserved", async () => {
    const { user, password, token } = await signedInMember({
      userType: "BUSINESS",
      businessNumber: "1248100998",
      companyName: "한우유통",
    });
    await t.db.insert(snsAccounts).values({ provider: "NAVER", providerUserId: `naver-${user.id}`, userId: user.id });
    const remember = (await login(t.app, user.loginId, password, { rememberMe: true })).json();

    const wrong = await call("POST", "/api/auth/secede", token, { password: "Wrong!2580x" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("PASSWORD_MISMATCH");
    const missing = await call("POST", "/api/auth/secede", token, {});
    expect(missing.json().errors).toEqual([{ field: "password", message: "필수 입력 항목입니다." }]);

    const res = await call("POST", "/api/auth/secede", token, { password, reason: "이용 빈도 낮음" });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      loginId: user.loginId,
      status: "SECEDED",
      passwordHash: null,
      userName: "탈퇴회원",
      email: null,
      phoneNumber: null,
      businessNumber: null,
      companyName: null,
      agreeMarketing: false,
      secedeReason: "이용 빈도 낮음",
    });
    expect(row!.secededAt).not.toBeNull();
    const [links] = await t.db.select({ n: count() }).from(snsAccounts).where(eq(snsAccounts.userId, user.id));
    expect(links?.n).toBe(0);
    const live = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(live.every((tokenRow) => tokenRow.revokedAt !== null)).toBe(true);
    const [remembered] = await t.db
      .select({ n: count() })
      .from(rememberMeTokens)
      .where(eq(rememberMeTokens.userId, user.id));
    expect(remembered?.n).toBe(0);
    expect((await call("GET", "/api/auth/me", remember.token)).statusCode).toBe(401);
    expect((await login(t.app, user.loginId, password)).json().code).toBe("LOGIN_FAILED");
    // The phone is free for a new account.
    const proof = await verifyPhone(t.app, user.phoneNumber!, "JOIN");
    expect(proof).toEqual(expect.any(String));
  });

  it("answers 400 for a reason with emoji or too long", async () => {
    const { password, token } = await signedInMember();
    const emoji = await call("POST", "/api/auth/secede", token, { password, reason: "잘가요👋" });
    expect(emoji.json().errors).toEqual([{ field: "reason", message: "탈퇴 사유에는 이모티콘을 추가할 수 없습니다." }]);
    const long = await call("POST", "/api/auth/secede", token, { password, reason: "가".repeat(201) });
    expect(long.json().errors).toEqual([{ field: "reason", message: "200자리 이내로 입력해 주세요." }]);
    expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(200);
  });
});

describe("transfer join", () => {
  it("confirms a carried-over account: data, terms, a partner-scheme password; the restriction lifts", async () => {
    const { user, password } = await createMember(t.db, {
      loginId: "oldshop.kim",
      transferPending: true,
      agreeTerms: false,
      agreePrivacy: false,
      passwordChangedAt: new Date(Date.now() - 900 * DAY),
    });
    const token = await loginToken(t.app, user.loginId, password, "TRANSFER_REQUIRED");
    const me = await call("GET", "/api/auth/transfer-join/me", token);
    expect(me.json()).toMatchObject({ loginId: "oldshop.kim", transferPending: true, phoneNumber: user.phoneNumber });

    const invalid = await call("POST", "/api/auth/transfer-join/me", token, {
      password: "short",
      passwordConfirm: "other",
      userName: "홍길동",
      email: "bad",
      phoneNumber: user.phoneNumber,
      userType: "PERSONAL",
      agreeTerms: false,
      agreePrivacy: true,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: "password", message: "비밀번호는 영문/숫자/특수문자를 혼합하여 8자 이상 20자 이하로 입력하세요." },
      { field: "passwordConfirm", message: "비밀번호가 일치하지 않습니다." },
      { field: "email", message: "이메일을 정확히 입력해 주세요." },
      { field: "phoneVerificationToken", message: "필수 입력 항목입니다." },
      { field: "agreeTerms", message: "필수 입력 항목입니다." },
    ]);

    const proof = await verifyPhone(t.app, user.phoneNumber!, "TRANSFER_JOIN");
    const res = await call("POST", "/api/auth/transfer-join/me", token, {
      password: "Part!2580",
      passwordConfirm: "Part!2580",
      userName: "홍길동",
      email: "kim@example.com",
      phoneNumber: user.phoneNumber,
      phoneVerificationToken: proof,
      userType: "PERSONAL",
      agreeTerms: true,
      agreePrivacy: true,
      agreeMarketing: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: "SUCCESS", loginId: "oldshop.kim" });
    expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      transferPending: false,
      accountScheme: "PARTNER",
      agreeTerms: true,
      email: "kim@example.com",
    });
    await loginToken(t.app, "oldshop.kim", "Part!2580", "SUCCESS");
  });
});
