import { AUTH_MESSAGES, SALESON_ID_HEADER } from "@shop/contracts/auth";
import { type ErrorBody, errorBodySchema } from "@shop/contracts/common";
import { type AppLoadContext, redirect } from "react-router";
import type { z } from "zod";
import {
  CHANGE_PASSWORD_PATH,
  currentTarget,
  EXPIRED_PASSWORD_PATH,
  loginHref,
  SLEEP_USER_PATH,
  TRANSFER_JOIN_PATH,
  tokenCallSignature,
} from "./auth.server";
import { clearLogin, commitShopperSession, getShopperSession, type ShopperSession } from "./session.server";

/** An API answer that was not 2xx; `body` follows the shared error shape when the API sent one. */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    // SPEC §8: the body message, else the description, else the error itself.
    super(body?.message || body?.description || `API ${status}`);
  }
}

export interface ApiCallOptions {
  /** The incoming page request: its cookies carry the shopper's session to the API. */
  request?: Request;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send no token even if the session has one (login, remember-me): the call is about a new one. */
  anonymous?: boolean;
  /** A token-issuing call: signed with the HMAC headers (X-Timestamp, X-Signature) over the raw body. */
  signed?: boolean;
  /**
   * The caller handles every error answer itself, 401s included (SPEC §8: "a caller-supplied handler overrides all
   * of this"), e.g. a login form showing 아이디 또는 비밀번호가 일치하지 않습니다. under the form.
   */
  callerHandlesErrors?: boolean;
}

interface SessionAuth {
  token: string;
  salesonId: string | undefined;
}

// One page render makes several calls with the same request: its signed cookie is verified once.
const authByRequest = new WeakMap<Request, Promise<SessionAuth | null>>();

/** The bearer token and site id of the shopper's session; null for an anonymous shopper, who sends neither. */
function sessionAuth(request: Request): Promise<SessionAuth | null> {
  let auth = authByRequest.get(request);
  if (!auth) {
    auth = getShopperSession(request).then((session) => {
      const token = session.get("token");
      return token ? { token, salesonId: session.get("salesonId") } : null;
    });
    authByRequest.set(request, auth);
  }
  return auth;
}

async function redirectWithSession(
  request: Request,
  to: string,
  change: (session: ShopperSession) => void,
): Promise<never> {
  const session = await getShopperSession(request);
  change(session);
  throw redirect(to, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

/**
 * SPEC §8 for a 401 on the shopper's behalf: the body's code decides. The restricted-token codes keep the token
 * (the page they lead to needs it) and do nothing when the shopper is already on that page; anything else ends
 * the login and sends the shopper to log in, keeping the current path and query as the target.
 */
async function followUnauthorized(request: Request, code: string | undefined): Promise<void> {
  const { pathname } = new URL(request.url);
  switch (code) {
    case "SLEEP_USER":
      return redirectWithSession(request, SLEEP_USER_PATH, (session) => {
        clearLogin(session);
        session.flash("alert", AUTH_MESSAGES.SLEEP_USER);
      });
    case "PASSWORD_EXPIRED":
      if (pathname === EXPIRED_PASSWORD_PATH) return;
      return redirectWithSession(request, EXPIRED_PASSWORD_PATH, (session) => {
        session.set("tokenStatus", "PASSWORD_EXPIRED");
        session.flash("alert", AUTH_MESSAGES.PASSWORD_EXPIRED);
      });
    case "TEMP_PASSWORD":
      if (pathname === CHANGE_PASSWORD_PATH) return;
      return redirectWithSession(request, CHANGE_PASSWORD_PATH, (session) => {
        session.set("tokenStatus", "TEMP_PASSWORD");
      });
    case "TRANSFER_REQUIRED":
      if (pathname === TRANSFER_JOIN_PATH) return;
      return redirectWithSession(request, TRANSFER_JOIN_PATH, (session) => {
        session.set("tokenStatus", "TRANSFER_REQUIRED");
        session.flash("alert", AUTH_MESSAGES.TRANSFER_REQUIRED);
      });
    default:
      return redirectWithSession(request, loginHref(currentTarget(request)), (session) => {
        clearLogin(session);
        session.flash("alert", AUTH_MESSAGES.UNAUTHORIZED);
      });
  }
}

function buildPath(path: string, query: ApiCallOptions["query"]) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls the API and checks the answer against its contract schema, so a drift between api and
 * web fails loudly here instead of rendering garbage.
 */
export async function callApi<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
  options: ApiCallOptions = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const cookie = options.request?.headers.get("cookie");
  if (cookie) headers.cookie = cookie;
  // The API throttles logins and codes per address: behind a proxy the shopper's address travels on.
  const forwardedFor = options.request?.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  // SPEC §6: a shopper with a token sends it and the site id; anonymous calls send neither.
  const auth = options.request && !options.anonymous ? await sessionAuth(options.request) : null;
  if (auth) {
    headers.authorization = `Bearer ${auth.token}`;
    if (auth.salesonId) headers[SALESON_ID_HEADER] = auth.salesonId;
  }
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  if (options.signed) Object.assign(headers, tokenCallSignature(body ?? ""));
  const response = await context.apiFetch(buildPath(path, options.query), {
    method: options.method ?? "GET",
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    const error = new ApiResponseError(response.status, parsed.success ? parsed.data : null);
    if (response.status === 401 && options.request && !options.callerHandlesErrors) {
      await followUnauthorized(options.request, error.body?.code);
    }
    throw error;
  }
  return schema.parse(payload);
}

/**
 * For header and footer data the SPEC says are "only logged" on failure (banner, keyword,
 * categories …): returns the fallback and logs the cause with the path. The redirects of the
 * 401 flow (SPEC §8) still happen: an expired login is not a failure of the banner.
 */
export async function callApiOrFallback<T extends z.ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
  fallback: z.infer<T>,
  options: ApiCallOptions = {},
): Promise<z.infer<T>> {
  try {
    return await callApi(context, path, schema, options);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[web] ${path} failed; using fallback`, error);
    return fallback;
  }
}
