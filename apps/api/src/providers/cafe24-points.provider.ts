// The Cafe24 points seam (외부 포인트 전환, docs/decisions/033): the member's points at the cooperative's Cafe24 mall,
// read and decreased through Cafe24's Admin API (REST, OAuth 2.0 bearer token, `X-Cafe24-Api-Version`):
//   GET  /api/v2/admin/customersprivacy/{member_id}?shop_no=1   → customersprivacy.available_points
//   POST /api/v2/admin/points {shop_no, request: {member_id, amount, type: "decrease", reason}}
//   GET  /api/v2/admin/points?shop_no=1&member_id=…&start_date=…&end_date=… → points[] (the history, with reasons)
// The access token lasts 2 hours; it is refreshed with Cafe24's refresh grant (RFC 6749 §6):
//   POST /api/v2/oauth/token, Authorization: Basic base64(client_id:client_secret), form-encoded
//        grant_type=refresh_token&refresh_token=…  → {access_token, expires_at, refresh_token, refresh_token_expires_at}
// Each refresh spends its refresh token and answers a new one (valid 2 weeks), so the tokens in force are kept in
// the database (Cafe24TokenStore, one row per mall) and only one process refreshes at a time.
// The shop's own sandbox (modules/cafe24, /api/dev/cafe24/api/v2/…) speaks the same protocol, so the adapter
// is the same code against both (config PROVIDERS.cafe24).

import { TZDate } from "@date-fns/tz";
import { format, subDays } from "date-fns";
import { z } from "zod";

/** The Cafe24 mall's points of its members. */
export interface Cafe24PointsProvider {
  /** The member's available points at the mall; Cafe24PointsError 404 when the mall has no such member. */
  balance(memberId: string): Promise<number>;
  /**
   * Takes `amount` points from the member at the mall with `reason` (shown in the mall's points history). A refusal
   * (not enough points, no such member) is a Cafe24PointsError; an unknown outcome (no answer in time, a 5xx) a
   * Cafe24PointsUncertainError: then `findDecrease` tells whether it happened, never a second decrease.
   */
  decrease(memberId: string, amount: number, reason: string): Promise<void>;
  /** Whether the mall's history since `since` has a decrease of `amount` with exactly this reason. */
  findDecrease(memberId: string, amount: number, reason: string, since: Date): Promise<boolean>;
}

/** Cafe24 answered and refused (a 4xx with its error body): nothing was done. */
export class Cafe24PointsError extends Error {
  constructor(
    readonly httpStatus: number,
    /** Cafe24's own message, for the log. */
    readonly providerMessage: string,
  ) {
    super(`cafe24 refused: ${httpStatus} ${providerMessage}`);
    this.name = "Cafe24PointsError";
  }
}

/** No usable answer (the connection failed, no answer in time, a 5xx, an unreadable body): the call may have happened. */
export class Cafe24PointsUncertainError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`cafe24 unavailable: ${reason}`, options);
    this.name = "Cafe24PointsUncertainError";
  }
}

/**
 * The refresh failed (the token endpoint refused: spent or expired refresh token, wrong client credentials; or it
 * did not answer): no Admin API call was made. httpStatus is 401 (the call could not be authorised); the token
 * endpoint's own answer is in providerMessage, for the operator's log.
 */
export class Cafe24TokenError extends Cafe24PointsError {
  constructor(
    /** The token endpoint's HTTP status, 0 without an answer. */
    readonly tokenStatus: number,
    providerMessage: string,
  ) {
    super(401, `token refresh failed: ${tokenStatus || "no answer"} ${providerMessage}`);
    this.name = "Cafe24TokenError";
  }
}

/** What the token endpoint answered to a refresh. */
export interface Cafe24TokenGrant {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date | null;
}

/** The store's decision, taken under the mall row's lock. */
export type Cafe24TokenClaim =
  /** The access token in force is usable: use it. */
  | { kind: "current"; accessToken: string }
  /** This caller refreshes, spending `refreshToken`; the claim lasts until `save` or `release` (or its lease ends). */
  | { kind: "refresh"; leaseId: string; refreshToken: string }
  /** Another process is refreshing now: wait and ask again. */
  | { kind: "busy" };

/** Where the mall's tokens in force live (the database: every process of the shop shares them). */
export interface Cafe24TokenStore {
  /** The access token in force when it is still valid at `freshUntil` (a plain read, no lock). */
  usable(freshUntil: Date): Promise<string | undefined>;
  /**
   * Under the row's lock: the access token in force if valid at `freshUntil` and not `rejected` (Cafe24 just refused
   * it), else the claim to refresh for `leaseMs`, or busy while another process's claim lasts. Seeds the row first.
   */
  claim(input: { freshUntil: Date; rejected?: string; leaseMs: number }): Promise<Cafe24TokenClaim>;
  /** Writes a refresh's answer in place of the refresh token it spent, and ends the claim. */
  save(claim: { leaseId: string; refreshToken: string }, grant: Cafe24TokenGrant): Promise<boolean>;
  /** Ends a claim whose refresh failed; the tokens stay as they were. */
  release(leaseId: string): Promise<void>;
}

