import {
  adminAuditListSchema,
  adminLoginResponseSchema,
  adminSessionResponseSchema,
  staffProfileSchema,
} from "@shop/contracts/admin";
import { errorBodySchema } from "@shop/contracts/common";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { staffAccounts } from "../../db/schema/staff.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createStaff } from "../../db/seed/staff.factory.js";
import { bearer, loginToken, randomAddress } from "../../test/auth-client.js";
import { sealerOf, signedInStaff, staffBearer, staffSignIn } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { totpCodeAt } from "./staff-totp.js";

// The back office's sign-in through the real routes: password, then the authenticator's code (enrolment on the first
// sign-in), one use per code, the 30-minute idle end, the separation from member tokens, and the audit log.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, payload: payload as object, headers });
}

async function challengeFor(staff: { loginId: string; password: string }, address = randomAddress()) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    payload: { loginId: staff.loginId, password: staff.password },
    remoteAddress: address,
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminLoginResponseSchema.parse(res.json());
}

describe("sign-in", () => {
  it("takes the password, then the code, and answers a session that opens the admin API", async () => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_CS", name: "이상담" });
    const challenge = await challengeFor(staff);
    expect(challenge.enrollment).toBeNull();

    const res = await post("/api/admin/auth/totp", {
      challengeToken: challenge.challengeToken,
      code: totpCodeAt(staff.totpSecret, new Date()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = adminSessionResponseSchema.parse(res.json());
    expect(session.staff).toMatchObject({ loginId: staff.loginId, name: "이상담", role: "ROLE_CS", sellerId: null });
    expect(session.staff.permissions).toEqual(["items.read", "orders.read", "inquiries.answer", "members.read"]);

    const me = await t.app.inject({
      url: "/api/admin/auth/me",
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(staffProfileSchema.parse(me.json()).loginId).toBe(staff.loginId);
  });

  it.each([
    ["a wrong password", "right-id", "Wrong!Password1"],
    ["an unknown login id", "nobody-here", "Wrong!Password1"],
  ])("answers %s with the same 401", async (_case, which, password) => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_ADMIN" });
    const loginId = which === "right-id" ? staff.loginId : `${staff.loginId}x`;
    const res = await post("/api/admin/auth/login", { loginId, password });
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: "LOGIN_FAILED",
      message: "아이디 또는 비밀번호가 일치하지 않습니다.",
    });
  });

  it("refuses a disabled account's right password", async () => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_ADMIN" });
    await t.db.update(staffAccounts).set({ disabledAt: new Date() }).where(eq(staffAccounts.id, staff.id));
    const res = await post("/api/admin/auth/login", { loginId: staff.loginId, password: staff.password });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a wrong code, keeps the challenge for the right one, and takes each code once", async () => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_ADMIN" });
    const now = new Date();
    const right = totpCodeAt(staff.totpSecret, now);
    const wrong = right === "000000" ? "111111" : "000000";
    const challenge = await challengeFor(staff);

    const refused = await post("/api/admin/auth/totp", { challengeToken: challenge.challengeToken, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "TOTP_INVALID",
      message: "인증 코드가 올바르지 않습니다. 인증 앱의 새 코드를 입력해 주세요.",
    });
    const accepted = await post("/api/admin/auth/totp", { challengeToken: challenge.challengeToken, code: right });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The same challenge again, and the same code with a new challenge: neither signs in a second time.
    const sameChallenge = await post("/api/admin/auth/totp", { challengeToken: challenge.challengeToken, code: right });
    expect(sameChallenge.statusCode).toBe(401);
    expect(sameChallenge.json().code).toBe("CHALLENGE_EXPIRED");
    const replay = await post("/api/admin/auth/totp", {
      challengeToken: (await challengeFor(staff)).challengeToken,
      code: right,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe("TOTP_INVALID");
  });

  it("takes the codes of the steps next to the server's and no further", async () => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_ADMIN" });
    const now = Date.now();
    const tooOld = await post("/api/admin/auth/totp", {
      challengeToken: (await challengeFor(staff)).challengeToken,
      code: totpCodeAt(staff.totpSecret, new Date(now - 95_000)),
    });
    expect(tooOld.statusCode).toBe(400);
    const previous = await post("/api/admin/auth/totp", {
      challengeToken: (await challengeFor(staff)).challengeToken,
      code: totpCodeAt(staff.totpSecret, new Date(now - 30_000)),
    });
    expect(previous.statusCode, previous.body).toBe(200);
  });

  it("answers a malformed code with the field's Korean message", async () => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_ADMIN" });
    const res = await post("/api/admin/auth/totp", {
      challengeToken: (await challengeFor(staff)).challengeToken,
      code: "12a456",
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("인증 앱에 표시된 6자리 숫자를 입력해 주세요.");
  });

  it("lets a challenge go after 5 minutes", async () => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_ADMIN" });
    const challenge = await challengeFor(staff);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 + 1_000 });
    const res = await post("/api/admin/auth/totp", {
      challengeToken: challenge.challengeToken,
      code: totpCodeAt(staff.totpSecret, new Date()),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: "CHALLENGE_EXPIRED",
      message: "인증 시간이 지났습니다. 처음부터 다시 로그인해 주세요.",
    });
  });

  it("enrols the authenticator on the first sign-in: the same secret until a code confirms it", async () => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_SELLER", sellerId: 10_000_001, enrolled: false });
    const first = await challengeFor(staff);
    const again = await challengeFor(staff);
    expect(first.enrollment).not.toBeNull();
    expect(again.enrollment?.secret).toBe(first.enrollment?.secret);
    const secret = first.enrollment?.secret ?? "";
    expect(secret).toBe(staff.totpSecret);
    expect(first.enrollment?.otpauthUri).toMatch(
      new RegExp(`^otpauth://totp/.+:${staff.loginId}\\?.*secret=${secret}`),
    );
    expect(first.enrollment?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const confirmed = await post("/api/admin/auth/totp", {
      challengeToken: again.challengeToken,
      code: totpCodeAt(secret, new Date()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await challengeFor(staff)).enrollment).toBeNull();
  });

  it("slows an address down after 5 wrong passwords for one account (429 with Retry-After)", async () => {
    const staff = await createStaff(t.db, sealerOf(t), { role: "ROLE_ADMIN" });
    const address = randomAddress();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { loginId: staff.loginId, password: "Wrong!Password1" },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { loginId: staff.loginId, password: staff.password },
      remoteAddress: address,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("LOGIN_THROTTLED");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back: the account itself is not locked.
    await challengeFor(staff, randomAddress());
  });
});

