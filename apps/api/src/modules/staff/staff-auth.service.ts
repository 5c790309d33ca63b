import { ADMIN_MESSAGES, type StaffProfile } from "@shop/contracts/admin";
import { STAFF_IDLE_TIMEOUT_MS, STAFF_PERMISSIONS, type StaffRole, staffCan } from "@shop/core/staff/staff-roles";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { verifyPassword } from "../../lib/password-hash.js";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token.js";
import type { SessionService } from "../account/session.service.js";
import type { SellerService } from "../seller/seller.service.js";
import {
  claimTotpStep,
  deleteStaffSessionsEndedBefore,
  findLiveChallenge,
  findStaffById,
  findStaffByLoginId,
  findStaffSession,
  insertChallenge,
  insertStaffSession,
  revokeStaffSession,
  type StaffAccountRow,
  touchStaffSession,
  updateStaffAccount,
  useChallenge,
} from "./staff.repository.js";
import type { StaffAuditService } from "./staff-audit.service.js";
import {
  newTotpSecret,
  TOTP_PERIOD_SECONDS,
  type TotpSealer,
  totpCodeAt,
  totpEnrollment,
  totpStepOf,
} from "./staff-totp.js";

/** The password step's proof, good for one code within this time. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** A session's end slides at most this often, so a page's burst of calls writes once. */
const TOUCH_INTERVAL_MS = 60_000;

/** Who a request's staff token stands for, once checked. */
export interface StaffContext {
  sessionId: number;
  staffId: number;
  loginId: string;
  name: string;
  role: StaffRole;
  /** The seller whose records a ROLE_SELLER account is limited to; null for the cooperative's staff. */
  sellerId: number | null;
  address: string;
  /** Signed in with an operator's temporary password: only the profile, logout and the password change answer. */
  mustChangePassword: boolean;
}

export type StaffTokenRejection = "UNKNOWN" | "REVOKED" | "EXPIRED" | "DISABLED";

const loginFailed = () =>
  new ApiError(401, "LOGIN_FAILED", ADMIN_MESSAGES.loginFailed, "wrong staff login or password");
const codeInvalid = () => new ApiError(400, "TOTP_INVALID", ADMIN_MESSAGES.codeInvalid, "wrong or reused code");
const challengeExpired = () =>
  new ApiError(401, "CHALLENGE_EXPIRED", ADMIN_MESSAGES.challengeExpired, "unknown, used or expired challenge");

/**
 * The back office's sign-in (docs/decisions/036): password, then a one-time code from the authenticator (enrolled on
 * the first sign-in), then a bearer session that ends after 30 idle minutes. Both secrets are throttled by the
 * account service's login budgets.
 */