/** The access token is refreshed this long before Cafe24's expires_at (and at once when Cafe24 answers 401). */
export const CAFE24_REFRESH_MARGIN_MS = 5 * 60_000;

/** The real Admin API of a mall. */
export function cafe24LiveApiBase(mallId: string): string {
  return `https://${encodeURIComponent(mallId)}.cafe24api.com`;
}

/** Cafe24 writes amounts as decimal strings ("1500.00"). */
const pointsField = z.union([z.string(), z.number()]).transform((value, context) => {
  const amount = Number(value);
  if (!Number.isFinite(amount)) {
    context.addIssue({ code: "custom", message: "not an amount" });
    return z.NEVER;
  }
  return Math.floor(amount);
});

const customerSchema = z.object({
  customersprivacy: z.object({ member_id: z.string(), available_points: pointsField }),
});

const historySchema = z.object({
  points: z.array(
    z.object({
      member_id: z.string(),
      available_points_decrease: pointsField.nullable().optional(),
      reason: z.string().nullable().optional(),
    }),
  ),
});

const errorSchema = z.object({ error: z.object({ message: z.string() }) });

/**
 * Cafe24 writes its token times in Korea time without an offset ("2018-01-08T19:15:21.981"); an offset, when there is
 * one, is honoured.
 */