describe("sessions", () => {
  it("end after 30 minutes without a call, and slide while used", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const staff = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const me = () => t.app.inject({ url: "/api/admin/auth/me", headers: staffBearer(staff) });

    vi.setSystemTime(start + 25 * 60_000);
    expect((await me()).statusCode).toBe(200);
    // 50 minutes after sign-in but 25 after the last call: still signed in.
    vi.setSystemTime(start + 50 * 60_000);
    expect((await me()).statusCode).toBe(200);
    vi.setSystemTime(start + 80 * 60_000 + 1_000);
    const ended = await me();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      code: "SESSION_EXPIRED",
      message: "30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.",
    });
  });

  it("end at logout", async () => {
    const staff = await signedInStaff(t, { role: "ROLE_CS" });
    expect((await post("/api/admin/auth/logout", {}, staffBearer(staff))).statusCode).toBe(200);
    const after = await t.app.inject({ url: "/api/admin/auth/me", headers: staffBearer(staff) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("관리자 로그인이 필요합니다.");
  });

  it("never mix with members': a member token opens no admin route, a staff token no member route", async () => {
    const created = await createMember(t.db);
    const memberToken = await loginToken(t.app, created.user.loginId, created.password);
    const staff = await signedInStaff(t, { role: "ROLE_ADMIN" });

    const asMember = await t.app.inject({ url: "/api/admin/auth/me", headers: bearer(memberToken) });
    expect(asMember.statusCode).toBe(401);
    const asStaff = await t.app.inject({ url: "/api/mypage/coupon-and-point", headers: staffBearer(staff) });
    expect(asStaff.statusCode).toBe(401);
  });
});

describe("audit log", () => {
  it("records each sign-in and lets operators search it; others get 403", async () => {
    const admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });

    const res = await t.app.inject({
      url: `/api/admin/audit-logs?staff=${cs.loginId}&action=staff`,
      headers: staffBearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = adminAuditListSchema.parse(res.json());
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      staffLoginId: cs.loginId,
      role: "ROLE_CS",
      action: "staff.login",
      targetType: "staff",
      targetId: cs.loginId,
    });

    for (const other of [cs, seller]) {
      const refused = await t.app.inject({ url: "/api/admin/audit-logs", headers: staffBearer(other) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    }
  });

  it("keeps the first sign-in as the authenticator's enrolment", async () => {
    const admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const fresh = await createStaff(t.db, sealerOf(t), { role: "ROLE_CS", enrolled: false });
    await staffSignIn(t, fresh);
    const res = await t.app.inject({
      url: `/api/admin/audit-logs?staff=${fresh.loginId}`,
      headers: staffBearer(admin),
    });
    expect(adminAuditListSchema.parse(res.json()).list.map((entry) => entry.action)).toEqual(["staff.totp-enrol"]);
  });

  it("filters by Korea day", async () => {
    const admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const res = await t.app.inject({
      url: `/api/admin/audit-logs?staff=${admin.loginId}&from=2020-01-01&to=2020-01-31`,
      headers: staffBearer(admin),
    });
    expect(adminAuditListSchema.parse(res.json()).pagination.totalCount).toBe(0);
  });
});

