import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authNumbers, users } from "../../db/schema/account.js";
import { createMember, randomPhoneNumber } from "../../db/seed/account.factory.js";
import {
  JOIN_PASSWORD,
  joinBody,
  joinMember,
  latestCode,
  loginToken,
  randomAddress,
  verifyPhone,
} from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUIRED = "필수 입력 항목입니다.";
const LOGIN_ID = "4~16자 이내 영문 소문자, 숫자로 입력해 주세요.";
const COMPOSITION = "영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.";
const REPEAT = "3자리 이상 반복된 문자, 숫자는 사용이 불가합니다.";
const SEQUENCE = "비밀번호에 4자리 이상 연속된 문자는 사용할 수 없습니다.";
const CONFIRM = "비밀번호가 일치하지 않습니다.";
const KOREAN = "한글로만 입력해 주세요.";
const EMAIL = "이메일을 정확히 입력해 주세요.";
const PHONE = "휴대폰번호를 숫자로만 입력해주세요.";
const BUSINESS_NUMBER = "사업자등록번호를 '-'없이 정확히 입력해주세요.";
const INVALID = "입력값이 올바르지 않습니다.";
const PROOF = "휴대폰 인증을 다시 진행해 주세요.";
const VALID_BUSINESS_NUMBER = "1248100998";

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: randomAddress() });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe("POST /api/auth/join", () => {
  it("joins a member with a verified phone, hashing the password with argon2id", async () => {
    const body = joinBody({ agreeMarketing: true });
    const phoneVerificationToken = await verifyPhone(t.app, body.phoneNumber as string, "JOIN");
    const res = await post("/api/auth/join", { ...body, phoneVerificationToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ loginId: body.loginId, userName: "김한우", userType: "PERSONAL" });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.loginId, body.loginId as string));
    expect(row).toMatchObject({
      userType: "PERSONAL",
      businessNumber: null,
      loginType: "NORMAL",
      status: "ACTIVE",
      accountScheme: "MEMBER",
      agreeTerms: true,
      agreePrivacy: true,
      agreeMarketing: true,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.marketingAgreedAt).not.toBeNull();
    await loginToken(t.app, body.loginId as string, JOIN_PASSWORD);
  });

  it("joins a company buyer with a business number that passes the checksum", async () => {
    const body = await joinMember(t.app, {
      userType: "BUSINESS",
      businessNumber: VALID_BUSINESS_NUMBER,
      companyName: "<b>한우유통</b>(주)",
    });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.loginId, body.loginId as string));
    // Markup in free text is kept as typed: it is text, escaped wherever it is shown.
    expect(row).toMatchObject({
      userType: "BUSINESS",
      businessNumber: VALID_BUSINESS_NUMBER,
      companyName: "<b>한우유통</b>(주)",
    });
  });

  it("drops business fields a personal member sends", async () => {
    const body = await joinMember(t.app, { businessNumber: VALID_BUSINESS_NUMBER, companyName: "무시됨" });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.loginId, body.loginId as string));
    expect(row).toMatchObject({ businessNumber: null, companyName: null });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["missing login id", { loginId: undefined }, "loginId", REQUIRED],
    ["login id as a number", { loginId: 1234 }, "loginId", LOGIN_ID],
    ["login id as an object", { loginId: { $gt: "" } }, "loginId", INVALID],
    ["login id too long", { loginId: "a".repeat(17) }, "loginId", LOGIN_ID],
    ["login id too short", { loginId: "ab1" }, "loginId", LOGIN_ID],
    ["login id in capitals", { loginId: "Hong1234" }, "loginId", LOGIN_ID],
    ["login id of digits only", { loginId: "12345678" }, "loginId", LOGIN_ID],
    ["login id with emoji", { loginId: "hong😀12" }, "loginId", LOGIN_ID],
    ["login id with HTML", { loginId: "<script>x</script>" }, "loginId", LOGIN_ID],
    ["login id with SQL", { loginId: "a'; drop table users;--" }, "loginId", LOGIN_ID],
    ["missing password", { password: undefined }, "password", REQUIRED],
    ["password too short", { password: "Qz!7mK#2", passwordConfirm: "Qz!7mK#2" }, "password", COMPOSITION],
    [
      "password too long",
      { password: "Qz!7mK#2pL9xQz!7m", passwordConfirm: "Qz!7mK#2pL9xQz!7m" },
      "password",
      COMPOSITION,
    ],
    [
      "password without a special character",
      { password: "Qz7mK2pL9x", passwordConfirm: "Qz7mK2pL9x" },
      "password",
      COMPOSITION,
    ],
    ["password with a space", { password: "Qz!7 K#2pL9x", passwordConfirm: "Qz!7 K#2pL9x" }, "password", COMPOSITION],
    ["password with emoji", { password: "Qz!7😀K#2pL9x", passwordConfirm: "Qz!7😀K#2pL9x" }, "password", COMPOSITION],
    [
      "password repeating a character",
      { password: "Qz!7mmm2pL9x", passwordConfirm: "Qz!7mmm2pL9x" },
      "password",
      REPEAT,
    ],
    ["password with a sequence", { password: "Qz!7abc2pL9x", passwordConfirm: "Qz!7abc2pL9x" }, "password", SEQUENCE],
    [
      "password with a keyboard run",
      { password: "Qz!7qwe2pL9x", passwordConfirm: "Qz!7qwe2pL9x" },
      "password",
      SEQUENCE,
    ],
    ["password as a number", { password: 1234567890 }, "password", COMPOSITION],
    ["different confirmation", { passwordConfirm: "Qz!7mK#2pL9y" }, "passwordConfirm", CONFIRM],
    ["missing confirmation", { passwordConfirm: undefined }, "passwordConfirm", REQUIRED],
    ["missing name", { userName: "" }, "userName", REQUIRED],
    ["name with emoji", { userName: "김한우😀" }, "userName", "이름에는 이모티콘을 추가할 수 없습니다."],
    ["name with HTML", { userName: "<img src=x onerror=alert(1)>" }, "userName", KOREAN],
    ["name with SQL", { userName: "' OR 1=1 --" }, "userName", KOREAN],
    ["name in Latin letters", { userName: "Kim" }, "userName", KOREAN],
    ["name too long", { userName: "김".repeat(21) }, "userName", "2~20자 이내로 입력해 주세요."],
    ["name too short", { userName: "김" }, "userName", "2~20자 이내로 입력해 주세요."],
    ["name as a number", { userName: 12 }, "userName", KOREAN],
    ["missing e-mail", { email: undefined }, "email", REQUIRED],
    ["e-mail without a domain", { email: "hanwoo@" }, "email", EMAIL],
    ["e-mail too long", { email: `${"a".repeat(95)}@example.com` }, "email", "100자리 이내로 입력해 주세요."],
    ["e-mail with HTML", { email: "<a>@example.com" }, "email", EMAIL],
    ["e-mail with emoji", { email: "한우😀@example.com" }, "email", EMAIL],
    ["missing phone", { phoneNumber: "" }, "phoneNumber", REQUIRED],
    ["phone with hyphens", { phoneNumber: "010-1234-5678" }, "phoneNumber", PHONE],
    ["a landline", { phoneNumber: "0212345678" }, "phoneNumber", PHONE],
    ["phone with SQL", { phoneNumber: "010' OR '1'='1" }, "phoneNumber", PHONE],
    ["phone as a number", { phoneNumber: 1012345678 }, "phoneNumber", PHONE],
    ["missing user type", { userType: undefined }, "userType", REQUIRED],
    ["unknown user type", { userType: "ADMIN" }, "userType", REQUIRED],
    ["terms not agreed", { agreeTerms: false }, "agreeTerms", REQUIRED],
    ["terms as a string", { agreeTerms: "on" }, "agreeTerms", REQUIRED],
    ["privacy missing", { agreePrivacy: undefined }, "agreePrivacy", REQUIRED],
    ["marketing not a boolean", { agreeMarketing: "Y" }, "agreeMarketing", INVALID],
    [
      "company buyer without a business number",
      { userType: "BUSINESS", companyName: "한우유통" },
      "businessNumber",
      REQUIRED,
    ],
    [
      "business number failing the checksum",
      { userType: "BUSINESS", businessNumber: "1248100999", companyName: "한우유통" },
      "businessNumber",
      BUSINESS_NUMBER,
    ],
    [
      "business number with hyphens",
      { userType: "BUSINESS", businessNumber: "124-81-00998", companyName: "한우유통" },
      "businessNumber",
      BUSINESS_NUMBER,
    ],
    [
      "company buyer without a company name",
      { userType: "BUSINESS", businessNumber: VALID_BUSINESS_NUMBER },
      "companyName",
      REQUIRED,
    ],
    [
      "company name with emoji",
      { userType: "BUSINESS", businessNumber: VALID_BUSINESS_NUMBER, companyName: "한우🐮유통" },
      "companyName",
      "회사명에는 이모티콘을 추가할 수 없습니다.",
    ],
    [
      "company name too long",
      { userType: "BUSINESS", businessNumber: VALID_BUSINESS_NUMBER, companyName: "가".repeat(51) },
      "companyName",
      "50자리 이내로 입력해 주세요.",
    ],
    ["missing phone proof", { phoneVerificationToken: undefined }, "phoneVerificationToken", REQUIRED],
    ["a made-up phone proof", { phoneVerificationToken: "x".repeat(43) }, "phoneVerificationToken", PROOF],
  ];

  it.each(cases)(
    "answers 400 for %s, with the rule's message, and stores nothing",
    async (_name, change, field, message) => {
      const body = joinBody();
      const phoneVerificationToken = await verifyPhone(t.app, body.phoneNumber as string, "JOIN");
      const before = await userCount();
      const res = await post("/api/auth/join", { ...body, phoneVerificationToken, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: "VALIDATION", message, errors: [{ field, message }] });
      expect(await userCount()).toBe(before);
      // The proof was not used up: the same form can be sent again once corrected.
      const retry = await post("/api/auth/join", { ...body, phoneVerificationToken });
      expect(retry.statusCode, retry.body).toBe(200);
    },
  );

  it("lists every failing field at once, in the form's order", async () => {
    const res = await post("/api/auth/join", {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "loginId", message: REQUIRED },
      { field: "password", message: REQUIRED },
      { field: "passwordConfirm", message: REQUIRED },
      { field: "userName", message: REQUIRED },
      { field: "email", message: REQUIRED },
      { field: "phoneNumber", message: REQUIRED },
      { field: "phoneVerificationToken", message: REQUIRED },
      { field: "userType", message: REQUIRED },
      { field: "agreeTerms", message: REQUIRED },
      { field: "agreePrivacy", message: REQUIRED },
    ]);
    expect(res.json().message).toBe(REQUIRED);
  });

  it("lists a taken login id together with the format errors of other fields", async () => {
    const { user } = await createMember(t.db);
    const res = await post("/api/auth/join", {
      ...joinBody({ loginId: user.loginId, email: "wrong", userType: "BUSINESS", businessNumber: "1234567890" }),
      passwordConfirm: "Different!29x",
      phoneVerificationToken: "x".repeat(43),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "loginId", message: "이미 사용 중인 아이디입니다." },
      { field: "passwordConfirm", message: CONFIRM },
      { field: "email", message: EMAIL },
      { field: "phoneVerificationToken", message: PROOF },
      { field: "businessNumber", message: BUSINESS_NUMBER },
      { field: "companyName", message: REQUIRED },
    ]);
  });

  it("keeps a seceded member's login id reserved", async () => {
    const { user } = await createMember(t.db, { status: "SECEDED", phoneNumber: null });
    const body = joinBody({ loginId: user.loginId });
    const phoneVerificationToken = await verifyPhone(t.app, body.phoneNumber as string, "JOIN");
    const res = await post("/api/auth/join", { ...body, phoneVerificationToken });
    expect(res.json().errors).toEqual([{ field: "loginId", message: "이미 사용 중인 아이디입니다." }]);
  });

  it("refuses a phone proof for another number, of another purpose, or already used", async () => {
    const body = joinBody();
    const otherPhone = randomPhoneNumber();
    const forOther = await verifyPhone(t.app, otherPhone, "JOIN");
    const res = await post("/api/auth/join", { ...body, phoneVerificationToken: forOther });
    expect(res.json().errors).toEqual([{ field: "phoneVerificationToken", message: PROOF }]);

    const forSleep = await verifyPhone(t.app, body.phoneNumber as string, "SLEEP_USER");
    const wrongPurpose = await post("/api/auth/join", { ...body, phoneVerificationToken: forSleep });
    expect(wrongPurpose.json().errors).toEqual([{ field: "phoneVerificationToken", message: PROOF }]);

    const proof = await verifyPhone(t.app, body.phoneNumber as string, "JOIN");
    expect((await post("/api/auth/join", { ...body, phoneVerificationToken: proof })).statusCode).toBe(200);
    const again = await post("/api/auth/join", {
      ...joinBody({ phoneNumber: body.phoneNumber }),
      phoneVerificationToken: proof,
    });
    expect(again.json().errors).toEqual([{ field: "phoneVerificationToken", message: PROOF }]);
  });

  it("refuses a phone proof past its 30 minutes", async () => {
    const body = joinBody();
    const proof = await verifyPhone(t.app, body.phoneNumber as string, "JOIN");
    await t.db
      .update(authNumbers)
      .set({ proofExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authNumbers.phoneNumber, body.phoneNumber as string));
    const res = await post("/api/auth/join", { ...body, phoneVerificationToken: proof });
    expect(res.json().errors).toEqual([{ field: "phoneVerificationToken", message: PROOF }]);
  });

  it("tells the owner of a verified phone that it is already registered", async () => {
    const { user } = await createMember(t.db);
    const body = joinBody({ phoneNumber: user.phoneNumber });
    const proof = await verifyPhone(t.app, user.phoneNumber!, "JOIN");
    const res = await post("/api/auth/join", { ...body, phoneVerificationToken: proof });
    expect(res.json().errors).toEqual([{ field: "phoneNumber", message: "이미 가입된 휴대폰번호입니다." }]);
  });
});