export function createStaffAuthService(deps: {
  db: Db;
  sessions: Pick<SessionService, "tryStaffSecret">;
  sellers: Pick<SellerService, "listBusinessNumbers">;
  sealer: TotpSealer;
  audit: StaffAuditService;
}) {
  const { db, sessions, sellers, sealer, audit } = deps;

  async function profileOf(row: StaffAccountRow): Promise<StaffProfile> {
    const seller = row.sellerId === null ? null : (await sellers.listBusinessNumbers([row.sellerId])).list[0];
    return {
      id: row.id,
      loginId: row.loginId,
      name: row.name,
      role: row.role,
      sellerId: row.sellerId,
      sellerName: seller?.sellerName ?? null,
      permissions: STAFF_PERMISSIONS.filter((permission) => staffCan(row.role, permission)),
      mustChangePassword: row.mustChangePassword,
    };
  }

  async function login(input: { loginId: string; password: string; address: string }) {
    const account = findStaffByLoginId(db, input.loginId);
    const { matched, found } = await sessions.tryStaffSecret(input, account, async (row) =>
      verifyPassword(row && !row.disabledAt ? row.passwordHash : null, input.password),
    );
    if (!matched || !found) throw loginFailed();

    let enrollment = null;
    if (!found.totpConfirmedAt) {
      // Not enrolled yet: the same secret is shown until a code confirms it.
      const secret = found.totpSecretSealed ? sealer.open(found.totpSecretSealed) : newTotpSecret();
      if (!found.totpSecretSealed) await updateStaffAccount(db, found.id, { totpSecretSealed: sealer.seal(secret) });
      enrollment = await totpEnrollment(secret, found.loginId);
    }
    const challengeToken = newSecretToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await insertChallenge(db, { tokenHash: hashSecretToken(challengeToken), staffId: found.id, expiresAt });
    return { challengeToken, expiresAt: expiresAt.toISOString(), enrollment };
  }

  async function verifyCode(input: { challengeToken: string; code: string; address: string }) {
    const now = new Date();
    const challengeHash = hashSecretToken(input.challengeToken);
    const staffId = await findLiveChallenge(db, challengeHash, now);
    if (staffId === undefined) throw challengeExpired();
    const account = await findStaffById(db, staffId);
    if (!account || account.disabledAt || !account.totpSecretSealed) throw challengeExpired();
    const secret = sealer.open(account.totpSecretSealed);

    const { matched } = await sessions.tryStaffSecret(
      { loginId: account.loginId, address: input.address },
      totpStepOf(secret, account.loginId, input.code, now),
      async (step) => step !== null && (await claimTotpStep(db, account.id, step)),
    );
    if (!matched) throw codeInvalid();

    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + STAFF_IDLE_TIMEOUT_MS);
    const signedIn = await db.transaction(async (tx) => {
      // The challenge is spent with the session it buys: a second post of the same code and challenge gets nothing.
      if ((await useChallenge(tx, challengeHash, now)) === undefined) return false;
      await insertStaffSession(tx, { tokenHash: hashSecretToken(token), staffId, expiresAt, lastUsedAt: now });
      await updateStaffAccount(tx, staffId, {
        lastLoginAt: now,
        ...(account.totpConfirmedAt ? {} : { totpConfirmedAt: now }),
      });
      await audit.record(tx, staffContextOf(account, 0, input.address), {
        action: account.totpConfirmedAt ? "staff.login" : "staff.totp-enrol",
        targetType: "staff",
        targetId: account.loginId,
      });
      return true;
    });
    if (!signedIn) throw challengeExpired();
    return { accessToken: token, expiresAt: expiresAt.toISOString(), staff: await profileOf(account) };
  }

  function staffContextOf(account: StaffAccountRow, sessionId: number, address: string): StaffContext {
    return {
      sessionId,
      staffId: account.id,
      loginId: account.loginId,
      name: account.name,
      role: account.role,
      sellerId: account.role === "ROLE_SELLER" ? account.sellerId : null,
      address,
      mustChangePassword: account.mustChangePassword,
    };
  }

  async function resolveToken(
    token: string,
    address: string,
  ): Promise<{ staff: StaffContext } | { rejection: StaffTokenRejection }> {
    const session = await findStaffSession(db, hashSecretToken(token));
    if (!session) return { rejection: "UNKNOWN" };
    const now = new Date();
    if (session.revokedAt) return { rejection: "REVOKED" };
    if (session.expiresAt <= now) return { rejection: "EXPIRED" };
    const account = await findStaffById(db, session.staffId);
    if (!account || account.disabledAt) return { rejection: "DISABLED" };
    // A seller's account without its seller would see everyone's records: refused rather than widened.
    if (account.role === "ROLE_SELLER" && account.sellerId === null) return { rejection: "DISABLED" };
    if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await touchStaffSession(db, session.id, session.lastUsedAt, now, new Date(now.getTime() + STAFF_IDLE_TIMEOUT_MS));
    }
    return { staff: staffContextOf(account, session.id, address) };
  }

  async function logout(staff: StaffContext) {
    await revokeStaffSession(db, staff.sessionId, new Date());
    return { code: "SUCCESS" as const };
  }

  async function profile(staff: StaffContext): Promise<StaffProfile> {
    const account = await findStaffById(db, staff.staffId);
    if (!account) throw new ApiError(401, "UNAUTHORIZED", ADMIN_MESSAGES.unauthorized, "staff account gone");
    return profileOf(account);
  }

  /** Development only: the codes the named accounts' authenticators show now (the demo inbox shows the demo staff's). */
  async function currentCodes(accounts: readonly { loginId: string; password: string }[]) {
    const now = new Date();
    const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
    const list = [];
    for (const { loginId, password } of accounts) {
      const account = await findStaffByLoginId(db, loginId);
      if (!account?.totpSecretSealed || account.disabledAt) continue;
      const code = totpCodeAt(sealer.open(account.totpSecretSealed), now);
      list.push({ loginId, password, name: account.name, role: account.role, code, secondsLeft });
    }
    return { list };
  }

  /** Housekeeping: deletes staff sessions that ended before `cutoff`; answers how many. */
  function purgeSessionsEndedBefore(cutoff: Date): Promise<number> {
    return deleteStaffSessionsEndedBefore(db, cutoff);
  }

  return { login, verifyCode, resolveToken, logout, profile, currentCodes, purgeSessionsEndedBefore };
}
export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
