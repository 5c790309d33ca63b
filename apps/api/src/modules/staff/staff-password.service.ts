import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import type { AdminPasswordChangeRequest, AdminStaffPasswordReset } from "@shop/contracts/admin-staff-password";
import { ADMIN_PASSWORD_MESSAGES } from "@shop/contracts/admin-staff-password";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { hashPassword, verifyPassword } from "../../lib/password-hash.js";
import { generateTemporaryPassword } from "../account/account-recovery.service.js";
import type { SessionService } from "../account/session.service.js";
import type { StaffAccountsService } from "./staff-accounts.service.js";
import type { StaffAuditService } from "./staff-audit.service.js";
import type { StaffContext } from "./staff-auth.service.js";
import {
  findStaffPasswordHash,
  lockStaffPassword,
  revokeStaffSessionsExcept,
  setStaffPassword,
} from "./staff-password.repository.js";

const fieldError = (field: string, message: string, description: string) =>
  new ApiError(400, "BAD_REQUEST", message, description, [{ field, message }]);

/**
 * Staff passwords (docs/decisions/045): a staff member changes their own (the current one first, tried through the
 * staff login's throttle; their other sessions end), and an operator gives one a temporary password, shown once,
 * that must be replaced at the next sign-in (every session of the account ends). Both are audited without secrets.
 */
export function createStaffPasswordService(deps: {
  db: Db;
  sessions: Pick<SessionService, "tryStaffSecret">;
  accounts: Pick<StaffAccountsService, "entryById">;
  audit: StaffAuditService;
}) {
  const { db, sessions, accounts, audit } = deps;

  async function change(staff: StaffContext, input: AdminPasswordChangeRequest) {
    const { matched, found } = await sessions.tryStaffSecret(
      { loginId: staff.loginId, address: staff.address },
      findStaffPasswordHash(db, staff.staffId),
      (row) => verifyPassword(row?.passwordHash, input.currentPassword),
    );
    if (!found) throw new ApiError(401, "UNAUTHORIZED", ADMIN_MESSAGES.unauthorized, "staff account gone");
    if (!matched) {
      throw fieldError("currentPassword", ADMIN_PASSWORD_MESSAGES.currentMismatch, "wrong current staff password");
    }
    if (input.password === input.currentPassword || (await verifyPassword(found.passwordHash, input.password))) {
      throw fieldError("password", ADMIN_PASSWORD_MESSAGES.samePassword, "new staff password equals the current one");
    }
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    await db.transaction(async (tx) => {
      const row = await lockStaffPassword(tx, staff.staffId);
      if (!row) throw ApiError.notFound(`staff ${staff.staffId}`);
      await setStaffPassword(tx, row.id, { passwordHash, mustChangePassword: false, passwordChangedAt: now });
      await revokeStaffSessionsExcept(tx, row.id, staff.sessionId, now);
      await audit.record(tx, staff, {
        action: "staff.password-change",
        targetType: "staff",
        targetId: row.loginId,
        ...(row.mustChangePassword ? { before: { mustChange: true }, after: { mustChange: false } } : {}),
      });
    });
    return { code: "SUCCESS" as const };
  }

  async function reset(actor: StaffContext, id: number): Promise<AdminStaffPasswordReset> {
    if (id === actor.staffId) {
      throw fieldError("id", ADMIN_PASSWORD_MESSAGES.resetOwn, "an operator resetting their own password");
    }
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const now = new Date();
    await db.transaction(async (tx) => {
      const row = await lockStaffPassword(tx, id);
      if (!row) throw ApiError.notFound(`staff ${id}`);
      await setStaffPassword(tx, id, { passwordHash, mustChangePassword: true, passwordChangedAt: now });
      await revokeStaffSessionsExcept(tx, id, null, now);
      await audit.record(tx, actor, {
        action: "staff.password-reset",
        targetType: "staff",
        targetId: row.loginId,
        before: { mustChange: row.mustChangePassword },
        after: { mustChange: true },
      });
    });
    return { temporaryPassword, staff: await accounts.entryById(id) };
  }

  return { change, reset };
}
export type StaffPasswordService = ReturnType<typeof createStaffPasswordService>;
