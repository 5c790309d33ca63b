import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { staffAccounts, staffSessions } from "../../db/schema/staff.js";

type Executor = Db | Tx;

/** An account's login id and password hash, locked for a password change (undefined for an unknown id). */
export async function lockStaffPassword(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: staffAccounts.id,
      loginId: staffAccounts.loginId,
      passwordHash: staffAccounts.passwordHash,
      mustChangePassword: staffAccounts.mustChangePassword,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
    .for("update");
  return row;
}

export async function findStaffPasswordHash(db: Executor, id: number) {
  const [row] = await db
    .select({ loginId: staffAccounts.loginId, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id));
  return row;
}

export async function setStaffPassword(
  tx: Tx,
  id: number,
  values: { passwordHash: string; mustChangePassword: boolean; passwordChangedAt: Date },
) {
  await tx.update(staffAccounts).set(values).where(eq(staffAccounts.id, id));
}

/** Ends every live session of an account but `keepSessionId` (the one that changed the password), or all of them. */
export async function revokeStaffSessionsExcept(tx: Tx, staffId: number, keepSessionId: number | null, now: Date) {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keepSessionId === null ? undefined : ne(staffSessions.id, keepSessionId),
      ),
    );
}
