import { randomUUID } from "node:crypto";
import { AUTH_MESSAGES, type LoginType, type Role, type TokenResponse } from "@shop/contracts/auth";
import { isDormantDue, type LoginCode, loginCodeFor } from "@shop/core/account/account-policy";
import {
  attemptsToRead,
  BUSINESS_LOOKUP_THROTTLE,
  COUPON_CODE_THROTTLE,
  decideThrottle,
  LOGIN_THROTTLE,
  PASSWORD_CHECK_THROTTLE,
  PIN_PAY_CARD_THROTTLE,
  type ThrottlePolicy,
  throttleAddressOf,
  throttleMessage,
} from "@shop/core/account/login-throttle";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { verifyPassword } from "../../lib/password-hash.js";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token.js";
import type { SiteService } from "../site/site.service.js";
import { findUserById, findUserByLoginId, type UserRow, updateUser } from "./account.repository.js";
import { ThrottledError } from "./account-errors.js";
import {
  type AttemptKind,
  deleteAuthTokensEndedBefore,
  deleteLoginAttempt,
  deleteLoginAttemptsBefore,
  deleteRememberMeSeries,
  deleteRememberMeTokensExpiredBefore,
  deleteUserRememberMeTokens,
  findAuthTokenByHash,
  findRecentAttempts,
  findRememberMeTokenByHash,
  insertAuthToken,
  insertRememberMeToken,
  markLoginAttemptSucceeded,
  markRememberMeTokenReplaced,
  reserveLoginAttempt,
  revokeAuthToken,
  revokeAuthTokensOfSeries,
  revokeUserAuthTokens,
  type TokenRestriction,
  touchAuthToken,
} from "./session.repository.js";

type Executor = Db | Tx;

const THROTTLED_CODES = {
  LOGIN: "LOGIN_THROTTLED",
  CHECK_PASSWORD: "PASSWORD_THROTTLED",
  COUPON_CODE: "COUPON_CODE_THROTTLED",
  STAFF_LOGIN: "LOGIN_THROTTLED",
  PIN_PAY_CARD: "PIN_PAY_CARD_THROTTLED",
  BUSINESS_LOOKUP: "BUSINESS_LOOKUP_THROTTLED",
} as const satisfies Record<AttemptKind, string>;

/** Who a request's bearer token stands for, once checked. */
export interface AuthContext {
  tokenId: number;
  /** The bearer value itself (sns-token answers it back when a member links a social account). */
  token: string;
  role: Role;
  userId: number | null;
  loginType: LoginType | null;
  restriction: TokenRestriction | null;
  rememberMeSeriesId: string | null;
  expiresAt: Date;
}

/** Why a presented token was not accepted; guards answer 401 UNAUTHORIZED either way. */
export type TokenRejection = "UNKNOWN" | "REVOKED" | "EXPIRED" | "SITE_MISMATCH" | "INACTIVE_USER";

// Sliding expiry writes at most once a minute per session: a page load's burst of calls costs one UPDATE.
const TOUCH_INTERVAL_MS = 60_000;
/** site_config may switch the inactivity timeout off (≤ 0): sessions then end after 30 days like remember-me. */
const NO_TIMEOUT_TTL_MS = 30 * 24 * 60 * 60_000;
const SESSION_TIMEOUT_CACHE_MS = 30_000;
export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60_000;

export interface IssueTokenInput {
  userId: number | null;
  role: Role;
  loginType: LoginType | null;
  restriction?: TokenRestriction | null;
  salesonId?: string | null;
  uid?: string | null;
  rememberMeSeriesId?: string | null;
}

export type SessionService = ReturnType<typeof createSessionService>;

export interface SessionServiceDeps {
  db: Db;
  /** Where the operator's session timeout is read. */
  site: SiteService;
}

