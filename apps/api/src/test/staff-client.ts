import { expect } from "vitest";
import { createStaff, type StaffSpec } from "../db/seed/staff.factory.js";
import { createTotpSealer, totpCodeAt } from "../modules/staff/staff-totp.js";
import type { TestApp } from "./test-app.js";

/** A staff account made for the test, signed in: its bearer token and what it was made with. */
export interface SignedInStaff {
  id: number;
  loginId: string;
  password: string;
  totpSecret: string;
  sellerId: number | null;
  token: string;
}

/** The shop's sealer for TOTP secrets, under the test app's session secret. */
export function sealerOf(t: TestApp) {
  return createTotpSealer(t.app.config.SESSION_SECRET);
}

/** Password then code through the real routes; the code is the authenticator's for `at`. */
export async function staffSignIn(
  t: TestApp,
  staff: { loginId: string; password: string; totpSecret: string },
  at = new Date(),
): Promise<string> {
  const login = await t.app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    payload: { loginId: staff.loginId, password: staff.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const totp = await t.app.inject({
    method: "POST",
    url: "/api/admin/auth/totp",
    payload: { challengeToken: login.json().challengeToken, code: totpCodeAt(staff.totpSecret, at) },
  });
  expect(totp.statusCode, totp.body).toBe(200);
  return totp.json().accessToken;
}

/**
 * A new staff account of `spec`'s role, signed in. Each sign-in takes a 30-second step of its account's codes, so
 * every call makes its own account.
 */
export async function signedInStaff(t: TestApp, spec: StaffSpec): Promise<SignedInStaff> {
  const created = await createStaff(t.db, sealerOf(t), spec);
  return { ...created, token: await staffSignIn(t, created) };
}

export function staffBearer(staff: { token: string }): Record<string, string> {
  return { authorization: `Bearer ${staff.token}` };
}