describe("login id checks", () => {
  it("POST /api/auth/validate answers the format rule's 400, or whether the id is free", async () => {
    const { user } = await createMember(t.db);
    const bad = await post("/api/auth/validate", { loginId: "Bad Id" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "loginId", message: LOGIN_ID }]);
    expect((await post("/api/auth/validate", {})).json().errors).toEqual([{ field: "loginId", message: REQUIRED }]);
    expect((await post("/api/auth/validate", { loginId: "freeid2025" })).json()).toEqual({
      available: true,
      message: "사용 가능한 아이디입니다.",
    });
    expect((await post("/api/auth/validate", { loginId: user.loginId })).json()).toEqual({
      available: false,
      message: "이미 사용 중인 아이디입니다.",
    });
  });

  it("POST /api/auth/user/duplicate answers whether the id is taken", async () => {
    const { user } = await createMember(t.db);
    expect((await post("/api/auth/user/duplicate", { loginId: user.loginId })).json()).toEqual({ duplicated: true });
    expect((await post("/api/auth/user/duplicate", { loginId: "freeid2026" })).json()).toEqual({ duplicated: false });
    expect((await post("/api/auth/user/duplicate", { loginId: "x".repeat(31) })).statusCode).toBe(400);
  });

  it("POST /api/auth/validate/phone-number checks the phoneNumber rule", async () => {
    expect((await post("/api/auth/validate/phone-number", { phoneNumber: "01012345678" })).json()).toEqual({
      valid: true,
    });
    for (const phoneNumber of ["010-1234-5678", "0101234567a", "<script>", "01512345678"]) {
      const res = await post("/api/auth/validate/phone-number", { phoneNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: "phoneNumber", message: PHONE }]);
    }
  });
});

