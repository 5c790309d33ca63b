import { adminAuditListSchema, adminStaffEntrySchema } from "@shop/contracts/admin";
import { adminStaffPasswordResetResponseSchema } from "@shop/contracts/admin-staff-password";
import { errorBodySchema } from "@shop/contracts/common";
import { STAFF_IDLE_TIMEOUT_MS } from "@shop/core/staff/staff-roles";
import { PASSWORD_COMPOSITION_MESSAGE } from "@shop/core/validation/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACTORY_PASSWORD } from "../../db/seed/account.factory.js";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token.js";
import { type SignedInStaff, signedInStaff, staffBearer, staffSignIn } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { insertStaffSession } from "./staff.repository.js";

// Staff passwords through the real routes (docs/decisions/045): one's own change (current one first, the staff
// creation's rules, other sessions end) and an operator's temporary password, which opens nothing but 내 계정 until
// its holder chooses a new one.

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const NEW_PASSWORD = "Hanwoo#2580k";
const nextStep = () => new Date(Date.now() + 30_000);

function call(method: "GET" | "POST", url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}

/** A second live session of the account, as another browser would hold it. */
async function otherSession(staffId: number): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  await insertStaffSession(t.db, {
    tokenHash: hashSecretToken(token),
    staffId,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + STAFF_IDLE_TIMEOUT_MS),
  });
  return token;
}

describe("a staff member changes their own password", () => {
  it.each([
    [
      "a wrong current password",
      { currentPassword: "Wrong!Pass42", password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
      "currentPassword",
      "현재 비밀번호를 정확히 입력해 주세요.",
    ],
    [
      "a weak new password",
      { currentPassword: FACTORY_PASSWORD, password: "short1!", passwordConfirm: "short1!" },
      "password",
      PASSWORD_COMPOSITION_MESSAGE,
    ],
    [
      "a run of three",
      { currentPassword: FACTORY_PASSWORD, password: "Abc!2580Zx", passwordConfirm: "Abc!2580Zx" },
      "password",
      null,
    ],
    [
      "a confirmation that differs",
      { currentPassword: FACTORY_PASSWORD, password: NEW_PASSWORD, passwordConfirm: `${NEW_PASSWORD}x` },
      "passwordConfirm",
      "비밀번호가 일치하지 않습니다.",
    ],
    [
      "the same password again",
      { currentPassword: FACTORY_PASSWORD, password: FACTORY_PASSWORD, passwordConfirm: FACTORY_PASSWORD },
      "password",
      "현재 비밀번호와 다른 비밀번호를 입력해 주세요.",
    ],
  ])("refuses %s with a Korean 400", async (_case, payload, field, message) => {
    const staff = await signedInStaff(t, { role: "ROLE_CS" });
    const res = await call("POST", "/api/admin/auth/password", staff.token, payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.errors[0]?.field).toBe(field);
    if (message) expect(body.message).toBe(message);
    expect(body.message).toMatch(/[가-힣].*(요|다)\.$/);
  });

  it("changes it: other sessions end, this one goes on, the new one signs in, the audit keeps no secret", async () => {
    const staff = await signedInStaff(t, { role: "ROLE_CS" });
    const other = await otherSession(staff.id);
    expect((await call("GET", "/api/admin/auth/me", other)).statusCode).toBe(200);

    const payload = { currentPassword: staff.password, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD };
    const res = await call("POST", "/api/admin/auth/password", staff.token, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: "SUCCESS" });

    expect((await call("GET", "/api/admin/auth/me", other)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/auth/me", staff.token)).statusCode).toBe(200);
    const oldLogin = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { loginId: staff.loginId, password: staff.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const token = await staffSignIn(t, { ...staff, password: NEW_PASSWORD }, nextStep());
    expect((await call("GET", "/api/admin/items", token)).statusCode).toBe(200);

    const audit = await call(
      "GET",
      `/api/admin/audit-logs?action=staff.password&targetId=${staff.loginId}`,
      admin.token,
    );
    const entries = adminAuditListSchema.parse(audit.json()).list;
    expect(entries.map((entry) => entry.action)).toEqual(["staff.password-change"]);
    expect(audit.body).not.toContain(NEW_PASSWORD);
    expect(audit.body).not.toContain(staff.password);
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/auth/password", payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe("an operator sets a temporary password", () => {
  it("shows it once, ends the account's sessions, and gates every call until a new one is chosen", async () => {
    const staff = await signedInStaff(t, { role: "ROLE_CS" });
    const res = await call("POST", `/api/admin/staff/${staff.id}/password`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const { temporaryPassword, staff: entry } = adminStaffPasswordResetResponseSchema.parse(res.json());
    expect(entry).toMatchObject({ id: staff.id, loginId: staff.loginId });
    expect(temporaryPassword).toMatch(/^[\x21-\x7E]{10,16}$/);
    expect((await call("GET", "/api/admin/auth/me", staff.token)).statusCode).toBe(401);

    const token = await staffSignIn(t, { ...staff, password: temporaryPassword }, nextStep());
    const me = await call("GET", "/api/admin/auth/me", token);
    expect(me.json()).toMatchObject({ loginId: staff.loginId, mustChangePassword: true });
    const gated = await call("GET", "/api/admin/items", token);
    expect(gated.statusCode).toBe(403);
    expect(errorBodySchema.parse(gated.json())).toMatchObject({
      code: "PASSWORD_CHANGE_REQUIRED",
      message: "임시 비밀번호로 로그인했습니다. 내 계정에서 새 비밀번호로 변경해 주세요.",
    });

    const changed = await call("POST", "/api/admin/auth/password", token, {
      currentPassword: temporaryPassword,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call("GET", "/api/admin/auth/me", token)).json()).toMatchObject({ mustChangePassword: false });
    expect((await call("GET", "/api/admin/items", token)).statusCode).toBe(200);

    const audit = await call(
      "GET",
      `/api/admin/audit-logs?action=staff.password&targetId=${staff.loginId}`,
      admin.token,
    );
    const entries = adminAuditListSchema.parse(audit.json()).list;
    expect(entries.map((row) => [row.action, row.staffLoginId, row.before, row.after])).toEqual([
      ["staff.password-change", staff.loginId, { mustChange: true }, { mustChange: false }],
      ["staff.password-reset", admin.loginId, { mustChange: false }, { mustChange: true }],
    ]);
    expect(audit.body).not.toContain(temporaryPassword);
  });

  it("is for operators only, and an unknown account is 404", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    for (const who of [cs, seller]) {
      expect((await call("POST", `/api/admin/staff/${admin.id}/password`, who.token)).statusCode).toBe(403);
    }
    expect((await call("POST", "/api/admin/staff/99999999/password", admin.token)).statusCode).toBe(404);
    const own = await call("POST", `/api/admin/staff/${admin.id}/password`, admin.token);
    expect(own.statusCode).toBe(400);
    expect(errorBodySchema.parse(own.json()).message).toBe("본인 비밀번호는 내 계정에서 변경해 주세요.");
    expect((await call("POST", "/api/admin/staff/abc/password", admin.token)).statusCode).toBe(400);
  });

  it("the staff list still answers one changed account (read by its id)", async () => {
    const staff = await signedInStaff(t, { role: "ROLE_CS" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/staff/${staff.id}/action`,
      headers: staffBearer(admin),
      payload: { action: "disable" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminStaffEntrySchema.parse(res.json())).toMatchObject({ id: staff.id, disabled: true });
  });
});
