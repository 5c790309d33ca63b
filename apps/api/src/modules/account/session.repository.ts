import type { RecentAttempts, RecordedAttempt } from "@shop/core/account/login-throttle";
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
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

/**
 * Writes a password check about to run, as a failure: concurrent checks count it before it is settled, so a burst
 * cannot run more checks than the budgets allow (docs/decisions/014-login-throttling.md).
 */
export async function reserveLoginAttempt(
  db: Executor,
  values: { kind: AttemptKind; loginId: string; address: string; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ ...values, succeeded: false })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error("insert into login_attempts returned no row");
  return row.id;
}

export async function markLoginAttemptSucceeded(db: Executor, id: number) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** Takes back a reserved check the throttle refused: a refusal is not a failure. */
export async function deleteLoginAttempt(db: Executor, id: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

const recentAttemptScopeSchema = z.enum(["address", "accountAtAddress", "account"]);
type RecentAttemptScope = z.infer<typeof recentAttemptScopeSchema>;
const recentAttemptRowsSchema = z.object({
  rows: z.array(
    z.object({
      scope: recentAttemptScopeSchema,
      at: z.coerce.date(),
      succeeded: z.boolean(),
    }),
  ),
});

/**
 * The newest checks around a new one (`excludeId`, its own reservation), at most `keep` per list, in one round
 * trip: the address's failures, the login id's checks from the address and from everywhere. Each list is a
 * backward scan of its own index, so an attack's volume never makes a read longer than `keep` rows.
 */
export async function findRecentAttempts(
  db: Executor,
  input: { kind: AttemptKind; loginId: string; address: string; since: Date; excludeId: number; keep: number },
): Promise<RecentAttempts> {
  const { kind, loginId, address, excludeId, keep } = input;
  const since = sql`${input.since.toISOString()}::timestamptz`;
  const t = loginAttempts;
  const result = await db.execute(sql`
    (select 'address' as scope, ${t.createdAt} as at, ${t.succeeded} as succeeded from ${t}
      where ${t.kind} = ${kind} and ${t.address} = ${address} and ${t.createdAt} > ${since}
        and not ${t.succeeded} and ${t.id} <> ${excludeId}
      order by ${t.createdAt} desc limit ${keep})
    union all
    (select 'accountAtAddress', ${t.createdAt}, ${t.succeeded} from ${t}
      where ${t.kind} = ${kind} and ${t.loginId} = ${loginId} and ${t.address} = ${address}
        and ${t.createdAt} > ${since} and ${t.id} <> ${excludeId}
      order by ${t.createdAt} desc limit ${keep})
    union all
    (select 'account', ${t.createdAt}, ${t.succeeded} from ${t}
      where ${t.kind} = ${kind} and ${t.loginId} = ${loginId} and ${t.createdAt} > ${since} and ${t.id} <> ${excludeId}
      order by ${t.createdAt} desc limit ${keep})`);
  const recent: Record<RecentAttemptScope, RecordedAttempt[]> = { address: [], accountAtAddress: [], account: [] };
  for (const row of recentAttemptRowsSchema.parse(result).rows) {
    recent[row.scope].push({ at: row.at, succeeded: row.succeeded });
  }
  // union all keeps each branch's rows together but promises no order between or within them: sort again.
  const newestFirst = (list: RecordedAttempt[]) => list.sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    fromAddress: newestFirst(recent.address),
    forAccountAtAddress: newestFirst(recent.accountAtAddress),
    forAccount: newestFirst(recent.account),
  };
}

/** Deletes sessions that expired or were revoked before `cutoff`; answers how many. */
export async function deleteAuthTokensEndedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, cutoff), and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, cutoff))))
    .returning({ id: authTokens.id });
  return rows.length;
}

/** Deletes remember-me tokens whose series expired before `cutoff`; answers how many. */
export async function deleteRememberMeTokensExpiredBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(rememberMeTokens)
    .where(lt(rememberMeTokens.expiresAt, cutoff))
    .returning({ id: rememberMeTokens.id });
  return rows.length;
}

/** Deletes login attempts made before `cutoff`; answers how many. */
export async function deleteLoginAttemptsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, cutoff))
    .returning({ id: loginAttempts.id });
  return rows.length;
}