/** Tokens, login, remember-me and logout (SPEC §4 login state, tokens and session). */
export function createSessionService({ db, site }: SessionServiceDeps) {
  // Read on every login and every sliding refresh, changed by an operator now and then: kept for 30 s in process.
  let timeout: { minutes: number; readAt: number } | undefined;

  // Takes the caller's executor: PGlite runs one query at a time, so a read on `db` inside a transaction would wait
  // for that transaction forever.
  async function sessionTtlMs(executor: Executor): Promise<number> {
    if (!timeout || Date.now() - timeout.readAt > SESSION_TIMEOUT_CACHE_MS) {
      timeout = { minutes: await site.getSessionTimeout(executor), readAt: Date.now() };
    }
    return timeout.minutes > 0 ? timeout.minutes * 60_000 : NO_TIMEOUT_TTL_MS;
  }

  /** A new opaque bearer token; only its hash is stored. */
  async function issueToken(executor: Executor, input: IssueTokenInput) {
    const token = newSecretToken();
    const now = new Date();
    const { id } = await insertAuthToken(executor, {
      tokenHash: hashSecretToken(token),
      userId: input.userId,
      role: input.role,
      loginType: input.loginType,
      restriction: input.restriction ?? null,
      salesonId: input.salesonId ?? null,
      uid: input.uid ?? null,
      rememberMeSeriesId: input.rememberMeSeriesId ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + (await sessionTtlMs(executor))),
    });
    return { token, id };
  }

  /**
   * Checks a bearer token: known, not revoked or expired, its member still active, and — when it was issued with a
   * site id — presented with the same salesonId header. Slides the expiry forward.
   */
  async function resolveToken(
    token: string,
    salesonId: string | undefined,
  ): Promise<{ auth: AuthContext } | { rejection: TokenRejection }> {
    const found = await findAuthTokenByHash(db, hashSecretToken(token));
    if (!found) return { rejection: "UNKNOWN" };
    const row = found.token;
    const now = new Date();
    if (row.revokedAt) return { rejection: "REVOKED" };
    if (row.expiresAt <= now) return { rejection: "EXPIRED" };
    if (row.salesonId !== null && row.salesonId !== salesonId) return { rejection: "SITE_MISMATCH" };
    if (row.userId !== null && found.userStatus !== "ACTIVE") return { rejection: "INACTIVE_USER" };
    let expiresAt = row.expiresAt;
    if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      expiresAt = new Date(now.getTime() + (await sessionTtlMs(db)));
      await touchAuthToken(db, row.id, row.lastUsedAt, now, expiresAt);
    }
    return {
      auth: {
        tokenId: row.id,
        token,
        role: row.role,
        userId: row.userId,
        loginType: row.loginType,
        restriction: row.restriction,
        rememberMeSeriesId: row.rememberMeSeriesId,
        expiresAt,
      },
    };
  }

  async function issueRememberMe(executor: Executor, userId: number, seriesId: string = randomUUID()) {
    const token = newSecretToken();
    await insertRememberMeToken(executor, {
      seriesId,
      userId,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + REMEMBER_ME_TTL_MS),
    });
    return { token, seriesId };
  }

  /**
   * A password check that counts towards throttling (login, check-password, secede, sleep-user), or 429 when the
   * throttle refuses it. The check is written before it runs, so concurrent ones count each other. Unknown ids are
   * checked against a dummy hash and counted too, so neither timing nor refusal tells which ids exist.
   */
  async function checkPasswordThrottled(input: {
    kind: AttemptKind;
    /** The budgets, when not the kind's own (a non-member's order lookup: ORDER_LOOKUP_THROTTLE). */
    policy?: ThrottlePolicy;
    loginId: string;
    password: string;
    /** May still be loading: it is read alongside the throttling check. */
    passwordHash: PromiseLike<string | null | undefined> | string | null | undefined;
    address: string;
  }): Promise<boolean> {
    const policy = input.policy ?? (input.kind === "LOGIN" ? LOGIN_THROTTLE : PASSWORD_CHECK_THROTTLE);
    const { matched } = await runThrottled(input, policy, input.passwordHash, (passwordHash) =>
      verifyPassword(passwordHash, input.password),
    );
    return matched;
  }

  /**
   * One throttled try of a secret (a password, a coupon code): written before it runs, so concurrent tries count each
   * other; refused with 429 and Retry-After when over `policy`; kept as a failure unless `check` accepts what `pending`
   * (read alongside the throttle's own reads) found.
   */
  async function runThrottled<T>(
    who: { kind: AttemptKind; loginId: string; address: string },
    policy: ThrottlePolicy,
    pending: PromiseLike<T> | T,
    check: (found: T) => boolean | Promise<boolean>,
  ): Promise<{ matched: boolean; found: T }> {
    const attempt = { kind: who.kind, loginId: who.loginId, address: throttleAddressOf(who.address) };
    const now = new Date();
    const attemptId = await reserveLoginAttempt(db, { ...attempt, createdAt: now });
    const [found, recent] = await Promise.all([
      pending,
      findRecentAttempts(db, {
        ...attempt,
        since: new Date(now.getTime() - policy.windowMs),
        excludeId: attemptId,
        keep: attemptsToRead(policy),
      }),
    ]);
    const verdict = decideThrottle(policy, recent, now);
    if (!verdict.allowed) {
      await deleteLoginAttempt(db, attemptId);
      throw new ThrottledError(
        THROTTLED_CODES[who.kind],
        throttleMessage(who.kind, verdict),
        Math.ceil(verdict.retryAfterMs / 1000),
        `${who.kind} refused by the throttle: ${verdict.reason}`,
      );
    }
    const matched = await check(found);
    if (matched) await markLoginAttemptSucceeded(db, attemptId);
    return { matched, found };
  }

  /**
   * A coupon code typed by a member (COUPON_CODE_THROTTLE): the coupon `lookup` found, or undefined for a wrong code,
   * which counts towards the member's and the address's budget (429 once over).
   */
  async function tryCouponCode<T>(
    who: { userId: number; address: string },
    lookup: PromiseLike<T | undefined>,
  ): Promise<T | undefined> {
    const { found } = await runThrottled(
      { kind: "COUPON_CODE", loginId: `member:${who.userId}`, address: who.address },
      COUPON_CODE_THROTTLE,
      lookup,
      (coupon) => coupon !== undefined,
    );
    return found;
  }

  /**
   * One try of a back-office sign-in secret (the password, then the authenticator's code), counted under the login's
   * budgets against `staff:<loginId>`: guessed passwords and codes slow down the addresses guessing, never lock the
   * account (docs/decisions/036).
   */
  async function tryStaffSecret<T>(
    who: { loginId: string; address: string },
    pending: PromiseLike<T> | T,
    check: (found: T) => boolean | Promise<boolean>,
  ): Promise<{ matched: boolean; found: T }> {
    return runThrottled(
      { kind: "STAFF_LOGIN", loginId: `staff:${who.loginId}`, address: who.address },
      LOGIN_THROTTLE,
      pending,
      check,
    );
  }

  /**
   * A quick-pay card registration about to ask the gateway (PIN_PAY_CARD_THROTTLE): recorded and never marked
   * succeeded, so every try counts — a registered card too; 429 once the member or the address is over.
   */
  async function countCardRegistration(who: { userId: number; address: string }): Promise<void> {
    await runThrottled(
      { kind: "PIN_PAY_CARD", loginId: `member:${who.userId}`, address: who.address },
      PIN_PAY_CARD_THROTTLE,
      undefined,
      () => false,
    );
  }

  /**
   * A business lookup about to ask the lookup service (BUSINESS_LOOKUP_THROTTLE): recorded and never marked succeeded,
   * so every lookup counts; 429 once the address, or the address on that number, is over.
   */
  async function countBusinessLookup(who: { businessNumber: string; address: string }): Promise<void> {
    await runThrottled(
      { kind: "BUSINESS_LOOKUP", loginId: `business:${who.businessNumber}`, address: who.address },
      BUSINESS_LOOKUP_THROTTLE,
      undefined,
      () => false,
    );
  }

  /**
   * Converts an account found inactive for a year to DORMANT, ending its sessions, and answers 401 SLEEP_USER.
   * Called only after the password (or remember-me token) proved who is asking, so the answer tells no stranger
   * that the account exists.
   */
  async function rejectIfDormant(user: UserRow, now: Date) {
    if (!isDormantDue(user, now)) return;
    if (user.status !== "DORMANT") {
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { status: "DORMANT", dormantAt: now });
        await revokeUserAuthTokens(tx, user.id, undefined, now);
        await deleteUserRememberMeTokens(tx, user.id);
      });
    }
    throw new ApiError(401, "SLEEP_USER", AUTH_MESSAGES.SLEEP_USER, "account is dormant");
  }

  /** Issues a member's session after a successful sign-in, restricted when the login code says so. */
  async function signIn(
    executor: Executor,
    user: UserRow,
    input: {
      loginType: LoginType;
      salesonId?: string | undefined;
      uid?: string | undefined;
      rememberMeSeriesId?: string;
      /** Overrides the password login's code (social logins skip the password's age). */
      code?: LoginCode;
    },
    now: Date,
  ) {
    const code = input.code ?? loginCodeFor(user, now);
    await updateUser(executor, user.id, { lastLoginAt: now });
    const { token } = await issueToken(executor, {
      userId: user.id,
      role: "ROLE_USER",
      loginType: input.loginType,
      restriction: code === "SUCCESS" ? null : code,
      salesonId: input.salesonId ?? null,
      uid: input.uid ?? null,
      rememberMeSeriesId: input.rememberMeSeriesId ?? null,
    });
    return { token, code };
  }

  /** POST /api/auth/token */
  async function login(input: {
    loginId: string;
    password: string;
    rememberMe: boolean;
    salesonId?: string | undefined;
    uid?: string | undefined;
    address: string;
  }): Promise<TokenResponse> {
    const found = findUserByLoginId(db, input.loginId);
    const matched = await checkPasswordThrottled({
      kind: "LOGIN",
      loginId: input.loginId,
      password: input.password,
      passwordHash: found.then((user) => (user?.status === "SECEDED" ? null : user?.passwordHash)),
      address: input.address,
    });
    const user = await found;
    if (!user || !matched) {
      throw new ApiError(401, "LOGIN_FAILED", AUTH_MESSAGES.LOGIN_FAILED, "wrong login id or password");
    }
    const now = new Date();
    await rejectIfDormant(user, now);
    return db.transaction(async (tx) => {
      const remember = input.rememberMe ? await issueRememberMe(tx, user.id) : undefined;
      const { token, code } = await signIn(
        tx,
        user,
        {
          loginType: "NORMAL",
          salesonId: input.salesonId,
          uid: input.uid,
          ...(remember ? { rememberMeSeriesId: remember.seriesId } : {}),
        },
        now,
      );
      return { token, code, loginType: "NORMAL" as const, ...(remember ? { rememberMeToken: remember.token } : {}) };
    });
  }

  /**
   * POST /api/auth/remember-me: a single-use token for a new session and the next remember-me token. A token used
   * twice means a copy is in someone else's hands: the whole series and its sessions end.
   */
  async function exchangeRememberMe(input: {
    rememberMeToken: string;
    salesonId?: string | undefined;
  }): Promise<TokenResponse> {
    const unauthorized = () =>
      new ApiError(401, "UNAUTHORIZED", AUTH_MESSAGES.UNAUTHORIZED, "remember-me token not accepted");
    const row = await findRememberMeTokenByHash(db, hashSecretToken(input.rememberMeToken));
    const now = new Date();
    if (!row || row.expiresAt <= now) throw unauthorized();
    const endSeries = async () => {
      await db.transaction(async (tx) => {
        await deleteRememberMeSeries(tx, row.seriesId);
        await revokeAuthTokensOfSeries(tx, row.seriesId, now);
      });
      return unauthorized();
    };
    if (row.replacedAt) throw await endSeries();
    if (!(await markRememberMeTokenReplaced(db, row.id, now))) throw await endSeries();
    const user = await findUserById(db, row.userId);
    if (!user || user.status === "SECEDED") throw unauthorized();
    await rejectIfDormant(user, now);
    return db.transaction(async (tx) => {
      const next = await issueRememberMe(tx, user.id, row.seriesId);
      const { token, code } = await signIn(
        tx,
        user,
        { loginType: "NORMAL", salesonId: input.salesonId, rememberMeSeriesId: row.seriesId },
        now,
      );
      return { token, code, loginType: "NORMAL" as const, rememberMeToken: next.token };
    });
  }

  /** POST /api/auth/guest-token */
  async function issueGuestToken(input: { salesonId?: string | undefined }) {
    const { token } = await issueToken(db, {
      userId: null,
      role: "ROLE_GUEST",
      loginType: null,
      salesonId: input.salesonId ?? null,
    });
    return { token };
  }

  /** GET /op_security_logout: ends the session and its remember-me series; without a session there is nothing to do. */
  async function logout(auth: AuthContext | null) {
    if (!auth) return;
    await db.transaction(async (tx) => {
      await revokeAuthToken(tx, auth.tokenId);
      if (auth.rememberMeSeriesId) {
        await deleteRememberMeSeries(tx, auth.rememberMeSeriesId);
        await revokeAuthTokensOfSeries(tx, auth.rememberMeSeriesId);
      }
    });
  }

  /** Deletes what no longer serves (housekeeping decides the cutoffs); answers how many of each. */
  async function purgeRecords(cutoffs: {
    tokensEndedBefore: Date;
    rememberMeExpiredBefore: Date;
    attemptsBefore: Date;
  }) {
    const [authTokens, rememberMeTokens, loginAttempts] = await Promise.all([
      deleteAuthTokensEndedBefore(db, cutoffs.tokensEndedBefore),
      deleteRememberMeTokensExpiredBefore(db, cutoffs.rememberMeExpiredBefore),
      deleteLoginAttemptsBefore(db, cutoffs.attemptsBefore),
    ]);
    return { authTokens, rememberMeTokens, loginAttempts };
  }

  return {
    purgeRecords,
    issueToken,
    resolveToken,
    checkPasswordThrottled,
    tryCouponCode,
    countCardRegistration,
    countBusinessLookup,
    tryStaffSecret,
    rejectIfDormant,
    signIn,
    login,
    exchangeRememberMe,
    issueGuestToken,
    logout,
  };
}
