import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { cafe24OauthTokens, cafe24SandboxOauthTokens } from "../../db/schema/cafe24-oauth.js";

type Executor = Db | Tx;

export type Cafe24TokenRow = typeof cafe24OauthTokens.$inferSelect;

export async function findTokenRow(db: Executor, mallId: string): Promise<Cafe24TokenRow | undefined> {
  const [row] = await db.select().from(cafe24OauthTokens).where(eq(cafe24OauthTokens.mallId, mallId));
  return row;
}

/** The mall's row locked until `tx` ends (the one place a refresh is decided). */
export async function lockTokenRow(tx: Tx, mallId: string): Promise<Cafe24TokenRow | undefined> {
  const [row] = await tx.select().from(cafe24OauthTokens).where(eq(cafe24OauthTokens.mallId, mallId)).for("update");
  return row;
}

/**
 * Seeds the mall's row with the configured refresh token; a row grown from another seed (the operator configured a
 * new one after authorising the app again) starts over from this one. The same seed again changes nothing.
 */
export async function seedTokenRow(db: Executor, mallId: string, seed: string, now: Date) {
  await db
    .insert(cafe24OauthTokens)
    .values({ mallId, refreshToken: seed, seed, updatedAt: now })
    .onConflictDoUpdate({
      target: cafe24OauthTokens.mallId,
      set: {
        refreshToken: seed,
        seed,
        accessToken: null,
        accessTokenExpiresAt: null,
        refreshTokenExpiresAt: null,
        leaseId: null,
        leaseUntil: null,
        updatedAt: now,
      },
      setWhere: sql`${cafe24OauthTokens.seed} <> excluded.seed`,
    });
}

/** Seeds the row only when the mall has none (the sandbox's seed, issued afresh each time). */
export async function insertTokenRowIfMissing(db: Executor, mallId: string, seed: string, now: Date) {
  await db
    .insert(cafe24OauthTokens)
    .values({ mallId, refreshToken: seed, seed, updatedAt: now })
    .onConflictDoNothing({ target: cafe24OauthTokens.mallId });
}

export async function setTokenLease(tx: Tx, mallId: string, leaseId: string, leaseUntil: Date) {
  await tx.update(cafe24OauthTokens).set({ leaseId, leaseUntil }).where(eq(cafe24OauthTokens.mallId, mallId));
}

/**
 * Writes the tokens a refresh answered, in place of the refresh token it spent: false when the row no longer holds
 * that refresh token (it was reseeded meanwhile). Ends any claim on the row.
 */
export async function saveRefreshedTokens(
  db: Executor,
  mallId: string,
  spentRefreshToken: string,
  tokens: {
    accessToken: string;
    accessTokenExpiresAt: Date;
    refreshToken: string;
    refreshTokenExpiresAt: Date | null;
  },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(cafe24OauthTokens)
    .set({ ...tokens, leaseId: null, leaseUntil: null, refreshedAt: now, updatedAt: now })
    .where(and(eq(cafe24OauthTokens.mallId, mallId), eq(cafe24OauthTokens.refreshToken, spentRefreshToken)))
    .returning({ mallId: cafe24OauthTokens.mallId });
  return rows.length > 0;
}

export async function releaseTokenLease(db: Executor, mallId: string, leaseId: string) {
  await db
    .update(cafe24OauthTokens)
    .set({ leaseId: null, leaseUntil: null })
    .where(and(eq(cafe24OauthTokens.mallId, mallId), eq(cafe24OauthTokens.leaseId, leaseId)));
}

// The sandbox's own records (what Cafe24's authorisation server would hold).

export type Cafe24SandboxTokenRow = typeof cafe24SandboxOauthTokens.$inferSelect;

export async function insertSandboxTokens(db: Executor, values: (typeof cafe24SandboxOauthTokens.$inferInsert)[]) {
  await db.insert(cafe24SandboxOauthTokens).values(values);
}

export async function findSandboxToken(db: Executor, token: string): Promise<Cafe24SandboxTokenRow | undefined> {
  const [row] = await db.select().from(cafe24SandboxOauthTokens).where(eq(cafe24SandboxOauthTokens.token, token));
  return row;
}

/** Spends a refresh token once: the row, or undefined when it is unknown, spent already or expired. */
export async function spendSandboxRefreshToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<Cafe24SandboxTokenRow | undefined> {
  const [row] = await db
    .update(cafe24SandboxOauthTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(cafe24SandboxOauthTokens.token, token),
        eq(cafe24SandboxOauthTokens.kind, "refresh"),
        isNull(cafe24SandboxOauthTokens.usedAt),
        gt(cafe24SandboxOauthTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
