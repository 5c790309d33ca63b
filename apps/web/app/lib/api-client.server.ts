import {
  type ApiEndpoint,
  type ApiPathParams,
  type ApiRequestBody,
  type ApiResponse,
  apiPath,
  type PathParamNames,
} from "@shop/contracts/api-endpoints";
import { AUTH_MESSAGES, SALESON_ID_HEADER } from "@shop/contracts/auth";
import { type ErrorBody, errorBodySchema } from "@shop/contracts/common";
import { type AppLoadContext, redirect } from "react-router";
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

/** Query values a page sends; empty ones (undefined, null, "") are left out of the URL. */
export type ApiQueryValues = Record<string, string | number | boolean | undefined | null>;

interface ApiCallBase {
  /** The incoming page request: its cookies carry the shopper's session to the API. */
  request?: Request;
  query?: ApiQueryValues;
  headers?: Record<string, string>;
  /** Send no token even if the session has one (login, remember-me): the call is about a new one. */
  anonymous?: boolean;
  /**
   * The caller handles every error answer itself, 401s included (SPEC §8: "a caller-supplied handler overrides all
   * of this"), e.g. a login form showing 아이디 또는 비밀번호가 일치하지 않습니다. under the form.
   */
  callerHandlesErrors?: boolean;
  /**
   * A multipart/form-data body (files with text fields) for an endpoint marked `multipart` in the contracts; its text
   * fields are checked by the API as it streams them in.
   */
  form?: FormData;
}

/**
 * How one endpoint is called: its path parameters (required when its path has any), query, JSON body (typed by the
 * endpoint's body schema) and the page's request. Method, path, signing and the answer's schema come from the
 * endpoint in the contracts' map (`apiEndpoints`), so no path or method is written here.
 */
export type ApiCallOptions<E extends ApiEndpoint> = ApiCallBase &
  ([PathParamNames<E["path"]>] extends [never] ? { params?: undefined } : { params: ApiPathParams<E> }) &
  (ApiRequestBody<E> extends undefined ? { body?: undefined } : { body: ApiRequestBody<E> });

/** callApi's arguments after the endpoint: the options may be left out only when they would hold nothing required. */
export type ApiCallArgs<E extends ApiEndpoint> = [PathParamNames<E["path"]>] extends [never]
  ? ApiRequestBody<E> extends undefined
    ? [options?: ApiCallOptions<E>]
    : [options: ApiCallOptions<E>]
  : [options: ApiCallOptions<E>];

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

function withQuery(path: string, query: ApiQueryValues | undefined) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The URL path and query of a call, as the API's access log and a display cache's key read it. */
export function callPath<E extends ApiEndpoint>(endpoint: E, ...[options]: ApiCallArgs<E>): string {
  const path = (apiPath as (endpoint: ApiEndpoint, params?: Record<string, string | number>) => string)(
    endpoint,
    options?.params,
  );
  return withQuery(path, options?.query);
}

/**
 * Calls one endpoint of the contracts' map and checks the answer against the endpoint's response schema, so a
 * drift between api and web fails loudly here instead of rendering garbage:
 * `callApi(context, apiEndpoints.itemReviews, { request, params: { itemUserCode }, query: { page } })`.
 */
export async function callApi<E extends ApiEndpoint>(
  context: AppLoadContext,
  endpoint: E,
  ...args: ApiCallArgs<E>
): Promise<ApiResponse<E>> {
  const [options = {} as ApiCallOptions<E>] = args;
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
  let body: string | Buffer<ArrayBuffer> | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  } else if (options.form !== undefined) {
    // Encoded by the platform (boundary and parts), sent as bytes: the in-process API call takes a string or a
    // Buffer (any other object would go as JSON).
    const encoded = new Response(options.form);
    headers["content-type"] = encoded.headers.get("content-type") ?? "multipart/form-data";
    body = Buffer.from(await encoded.arrayBuffer());
  }
  if (endpoint.signed) Object.assign(headers, tokenCallSignature(typeof body === "string" ? body : ""));
  const response = await context.apiFetch(callPath(endpoint, ...args), {
    method: endpoint.method,
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
  return (endpoint.response ? endpoint.response.parse(payload) : payload) as ApiResponse<E>;
}

/**
 * For header and footer data the SPEC says are "only logged" on failure (banner, keyword,
 * categories …): returns the fallback and logs the cause with the path. The redirects of the
 * 401 flow (SPEC §8) still happen: an expired login is not a failure of the banner.
 */
export async function callApiOrFallback<E extends ApiEndpoint, F extends ApiResponse<E> | null>(
  context: AppLoadContext,
  endpoint: E,
  fallback: F,
  ...args: ApiCallArgs<E>
): Promise<ApiResponse<E> | F> {
  try {
    return await callApi(context, endpoint, ...args);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[web] ${endpoint.method} ${endpoint.path} failed; using fallback`, error);
    return fallback;
  }
}
