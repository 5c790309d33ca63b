import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { authTokens, loginAttempts, rememberMeTokens, users } from "../../db/schema/account.js";

type Executor = Db | Tx;

export type NewAuthToken = typeof authTokens.$inferInsert;
export type TokenRestriction = NonNullable<(typeof authTokens.$inferSelect)["restriction"]>;
export type AttemptKind = (typeof loginAttempts.$inferInsert)["kind"];

export async function insertAuthToken(db: Executor, values: NewAuthToken) {
  const [row] = await db.insert(authTokens).values(values).returning({ id: authTokens.id });
  if (!row) throw new Error("insert into auth_tokens returned no row");
  return row;
}

/** A token by its hash with the status of its member (null for guests). */
export async function findAuthTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ token: authTokens, userStatus: users.status })
    .from(authTokens)
    .leftJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Slides the expiry. Conditional on the `lastUsedAt` the caller read, so concurrent requests of one session write
 * once instead of queueing on the row.
 */
export async function touchAuthToken(db: Executor, id: number, seenLastUsedAt: Date, now: Date, expiresAt: Date) {
  await db
    .update(authTokens)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(authTokens.id, id), eq(authTokens.lastUsedAt, seenLastUsedAt)));
}

export async function setAuthTokenRestriction(db: Executor, id: number, restriction: TokenRestriction | null) {
  await db.update(authTokens).set({ restriction }).where(eq(authTokens.id, id));
}

export async function revokeAuthToken(db: Executor, id: number, now = new Date()) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
}

/** Ends every live session of a member, except `keepTokenId` when given (the one changing the password). */
export async function revokeUserAuthTokens(db: Executor, userId: number, keepTokenId?: number, now = new Date()) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
      ),
    );
}

export async function revokeAuthTokensOfSeries(db: Executor, seriesId: string, now = new Date()) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.rememberMeSeriesId, seriesId), isNull(authTokens.revokedAt)));
}

export async function insertRememberMeToken(db: Executor, values: typeof rememberMeTokens.$inferInsert) {
  await db.insert(rememberMeTokens).values(values);
}

export async function findRememberMeTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(rememberMeTokens).where(eq(rememberMeTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a remember-me token used; false when another request used it first. */
export async function markRememberMeTokenReplaced(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(rememberMeTokens)
    .set({ replacedAt: now })
    .where(and(eq(rememberMeTokens.id, id), isNull(rememberMeTokens.replacedAt)))
    .returning({ id: rememberMeTokens.id });
  return rows.length === 1;
}

export async function deleteRememberMeSeries(db: Executor, seriesId: string) {
  await db.delete(rememberMeTokens).where(eq(rememberMeTokens.seriesId, seriesId));
}

/** Removes every remember-me token of a member, except the series `keepSeriesId`. */
export async function deleteUserRememberMeTokens(db: Executor, userId: number, keepSeriesId?: string | null) {
  await db
    .delete(rememberMeTokens)
    .where(
      and(eq(rememberMeTokens.userId, userId), keepSeriesId ? ne(rememberMeTokens.seriesId, keepSeriesId) : undefined),
    );
}

export async function insertLoginAttempt(
  db: Executor,
  values: { kind: AttemptKind; loginId: string; address: string; succeeded: boolean },
) {
  await db.insert(loginAttempts).values(values);
}

/**
 * Failures for a login id (not counting those before its latest success) and failures from an address, both since
 * `since`, in one round trip: it runs before every password check.
 */
export async function countRecentFailures(
  db: Executor,
  input: { kind: AttemptKind; loginId: string; address: string; since: Date },
): Promise<{ forLoginId: number; forAddress: number }> {
  const since = sql`${input.since.toISOString()}::timestamptz`;
  const lastSuccess = sql`coalesce((select max(s.created_at) from login_attempts s where s.kind = ${input.kind} and s.login_id = ${input.loginId} and s.succeeded and s.created_at > ${since}), ${since})`;
  const [row] = await db
    .select({
      forLoginId:
        sql<number>`count(*) filter (where ${loginAttempts.kind} = ${input.kind} and ${loginAttempts.loginId} = ${input.loginId} and not ${loginAttempts.succeeded} and ${loginAttempts.createdAt} > ${lastSuccess})`.mapWith(
          Number,
        ),
      forAddress:
        sql<number>`count(*) filter (where ${loginAttempts.address} = ${input.address} and not ${loginAttempts.succeeded})`.mapWith(
          Number,
        ),
    })
    .from(loginAttempts)
    .where(
      and(
        gt(loginAttempts.createdAt, input.since),
        or(
          and(eq(loginAttempts.kind, input.kind), eq(loginAttempts.loginId, input.loginId)),
          eq(loginAttempts.address, input.address),
        ),
      ),
    );
  return { forLoginId: row?.forLoginId ?? 0, forAddress: row?.forAddress ?? 0 };
}
