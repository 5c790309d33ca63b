import { hkdfSync } from "node:crypto";
import type { StaffProfile } from "@shop/contracts/admin";
import { parseCookie, stringifySetCookie } from "cookie";
import { CompactEncrypt, compactDecrypt } from "jose";
import { data, redirect } from "react-router";
import { assertSameOrigin, provesSameOrigin } from "./auth.server";
import { isAdminPath } from "./back-office-path";
import { webEnv } from "./env.server";
import { isSecureRequest } from "./session.server";

// The back office's own session (docs/decisions/036), apart from the shopper's: a staff token never rides a shop
// page's cookie. Sealed as a JWE like the shopper's cookie, under a key of its own, HttpOnly and SameSite=Strict, so no
// other site's link or form ever sends it. Its Path is / and not /admin: React Router fetches a page's data from
// `/admin.data`, which a cookie of Path=/admin does not cover; shop pages never read it.

export const ADMIN_COOKIE_NAME = "__shop_admin";
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin";
/** Where a staff member signed in with a temporary password must choose a new one (decision 045). */
export const ADMIN_ACCOUNT_PATH = "/admin/account";

export interface AdminSessionData {
  /** The staff bearer token, once the code was accepted. */
  token?: string;
  staff?: Pick<StaffProfile, "loginId" | "name" | "role" | "sellerName">;
  /** Between the password and the code: the API's challenge and whom it is for. */
  challenge?: { token: string; loginId: string; expiresAt: string };
  /** A message for the login page (why the session ended). */
  notice?: string;
}

const SEAL = { alg: "dir", enc: "A256GCM" } as const;
const OPEN_OPTIONS = { keyManagementAlgorithms: [SEAL.alg], contentEncryptionAlgorithms: [SEAL.enc] };

let sealKey: Uint8Array | null = null;
function adminKey(): Uint8Array {
  sealKey ??= new Uint8Array(hkdfSync("sha256", webEnv().SESSION_SECRET, "shop-admin-cookie", "A256GCM key v1", 32));
  return sealKey;
}

/** The back-office session of a request; empty when there is none or the cookie is not one this server sealed. */
export async function readAdminSession(request: Request): Promise<AdminSessionData> {
  const header = request.headers.get("cookie");
  const value = header ? parseCookie(header)[ADMIN_COOKIE_NAME] : undefined;
  if (!value) return {};
  try {
    const { plaintext } = await compactDecrypt(value, adminKey(), OPEN_OPTIONS);
    const parsed: unknown = JSON.parse(new TextDecoder().decode(plaintext));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as AdminSessionData) : {};
  } catch {
    return {};
  }
}

/** The Set-Cookie of a back-office session; an empty one clears the cookie. */
export async function commitAdminSession(request: Request, session: AdminSessionData): Promise<string> {
  const options = { httpOnly: true, sameSite: "strict", path: "/", secure: isSecureRequest(request) } as const;
  if (Object.keys(session).length === 0) {
    return stringifySetCookie(ADMIN_COOKIE_NAME, "", { ...options, maxAge: 0, expires: new Date(0) });
  }
  const sealed = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(session)))
    .setProtectedHeader(SEAL)
    .encrypt(adminKey());
  return stringifySetCookie(ADMIN_COOKIE_NAME, sealed, options);
}

/** Where the login sends staff back to: a back-office path only. */
export function adminTarget(value: string | null | undefined): string {
  const path = value?.split(/[?#]/)[0] ?? "";
  if (!isAdminPath(path) || path.includes("..") || path.startsWith(ADMIN_LOGIN_PATH)) return ADMIN_HOME_PATH;
  return value ?? ADMIN_HOME_PATH;
}

/** To the login page, keeping where the staff member was, with a notice for it. */
export async function toAdminLogin(request: Request, notice?: string): Promise<never> {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  const to =
    target === ADMIN_HOME_PATH ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?redirectTo=${encodeURIComponent(target)}`;
  throw redirect(to, {
    headers: { "Set-Cookie": await commitAdminSession(request, notice ? { notice } : {}) },
  });
}

/** A signed-in staff member's token, or off to the login page. */
export async function requireAdminToken(request: Request): Promise<{ token: string; session: AdminSessionData }> {
  const session = await readAdminSession(request);
  if (!session.token) return toAdminLogin(request);
  return { token: session.token, session };
}

/**
 * Reads a back-office form post: the browser must prove it comes from one of our pages (Sec-Fetch-Site or Origin,
 * which every current browser sends on a form post), on top of the SameSite=Strict cookie.
 */
export async function readAdminForm(request: Request): Promise<FormData> {
  assertSameOrigin(request);
  if (!provesSameOrigin(request)) {
    throw data({ message: "잘못된 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요." }, { status: 403 });
  }
  return request.formData();
}
