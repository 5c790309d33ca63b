import { createHmac, timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import { webEnv } from "./env.server";
import {
  commitShopperSession,
  ensureCsrfToken,
  getShopperSession,
  isLoggedIn,
  type ShopperSession,
} from "./session.server";

/** The login page; `target` brings the shopper back afterwards (SPEC §8). */
export const LOGIN_PATH = "/user/login";
/** Where the token codes and 401 codes of SPEC §4 and §8 lead. */
export const SLEEP_USER_PATH = "/user/sleep-user";
export const EXPIRED_PASSWORD_PATH = "/user/expired-password";
export const CHANGE_PASSWORD_PATH = "/user/change-password";
export const TRANSFER_JOIN_PATH = "/user/transfer-join";
/** Name of the hidden CSRF field every account form carries. */
export const CSRF_FIELD = "csrf";

/** Path and query of a request, as the login target of SPEC §8 keeps them. */
export function currentTarget(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** /user/login?target=… for the given path and query. */
export function loginHref(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ target }).toString()}`;
}

/**
 * A `target` that is safe to redirect to: an in-site path only. It is read the way a browser reads it, so
 * "//evil.example", "/\\evil.example" and "/\t/evil.example" (tabs are dropped) all count as leaving the site
 * (open redirect) and fall back to home.
 */
export function safeTarget(target: string | null | undefined): string {
  if (!target?.startsWith("/")) return "/";
  const base = "http://shop.invalid";
  let parsed: URL;
  try {
    parsed = new URL(target, base);
  } catch {
    return "/";
  }
  return parsed.origin === base ? `${parsed.pathname}${parsed.search}${parsed.hash}` : "/";
}

/**
 * For pages only a member may see: their session, or a redirect to login that keeps the current address
 * (SPEC §8 "Authentication exception").
 */
export async function requireUser(request: Request): Promise<ShopperSession> {
  const session = await getShopperSession(request);
  if (!isLoggedIn(session)) throw redirect(loginHref(currentTarget(request)));
  return session;
}

/** For the anonymous-only pages of SPEC §6: a logged-in shopper is sent home. */
export async function requireAnonymous(request: Request): Promise<ShopperSession> {
  const session = await getShopperSession(request);
  if (isLoggedIn(session)) throw redirect("/");
  return session;
}

/**
 * The HMAC headers of a token-issuing call: X-Timestamp (ms) and X-Signature, the hex HMAC-SHA256 of
 * `${timestamp}.${rawBody}` with the client secret only this server (and the app) holds.
 */
export function tokenCallSignature(rawBody: string, now: number = Date.now()): Record<string, string> {
  const secret = webEnv().AUTH_CLIENT_SECRET;
  const timestamp = String(now);
  const signature = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
  return { "x-timestamp": timestamp, "x-signature": signature };
}

function forbidden(reason: string, headers?: HeadersInit): never {
  console.warn(`[web] refused a form post: ${reason}`);
  throw data(
    { message: "잘못된 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요." },
    { status: 403, ...(headers ? { headers } : {}) },
  );
}

/** The host the shopper typed, as a proxy in front of us passes it on. */
function requestHost(request: Request): string {
  return (request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || new URL(request.url).host).toLowerCase();
}

/**
 * Refuses a POST that another site made the browser send: the browser's own Sec-Fetch-Site when it sends one,
 * else the Origin header against our host. Browsers that send neither are left to the CSRF token.
 */
export function assertSameOrigin(request: Request): void {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") forbidden(`sec-fetch-site ${fetchSite}`);
  const origin = request.headers.get("origin");
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    forbidden(`unreadable origin ${origin}`);
  }
  if (originHost !== requestHost(request)) forbidden(`origin ${originHost} on ${requestHost(request)}`);
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The browser itself says the post comes from one of our pages: Sec-Fetch-Site same-origin, or an Origin of our host.
 * Both are headers a page's script cannot set, and every current browser sends at least one on a form post.
 */
export function provesSameOrigin(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "same-origin") return true;
  const origin = request.headers.get("origin");
  if (!origin || !URL.canParse(origin)) return false;
  return new URL(origin).host.toLowerCase() === requestHost(request);
}

/**
 * Reads a posted form after the cross-site checks: same origin, then the session's CSRF token in the form. A guest
 * who has no token yet (their page came from the shared page cache, which carries none: docs/decisions/023) is let in
 * on the browser's same-origin proof alone, as SvelteKit and Next.js server actions are; a browser that sends neither
 * Sec-Fetch-Site nor Origin is refused then, and given a session with a token for its next try. Once the session holds
 * a token, the token decides. Every account action starts here.
 */
export async function readProtectedForm(request: Request): Promise<{ form: FormData; session: ShopperSession }> {
  assertSameOrigin(request);
  const [form, session] = await Promise.all([request.formData(), getShopperSession(request)]);
  const expected = session.get("csrf");
  if (expected) {
    const sent = form.get(CSRF_FIELD);
    if (typeof sent !== "string" || !sameToken(sent, expected)) forbidden("csrf token mismatch");
  } else if (!provesSameOrigin(request)) {
    // The refusal gives the session a token, so the page the shopper reloads carries it and the retry goes through.
    ensureCsrfToken(session);
    forbidden("no session token and no same-origin proof", {
      "Set-Cookie": await commitShopperSession(request, session),
    });
  }
  return { form, session };
}
