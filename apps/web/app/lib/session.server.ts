import { hkdfSync, randomBytes } from "node:crypto";
import type { LoginType, Role, SnsProvider, TokenCode } from "@shop/contracts/auth";
import { parseCookie, stringifySetCookie } from "cookie";
import { CompactEncrypt, compactDecrypt } from "jose";
import { createSession, type Session } from "react-router";
import { webEnv } from "./env.server";

/**
 * A token the API restricted until the shopper does something first (SPEC §4 token codes): it is kept so the
 * expired-password, change-password, transfer-join and sns-join pages can use it, but it is not a login.
 */
export type TokenStatus = Exclude<TokenCode, "SUCCESS" | "SNS_CONNECTED">;

/** What the web server keeps for a shopper; the cookie is HttpOnly, so page scripts never see the token. */
export interface ShopperSessionData {
  token: string;
  role: Role;
  /** How the member logs in (normal or a social provider), SPEC §6 "social-login member (loginType)". */
  loginType: LoginType;
  /** Set while the token is restricted; absent for a full login (SPEC §3 client state `tokenStatus`). */
  tokenStatus: TokenStatus;
  /** The site-id header value sent with member calls (SPEC §6). */
  salesonId: string;
  /** Minutes from GET /api/auth/session-timeout; -1 when the server gave none (SPEC §4 negative marker). */
  timeoutMinutes: number;
  /** Epoch ms after which the login is over even if the browser still sends the cookie. */
  expiresAt: number;
  /** Epoch ms of the last sliding refresh, so an active shopper's cookie is not rewritten on every page. */
  refreshedAt: number;
  /** Per-session token every account form posts back (CSRF). */
  csrf: string;
  /** A social login under way: `provider`, the OAuth `state` it must come back with and where to go after. */
  snsLogin: { provider: SnsProvider; state: string; target: string };
  /** Epoch ms when the member last re-typed the password for my-page modify. */
  passwordCheckedAt: number;
  /**
   * The non-member order a guest opened at /order/no-member with its password (the guest's order session): the API
   * lets the session's guest token read and cancel it while the token lasts.
   */
  guestOrderCode: string;
}

/** One-time values shown on the next page: the alert text of SPEC §8 flows. */
export interface ShopperFlashData {
  alert: string;
}

export type ShopperSession = Session<ShopperSessionData, ShopperFlashData>;

export const SESSION_COOKIE_NAME = "__shop_session";
const AUTH_KEYS = [
  "token",
  "role",
  "loginType",
  "tokenStatus",
  "salesonId",
  "timeoutMinutes",
  "expiresAt",
  "refreshedAt",
  "passwordCheckedAt",
] as const;
// An active shopper's cookie is re-issued at most this often to slide its expiry.
const REFRESH_EVERY_MS = 60_000;

// The cookie's value is the session sealed as a JWE (RFC 7516): "dir" with A256GCM, authenticated encryption, so the
// bearer token inside can be neither read nor changed by whoever holds the cookie. Anything else in its place (a
// cookie of the earlier signed-only format, a tampered or truncated one, one sealed under another secret) reads as
// an empty session: logged out, never an error (docs/decisions/013-security-headers-and-session-cookie.md).
const SEAL = { alg: "dir", enc: "A256GCM" } as const;
const OPEN_OPTIONS = { keyManagementAlgorithms: [SEAL.alg], contentEncryptionAlgorithms: [SEAL.enc] };
const COOKIE_OPTIONS = { httpOnly: true, sameSite: "lax", path: "/" } as const;

let sealKey: Uint8Array | null = null;

// Derived on first use rather than at import: the unit tests of modules that import this one run without a secret.
function sessionKey(): Uint8Array {
  if (sealKey) return sealKey;
  const secret = webEnv().SESSION_SECRET;
  // HKDF-SHA256 with a purpose of its own: the API derives its phone-code key from the same secret.
  sealKey = new Uint8Array(hkdfSync("sha256", secret, "shop-session-cookie", "A256GCM key v1", 32));
  return sealKey;
}

