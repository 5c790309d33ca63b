import { and, count, desc, eq, gte, isNotNull, isNull, like, lt, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { staffAccounts, staffAuditLog, staffLoginChallenges, staffSessions } from "../../db/schema/staff.js";
import { prefixPattern } from "../../lib/sql-like.js";

type Executor = Db | Tx;

const accountColumns = {
  id: staffAccounts.id,
  loginId: staffAccounts.loginId,
  passwordHash: staffAccounts.passwordHash,
  name: staffAccounts.name,
  role: staffAccounts.role,
  sellerId: staffAccounts.sellerId,
  totpSecretSealed: staffAccounts.totpSecretSealed,
  totpConfirmedAt: staffAccounts.totpConfirmedAt,
  totpLastStep: staffAccounts.totpLastStep,
  disabledAt: staffAccounts.disabledAt,
  mustChangePassword: staffAccounts.mustChangePassword,
};

export type StaffAccountRow = NonNullable<Awaited<ReturnType<typeof findStaffByLoginId>>>;

export async function findStaffByLoginId(db: Executor, loginId: string) {
  const [row] = await db.select(accountColumns).from(staffAccounts).where(eq(staffAccounts.loginId, loginId));
  return row;
}

export async function findStaffById(db: Executor, id: number) {
  const [row] = await db.select(accountColumns).from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

export async function insertStaffAccount(db: Executor, values: typeof staffAccounts.$inferInsert) {
  const [row] = await db.insert(staffAccounts).values(values).returning({ id: staffAccounts.id });
  if (!row) throw new Error("insert into staff_accounts returned no row");
  return row;
}

export async function updateStaffAccount(
  db: Executor,
  id: number,
  values: Partial<Pick<typeof staffAccounts.$inferInsert, "totpSecretSealed" | "totpConfirmedAt" | "lastLoginAt">>,
) {
  await db.update(staffAccounts).set(values).where(eq(staffAccounts.id, id));
}

/**
 * Takes a TOTP step for the account if it is newer than the last one taken: false when that step (or a later one)
 * was already used, so a code works once even when two sign-ins race with it.
 */
export async function claimTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, id), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

export async function insertChallenge(db: Executor, values: typeof staffLoginChallenges.$inferInsert) {
  await db.insert(staffLoginChallenges).values(values);
}

/** Marks a live challenge used and answers its staff id; undefined when it is unknown, used or expired. */
export async function useChallenge(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(staffLoginChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffLoginChallenges.tokenHash, tokenHash),
        isNull(staffLoginChallenges.usedAt),
        gte(staffLoginChallenges.expiresAt, now),
      ),
    )
    .returning({ staffId: staffLoginChallenges.staffId });
  return row?.staffId;
}

/** A live challenge's staff id without using it (a wrong code leaves the challenge for the next try). */
export async function findLiveChallenge(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ staffId: staffLoginChallenges.staffId })
    .from(staffLoginChallenges)
    .where(
      and(
        eq(staffLoginChallenges.tokenHash, tokenHash),
        isNull(staffLoginChallenges.usedAt),
        gte(staffLoginChallenges.expiresAt, now),
      ),
    );
  return row?.staffId;
}

export async function insertStaffSession(db: Executor, values: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(values);
}

export async function findStaffSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      lastUsedAt: staffSessions.lastUsedAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
    })
    .from(staffSessions)
    .where(eq(staffSessions.tokenHash, tokenHash));
  return row;
}

/** Slides a session's end; conditional on the lastUsedAt read, so a burst of calls writes once. */
export async function touchStaffSession(db: Executor, id: number, readLastUsedAt: Date, now: Date, expiresAt: Date) {
  await db
    .update(staffSessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(staffSessions.id, id), eq(staffSessions.lastUsedAt, readLastUsedAt)));
}

export async function revokeStaffSession(db: Executor, id: number, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, id));
}