describe("phone verification codes", () => {
  it("sends a 6-digit code by the SMS sandbox, valid 300 seconds, and answers a proof for it", async () => {
    const phoneNumber = randomPhoneNumber();
    const sent = await post("/api/auth/send-auth-number", { phoneNumber, purpose: "JOIN" });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ expiresIn: 300 });
    const code = await latestCode(t.app, phoneNumber);
    const [row] = await t.db.select().from(authNumbers).where(eq(authNumbers.phoneNumber, phoneNumber));
    expect(row!.codeHash).not.toContain(code);
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000)).toBe(300);
    const checked = await post("/api/auth/check-auth-number", { phoneNumber, purpose: "JOIN", authNumber: code });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ verificationToken: expect.any(String), expiresIn: 1800 });
    // A code works once.
    const reused = await post("/api/auth/check-auth-number", { phoneNumber, purpose: "JOIN", authNumber: code });
    expect(reused.statusCode).toBe(400);
  });

  it("counts wrong codes and locks the code at the 5th", async () => {
    const phoneNumber = randomPhoneNumber();
    await post("/api/auth/send-auth-number", { phoneNumber, purpose: "JOIN" });
    const code = await latestCode(t.app, phoneNumber);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      const res = await post("/api/auth/check-auth-number", { phoneNumber, purpose: "JOIN", authNumber: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "AUTH_NUMBER_MISMATCH", message: "인증번호가 일치하지 않습니다." });
    }
    const fifth = await post("/api/auth/check-auth-number", { phoneNumber, purpose: "JOIN", authNumber: wrong });
    expect(fifth.json()).toMatchObject({
      code: "AUTH_NUMBER_ATTEMPTS",
      message: "인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 요청해 주세요.",
      errors: [{ field: "authNumber" }],
    });
    const right = await post("/api/auth/check-auth-number", { phoneNumber, purpose: "JOIN", authNumber: code });
    expect(right.json().code).toBe("AUTH_NUMBER_ATTEMPTS");
    // A new code starts over.
    await post("/api/auth/send-auth-number", { phoneNumber, purpose: "JOIN" });
    const fresh = await latestCode(t.app, phoneNumber);
    expect(
      (await post("/api/auth/check-auth-number", { phoneNumber, purpose: "JOIN", authNumber: fresh })).statusCode,
    ).toBe(200);
  });

  it("refuses a code after 300 seconds", async () => {
    const phoneNumber = randomPhoneNumber();
    await post("/api/auth/send-auth-number", { phoneNumber, purpose: "JOIN" });
    const code = await latestCode(t.app, phoneNumber);
    await t.db
      .update(authNumbers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authNumbers.phoneNumber, phoneNumber));
    const res = await post("/api/auth/check-auth-number", { phoneNumber, purpose: "JOIN", authNumber: code });
    expect(res.json()).toMatchObject({
      code: "AUTH_NUMBER_EXPIRED",
      message: "인증번호 입력 시간이 만료되었습니다. 인증번호를 다시 요청해 주세요.",
    });
  });

  it("keeps purposes apart: a JOIN code does not verify SLEEP_USER", async () => {
    const phoneNumber = randomPhoneNumber();
    await post("/api/auth/send-auth-number", { phoneNumber, purpose: "JOIN" });
    const code = await latestCode(t.app, phoneNumber);
    const res = await post("/api/auth/check-auth-number", { phoneNumber, purpose: "SLEEP_USER", authNumber: code });
    expect(res.json().code).toBe("AUTH_NUMBER_MISMATCH");
  });

  it("limits codes to 5 per phone per hour", async () => {
    const phoneNumber = randomPhoneNumber();
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/auth/send-auth-number", { phoneNumber, purpose: "JOIN" })).statusCode).toBe(200);
    }
    const sixth = await post("/api/auth/send-auth-number", { phoneNumber, purpose: "JOIN" });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: "AUTH_NUMBER_THROTTLED",
      message: "인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    });
  });

  it.each([
    ["missing phone", { purpose: "JOIN" }, "phoneNumber", REQUIRED],
    ["bad phone", { phoneNumber: "010-1234-5678", purpose: "JOIN" }, "phoneNumber", PHONE],
    ["missing purpose", { phoneNumber: "01012345678" }, "purpose", REQUIRED],
    ["unknown purpose", { phoneNumber: "01012345678", purpose: "FIND_ID" }, "purpose", REQUIRED],
  ])("send-auth-number answers 400 for %s and sends nothing", async (_name, body, field, message) => {
    const [before] = await t.db.select({ n: count() }).from(authNumbers);
    const res = await post("/api/auth/send-auth-number", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
    const [after] = await t.db.select({ n: count() }).from(authNumbers);
    expect(after?.n).toBe(before?.n);
  });

  it.each([
    ["missing code", {}, REQUIRED],
    ["5 digits", { authNumber: "12345" }, "6자리로 입력해 주세요."],
    ["letters", { authNumber: "12a456" }, "6자리로 입력해 주세요."],
    ["SQL", { authNumber: "1' OR 1" }, "6자리로 입력해 주세요."],
  ])("check-auth-number answers 400 for %s", async (_name, change, message) => {
    const res = await post("/api/auth/check-auth-number", { phoneNumber: "01012345678", purpose: "JOIN", ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "authNumber", message }]);
  });
});