export function parseCafe24Time(value: string): Date | undefined {
  const withZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}+09:00`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const cafe24Time = z.string().transform((value, context) => {
  const date = parseCafe24Time(value);
  if (!date) {
    context.addIssue({ code: "custom", message: "not a time" });
    return z.NEVER;
  }
  return date;
});

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_at: cafe24Time,
  refresh_token: z.string().min(1),
  refresh_token_expires_at: cafe24Time.nullable().optional(),
});

const tokenErrorSchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() }).transform((value) => value.message)]),
  error_description: z.string().optional(),
});

export interface Cafe24PointsOptions {
  /** https://{mall}.cafe24api.com, or the sandbox's base; a function when it is known only once the shop listens. */
  apiBase: string | (() => string);
  /** The app's credentials (HTTP Basic on the token endpoint) and where the mall's tokens are kept. */
  oauth: { clientId: string; clientSecret: string; tokens: Cafe24TokenStore };
  apiVersion: string;
  timeoutMs: number;
  /** How long before expires_at the access token is refreshed; CAFE24_REFRESH_MARGIN_MS unless a test says. */
  refreshMarginMs?: number;
  fetch?: typeof fetch;
  clock?: () => Date;
}

const SHOP_NO = 1;

/** The adapter: Cafe24's Admin API over HTTP. */
export function createCafe24PointsProvider(options: Cafe24PointsOptions): Cafe24PointsProvider {
  const send = options.fetch ?? fetch;
  const base = () => (typeof options.apiBase === "string" ? options.apiBase : options.apiBase()).replace(/\/+$/, "");

  const { tokens } = options.oauth;
  const clock = options.clock ?? (() => new Date());
  const margin = options.refreshMarginMs ?? CAFE24_REFRESH_MARGIN_MS;
  // A claim outlasts the token call's own timeout, so a live claim is never taken over by another process.
  const leaseMs = options.timeoutMs * 2 + 1_000;
  const basic = Buffer.from(`${options.oauth.clientId}:${options.oauth.clientSecret}`).toString("base64");

  /** One HTTP exchange; no answer, a 5xx or an unreadable body is Cafe24PointsUncertainError. */
  async function exchange(
    url: string,
    init: RequestInit,
    what: string,
  ): Promise<{ response: Response; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await send(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      text = await response.text();
    } catch (error) {
      throw new Cafe24PointsUncertainError(
        error instanceof Error && error.name === "TimeoutError"
          ? `${what}: no answer in ${options.timeoutMs} ms`
          : `${what}: ${String(error)}`,
        { cause: error },
      );
    }
    try {
      return { response, json: JSON.parse(text) };
    } catch (error) {
      throw new Cafe24PointsUncertainError(`${what}: unreadable answer (${response.status})`, { cause: error });
    }
  }

  /** The refresh grant itself: spends `refreshToken` and answers the new pair. */
  async function requestTokens(refreshToken: string): Promise<Cafe24TokenGrant> {
    let answer: { response: Response; json: unknown };
    try {
      answer = await exchange(
        `${base()}/api/v2/oauth/token`,
        {
          method: "POST",
          headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
        },
        "token refresh",
      );
    } catch (error) {
      throw new Cafe24TokenError(0, error instanceof Error ? error.message : String(error));
    }
    const { response, json } = answer;
    if (!response.ok) {
      const refusal = tokenErrorSchema.safeParse(json);
      throw new Cafe24TokenError(
        response.status,
        refusal.success
          ? [refusal.data.error, refusal.data.error_description].filter(Boolean).join(": ")
          : JSON.stringify(json).slice(0, 200),
      );
    }
    const parsed = tokenAnswerSchema.safeParse(json);
    if (!parsed.success) throw new Cafe24TokenError(response.status, "unexpected token answer");
    return {
      accessToken: parsed.data.access_token,
      accessTokenExpiresAt: parsed.data.expires_at,
      refreshToken: parsed.data.refresh_token,
      refreshTokenExpiresAt: parsed.data.refresh_token_expires_at ?? null,
    };
  }

  const freshUntil = () => new Date(clock().getTime() + margin);

  /**
   * A new access token: the one another process (or another call of this one) just obtained, or one this call
   * obtains under the mall row's claim. Only one refresh per mall runs at a time across every process.
   */
  async function refresh(rejected: string | undefined): Promise<string> {
    const deadline = clock().getTime() + leaseMs + options.timeoutMs;
    for (;;) {
      const claim = await tokens.claim({ freshUntil: freshUntil(), leaseMs, ...(rejected ? { rejected } : {}) });
      if (claim.kind === "current") return claim.accessToken;
      if (claim.kind === "refresh") {
        let grant: Cafe24TokenGrant;
        try {
          grant = await requestTokens(claim.refreshToken);
        } catch (error) {
          await tokens.release(claim.leaseId).catch(() => {});
          throw error;
        }
        await tokens.save(claim, grant);
        return grant.accessToken;
      }
      if (clock().getTime() > deadline) {
        throw new Cafe24TokenError(0, "another process is refreshing the access token and has not finished");
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  // Calls of this process that need a new token at the same moment share one refresh.
  let flight: Promise<string> | undefined;
  async function refreshed(rejected?: string): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      flight ??= refresh(rejected).finally(() => {
        flight = undefined;
      });
      const token = await flight;
      // A refresh that began before this call's token was refused may answer that very token: ask once more.
      if (token !== rejected || attempt > 0) return token;
    }
  }

  async function accessToken(): Promise<string> {
    return (await tokens.usable(freshUntil())) ?? refreshed();
  }

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    const attempt = (token: string) =>
      exchange(
        `${base()}/api/v2/admin${path}`,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
            "x-cafe24-api-version": options.apiVersion,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        `${method} ${path.split("?")[0]}`,
      );
    const token = await accessToken();
    let { response, json } = await attempt(token);
    // 401: the token expired early or was revoked; nothing was done, so one refresh and one more try are safe.
    if (response.status === 401) ({ response, json } = await attempt(await refreshed(token)));
    if (response.status >= 500) throw new Cafe24PointsUncertainError(`HTTP ${response.status}`);
    if (!response.ok) {
      const refusal = errorSchema.safeParse(json);
      throw new Cafe24PointsError(
        response.status,
        refusal.success ? refusal.data.error.message : JSON.stringify(json).slice(0, 200),
      );
    }
    return json;
  }

  function parse<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Cafe24PointsUncertainError(`unexpected ${what} answer`);
    return parsed.data;
  }

  return {
    async balance(memberId) {
      const json = await call("GET", `/customersprivacy/${encodeURIComponent(memberId)}?shop_no=${SHOP_NO}`);
      return parse(customerSchema, json, "customersprivacy").customersprivacy.available_points;
    },

    async decrease(memberId, amount, reason) {
      await call("POST", "/points", {
        shop_no: SHOP_NO,
        request: { member_id: memberId, order_id: null, amount: amount.toFixed(2), type: "decrease", reason },
      });
    },

    async findDecrease(memberId, amount, reason, since) {
      const day = (date: Date) => format(new TZDate(date, "Asia/Seoul"), "yyyy-MM-dd");
      const query = new URLSearchParams({
        shop_no: String(SHOP_NO),
        member_id: memberId,
        start_date: day(subDays(since, 1)),
        end_date: day(new Date()),
        limit: "100",
      });
      const json = await call("GET", `/points?${query}`);
      return parse(historySchema, json, "points").points.some(
        (entry) => entry.reason === reason && entry.available_points_decrease === amount,
      );
    },
  };
}