/** Housekeeping: staff sessions that expired or were ended before `cutoff` (and spent challenges); answers how many. */
export async function deleteStaffSessionsEndedBefore(db: Executor, cutoff: Date): Promise<number> {
  await db.delete(staffLoginChallenges).where(lt(staffLoginChallenges.expiresAt, cutoff));
  const rows = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, cutoff),
        and(isNotNull(staffSessions.revokedAt), lt(staffSessions.revokedAt, cutoff)),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

export async function insertAuditEntry(db: Executor, values: typeof staffAuditLog.$inferInsert) {
  await db.insert(staffAuditLog).values(values);
}

export interface AuditFilter {
  staffLoginId?: string | undefined;
  actionPrefix?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
}

function auditConditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.staffLoginId ? eq(staffAccounts.loginId, filter.staffLoginId) : undefined,
    filter.actionPrefix ? like(staffAuditLog.action, prefixPattern(filter.actionPrefix)) : undefined,
    filter.targetType ? eq(staffAuditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(staffAuditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(staffAuditLog.createdAt, filter.until) : undefined,
  );
}

export async function findAuditPage(db: Db, filter: AuditFilter, page: { offset: number; limit: number }) {
  const where = auditConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffAuditLog.id,
        at: staffAuditLog.createdAt,
        staffLoginId: staffAccounts.loginId,
        staffName: staffAccounts.name,
        role: staffAccounts.role,
        action: staffAuditLog.action,
        targetType: staffAuditLog.targetType,
        targetId: staffAuditLog.targetId,
        before: staffAuditLog.before,
        after: staffAuditLog.after,
        address: staffAuditLog.address,
      })
      .from(staffAuditLog)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
      .where(where)
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(staffAuditLog)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const listColumns = {
  id: staffAccounts.id,
  loginId: staffAccounts.loginId,
  name: staffAccounts.name,
  role: staffAccounts.role,
  sellerId: staffAccounts.sellerId,
  totpConfirmedAt: staffAccounts.totpConfirmedAt,
  disabledAt: staffAccounts.disabledAt,
  createdAt: staffAccounts.createdAt,
  lastLoginAt: staffAccounts.lastLoginAt,
};

/** One account as the staff list shows it (undefined for an unknown id). */
export async function findStaffListEntry(db: Executor, id: number) {
  const [row] = await db.select(listColumns).from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

export async function listStaffAccounts(db: Executor) {
  return db
    .select({
      id: staffAccounts.id,
      loginId: staffAccounts.loginId,
      name: staffAccounts.name,
      role: staffAccounts.role,
      sellerId: staffAccounts.sellerId,
      totpConfirmedAt: staffAccounts.totpConfirmedAt,
      disabledAt: staffAccounts.disabledAt,
      createdAt: staffAccounts.createdAt,
      lastLoginAt: staffAccounts.lastLoginAt,
    })
    .from(staffAccounts)
    .orderBy(staffAccounts.role, staffAccounts.loginId);
}

/** Inserts a staff account unless its login id is taken; undefined when it is. */
export async function insertStaffAccountUnlessTaken(db: Executor, values: typeof staffAccounts.$inferInsert) {
  const [row] = await db
    .insert(staffAccounts)
    .values(values)
    .onConflictDoNothing({ target: staffAccounts.loginId })
    .returning({ id: staffAccounts.id });
  return row;
}

/** Locks an account's row for a change and answers it (undefined for an unknown id). */
export async function lockStaffAccount(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: staffAccounts.id,
      loginId: staffAccounts.loginId,
      totpConfirmedAt: staffAccounts.totpConfirmedAt,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
    .for("update");
  return row;
}

export async function setStaffState(
  tx: Tx,
  id: number,
  values: Partial<
    Pick<typeof staffAccounts.$inferInsert, "disabledAt" | "totpSecretSealed" | "totpConfirmedAt" | "totpLastStep">
  >,
) {
  await tx.update(staffAccounts).set(values).where(eq(staffAccounts.id, id));
}

/** Ends every live session of an account (disabled, or its authenticator reset). */
export async function revokeStaffSessionsOf(tx: Tx, staffId: number, now: Date) {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