/**
 * A sealed cookie's content is a session's data: the key authenticates it, and only this server seals session cookies,
 * each from a ShopperSession's data. What is left to check is that it is an object at all.
 */
function isSessionData(value: unknown): value is ShopperSessionData {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The session data a cookie value holds, or null when it is not a session this server sealed. */
async function openSessionCookie(value: string): Promise<ShopperSessionData | null> {
  const key = sessionKey();
  try {
    const { plaintext } = await compactDecrypt(value, key, OPEN_OPTIONS);
    const data: unknown = JSON.parse(new TextDecoder().decode(plaintext));
    return isSessionData(data) ? data : null;
  } catch {
    // Not ours (old format, tampered, another key): the shopper simply has no session.
    return null;
  }
}

async function readSession(cookieHeader: string | null): Promise<ShopperSession> {
  const value = cookieHeader ? parseCookie(cookieHeader)[SESSION_COOKIE_NAME] : undefined;
  const data = value ? await openSessionCookie(value) : null;
  return createSession<ShopperSessionData, ShopperFlashData>(data ?? undefined);
}

async function sealSession(session: ShopperSession, options: { secure: boolean; maxAge?: number }): Promise<string> {
  const sealed = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(session.data)))
    .setProtectedHeader(SEAL)
    .encrypt(sessionKey());
  return stringifySetCookie(SESSION_COOKIE_NAME, sealed, {
    ...COOKIE_OPTIONS,
    secure: options.secure,
    ...(options.maxAge !== undefined
      ? { maxAge: options.maxAge, expires: new Date(Date.now() + options.maxAge * 1000) }
      : {}),
  });
}

/**
 * True when the shopper reached us over HTTPS, directly or through a proxy that says so. The cookie gets `Secure`
 * only then: a plain-HTTP dev server would otherwise never receive it back.
 */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return new URL(request.url).protocol === "https:";
}

/**
 * The shopper's session from the request cookie. A login past its expiry is dropped here (`expired` tells the root
 * loader to write the cookie back), since a signed cookie replayed after its Max-Age would otherwise still work.
 */
export async function loadShopperSession(
  request: Request,
  now: number = Date.now(),
): Promise<{ session: ShopperSession; expired: boolean }> {
  const session = await readSession(request.headers.get("cookie"));
  const expiresAt = session.get("expiresAt");
  const expired = session.has("token") && expiresAt !== undefined && expiresAt > 0 && expiresAt <= now;
  if (expired) for (const key of AUTH_KEYS) session.unset(key);
  return { session, expired };
}

/** The shopper's session (see loadShopperSession). */
export async function getShopperSession(request: Request): Promise<ShopperSession> {
  return (await loadShopperSession(request)).session;
}

/** The Set-Cookie value for the session; a logged-in session lives as long as the server-given timeout. */
export function commitShopperSession(request: Request, session: ShopperSession): Promise<string> {
  const minutes = session.get("timeoutMinutes");
  const maxAge = session.has("token") && minutes !== undefined && minutes > 0 ? minutes * 60 : undefined;
  return sealSession(session, { secure: isSecureRequest(request), ...(maxAge !== undefined ? { maxAge } : {}) });
}

/**
 * True when the browser sent a session with anything in it (a login, a guest cart token, a CSRF token, an alert). A
 * shopper without one is a plain guest: their pages are the same as every guest's and may be shared
 * (docs/decisions/023).
 */
export function hasShopperState(session: ShopperSession): boolean {
  return Object.keys(session.data).length > 0;
}

/** The per-session CSRF token, created on first need (SPEC-less but DESIGN.md: mutations protected against CSRF). */
export function ensureCsrfToken(session: ShopperSession): { token: string; created: boolean } {
  const existing = session.get("csrf");
  if (existing) return { token: existing, created: false };
  const token = randomBytes(24).toString("base64url");
  session.set("csrf", token);
  return { token, created: true };
}

export interface LoginGrant {
  token: string;
  role: Role;
  loginType: LoginType;
  /** The token code when it restricts the token; SUCCESS and SNS_CONNECTED are full logins. */
  code: TokenCode;
  salesonId: string;
  /** Minutes; -1 or 0 when the server gave no timeout. */
  timeoutMinutes: number;
}

