import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { authNumbers, authTokens, loginAttempts, rememberMeTokens } from "../../db/schema/account.js";
import { searchLogs } from "../../db/schema/content.js";

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long records that only serve a short purpose are kept (docs/decisions/011). Each is well past the longest
 * look-back of the code that reads it, so deleting never changes an answer.
 */
export const RETENTION_MS = {
  /** Sessions are refused once expired or revoked; kept a week after that to explain a support call. */
  authTokensAfterEnd: 7 * DAY_MS,
  /** Remember-me rows (used ones included) only matter until their series expires. */
  rememberMeTokensAfterExpiry: 0,
  /** Codes live 300 s, proofs 30 minutes, and sending is throttled per hour. */
  authNumbers: 2 * DAY_MS,
  /** Throttling looks back 10 minutes; a month is kept for looking into an attack on an account. */
  loginAttempts: 30 * DAY_MS,
  /** Best keywords rank the last 7 days. */
  searchLogs: 90 * DAY_MS,
} as const;

export interface PurgeCounts {
  authTokens: number;
  rememberMeTokens: number;
  authNumbers: number;
  loginAttempts: number;
  searchLogs: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Deletes every record past its retention; safe to run from several processes at once. */
export async function purgeExpiredRecords(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  const sessionCutoff = before(now, RETENTION_MS.authTokensAfterEnd);
  const [tokens, rememberMe, numbers, attempts, searches] = await Promise.all([
    db
      .delete(authTokens)
      .where(
        or(
          lt(authTokens.expiresAt, sessionCutoff),
          and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, sessionCutoff)),
        ),
      )
      .returning({ id: authTokens.id }),
    db
      .delete(rememberMeTokens)
      .where(lt(rememberMeTokens.expiresAt, before(now, RETENTION_MS.rememberMeTokensAfterExpiry)))
      .returning({ id: rememberMeTokens.id }),
    db
      .delete(authNumbers)
      .where(lt(authNumbers.createdAt, before(now, RETENTION_MS.authNumbers)))
      .returning({ id: authNumbers.id }),
    db
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, before(now, RETENTION_MS.loginAttempts)))
      .returning({ id: loginAttempts.id }),
    db
      .delete(searchLogs)
      .where(lt(searchLogs.createdAt, before(now, RETENTION_MS.searchLogs)))
      .returning({ id: searchLogs.id }),
  ]);
  return {
    authTokens: tokens.length,
    rememberMeTokens: rememberMe.length,
    authNumbers: numbers.length,
    loginAttempts: attempts.length,
    searchLogs: searches.length,
  };
}