describe("staff accounts", () => {
  const newLoginId = () => `st${Math.random().toString(36).slice(2, 12)}`;

  it("an operator creates a seller's account, which enrols its authenticator at its first sign-in", async () => {
    const operator = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const loginId = newLoginId();
    const created = await post(
      "/api/admin/staff",
      { loginId, password: "Seller!2026x", name: "박판매", role: "ROLE_SELLER", sellerId: 10_000_001 },
      staffBearer(operator),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      loginId,
      role: "ROLE_SELLER",
      sellerId: 10_000_001,
      sellerName: "(주)대관령한우",
      enrolled: false,
      disabled: false,
    });

    const challenge = await challengeFor({ loginId, password: "Seller!2026x" });
    const secret = challenge.enrollment?.secret ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const session = await post("/api/admin/auth/totp", {
      challengeToken: challenge.challengeToken,
      code: totpCodeAt(secret, new Date()),
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().staff).toMatchObject({ role: "ROLE_SELLER", sellerName: "(주)대관령한우" });

    const audit = await t.app.inject({
      url: `/api/admin/audit-logs?targetType=staff&targetId=${loginId}`,
      headers: staffBearer(operator),
    });
    expect(adminAuditListSchema.parse(audit.json()).list.map((entry) => entry.action)).toEqual([
      "staff.totp-enrol",
      "staff.create",
    ]);
  });

  it.each([
    [
      "a seller account without its seller",
      { role: "ROLE_SELLER" },
      "sellerId",
      "판매사 계정은 판매사를 선택해 주세요.",
    ],
    [
      "a seller on a cooperative account",
      { role: "ROLE_CS", sellerId: 10_000_001 },
      "sellerId",
      "판매사는 판매사 계정에만 지정할 수 있습니다.",
    ],
    ["an unknown seller", { role: "ROLE_SELLER", sellerId: 99_999_999 }, "sellerId", "판매사를 찾을 수 없습니다."],
    ["a weak password", { role: "ROLE_CS", password: "short" }, "password", null],
    ["a login id with capitals", { role: "ROLE_CS", loginId: "Admin-New" }, "loginId", null],
  ])("refuses %s with a Korean 400", async (_case, overrides, field, message) => {
    const operator = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const res = await post(
      "/api/admin/staff",
      { loginId: newLoginId(), password: "Center!2026x", name: "이상담", ...overrides },
      staffBearer(operator),
    );
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    const error = body.errors.find((entry) => entry.field === field);
    expect(error?.message).toMatch(/[가-힣]/);
    if (message) expect(error?.message).toBe(message);
  });

  it("answers 409 for a taken login id and writes nothing", async () => {
    const operator = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const body = { loginId: newLoginId(), password: "Center!2026x", name: "이상담", role: "ROLE_CS" };
    expect((await post("/api/admin/staff", body, staffBearer(operator))).statusCode).toBe(200);
    const again = await post("/api/admin/staff", { ...body, name: "김중복" }, staffBearer(operator));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("이미 사용 중인 아이디입니다.");
    const list = await t.app.inject({ url: "/api/admin/staff", headers: staffBearer(operator) });
    expect(list.json().list.filter((entry: { loginId: string }) => entry.loginId === body.loginId)).toHaveLength(1);
  });

  it("stops an account (its session ends at once), restarts it, and resets its authenticator", async () => {
    const operator = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const me = () => t.app.inject({ url: "/api/admin/auth/me", headers: staffBearer(cs) });
    const act = (action: string) => post(`/api/admin/staff/${cs.id}/action`, { action }, staffBearer(operator));

    expect((await act("disable")).json()).toMatchObject({ disabled: true });
    expect((await me()).statusCode).toBe(401);
    const refused = await post("/api/admin/auth/login", { loginId: cs.loginId, password: cs.password });
    expect(refused.statusCode).toBe(401);

    expect((await act("enable")).json()).toMatchObject({ disabled: false });
    expect((await act("reset-totp")).json()).toMatchObject({ enrolled: false });
    const challenge = await challengeFor(cs);
    expect(challenge.enrollment?.secret).toBeDefined();
    expect(challenge.enrollment?.secret).not.toBe(cs.totpSecret);
  });

  it("keeps an operator from stopping their own account", async () => {
    const operator = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const res = await post(`/api/admin/staff/${operator.id}/action`, { action: "disable" }, staffBearer(operator));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("본인 계정은 사용 중지할 수 없습니다.");
  });

  it("is for operators: customer service and sellers get 403, an unknown account 404", async () => {
    const operator = await signedInStaff(t, { role: "ROLE_ADMIN" });
    for (const other of [
      await signedInStaff(t, { role: "ROLE_CS" }),
      await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 }),
    ]) {
      expect((await t.app.inject({ url: "/api/admin/staff", headers: staffBearer(other) })).statusCode).toBe(403);
      const create = await post(
        "/api/admin/staff",
        { loginId: newLoginId(), password: "Center!2026x", name: "이상담", role: "ROLE_ADMIN" },
        staffBearer(other),
      );
      expect(create.statusCode).toBe(403);
    }
    const unknown = await post("/api/admin/staff/999999/action", { action: "disable" }, staffBearer(operator));
    expect(unknown.statusCode).toBe(404);
  });
});