/** Stores a fresh login. The CSRF token is replaced too, so a token seen before login is useless after it. */
export function storeLogin(session: ShopperSession, grant: LoginGrant, now: number = Date.now()): void {
  session.set("token", grant.token);
  session.set("role", grant.role);
  session.set("loginType", grant.loginType);
  if (grant.code === "SUCCESS" || grant.code === "SNS_CONNECTED") session.unset("tokenStatus");
  else session.set("tokenStatus", grant.code);
  session.set("salesonId", grant.salesonId);
  session.set("timeoutMinutes", grant.timeoutMinutes > 0 ? grant.timeoutMinutes : -1);
  session.set("expiresAt", grant.timeoutMinutes > 0 ? now + grant.timeoutMinutes * 60_000 : -1);
  session.set("refreshedAt", now);
  session.set("csrf", randomBytes(24).toString("base64url"));
}

/**
 * Stores a guest token (ROLE_GUEST from POST /api/auth/guest-token) that holds a shopper's cart until they log in.
 * It is not a login (`isLoggedIn` stays false) and keeps the CSRF token: nothing the shopper may do changes with it.
 * It lasts, and slides, like a login of the server-given timeout, as the API's token does.
 */
export function storeGuestToken(
  session: ShopperSession,
  grant: { token: string; salesonId: string; timeoutMinutes: number },
  now: number = Date.now(),
): void {
  session.set("token", grant.token);
  session.set("role", "ROLE_GUEST");
  session.unset("loginType");
  session.unset("tokenStatus");
  session.set("salesonId", grant.salesonId);
  session.set("timeoutMinutes", grant.timeoutMinutes > 0 ? grant.timeoutMinutes : -1);
  session.set("expiresAt", grant.timeoutMinutes > 0 ? now + grant.timeoutMinutes * 60_000 : -1);
  session.set("refreshedAt", now);
}

/**
 * The session holds a guest token of its own and nothing else: not a member's login, and not the guest token of a
 * social login waiting for sns-join (that one carries the SNS_JOIN_REQUIRED status).
 */
export function hasGuestToken(session: ShopperSession): boolean {
  return session.has("token") && session.get("role") === "ROLE_GUEST" && !session.has("tokenStatus");
}

/** Forgets a guest token the API no longer accepts (the cart on it went with it); the CSRF token stays. */
export function forgetGuestToken(session: ShopperSession): void {
  if (!hasGuestToken(session)) return;
  for (const key of AUTH_KEYS) session.unset(key);
}

/** Forgets the login (logout, an expired or rejected token) and starts a new CSRF token. */
export function clearLogin(session: ShopperSession): void {
  for (const key of AUTH_KEYS) session.unset(key);
  session.set("csrf", randomBytes(24).toString("base64url"));
}

/**
 * Slides the login's expiry forward while the shopper is active, as the API slides the token's. Returns whether the
 * session changed (and so needs committing).
 */
export function slideLogin(session: ShopperSession, now: number = Date.now()): boolean {
  const minutes = session.get("timeoutMinutes");
  if (!session.has("token") || minutes === undefined || minutes <= 0) return false;
  if (now - (session.get("refreshedAt") ?? 0) < REFRESH_EVERY_MS) return false;
  session.set("expiresAt", now + minutes * 60_000);
  session.set("refreshedAt", now);
  return true;
}

/** Logged in as SPEC §4 means it: authenticated with role user, with a token nothing restricts. */
export function isLoggedIn(session: ShopperSession): boolean {
  return session.has("token") && session.get("role") === "ROLE_USER" && !session.has("tokenStatus");
}

/** The restriction on the session's token, if it has one. */
export function tokenStatusOf(session: ShopperSession): TokenStatus | null {
  return session.has("token") ? (session.get("tokenStatus") ?? null) : null;
}

/** The restriction is resolved (password changed or postponed, transfer done): the same token is now a login. */
export function clearTokenStatus(session: ShopperSession): void {
  session.unset("tokenStatus");
}
