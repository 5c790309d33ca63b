import type { StaffRole } from "@shop/core/staff/staff-roles";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../lib/password-hash.js";
import { newTotpSecret, type TotpSealer } from "../../modules/staff/staff-totp.js";
import type { Db, Tx } from "../client.js";
import { staffAccounts } from "../schema/staff.js";
import { FACTORY_PASSWORD, randomLoginId } from "./account.factory.js";

type Executor = Db | Tx;

export interface StaffSpec {
  loginId?: string;
  password?: string;
  name?: string;
  role: StaffRole;
  sellerId?: number | null;
  /** Base32; a new one when left out. */
  totpSecret?: string;
  /** False leaves the authenticator unenrolled: the first sign-in shows the secret. */
  enrolled?: boolean;
}

/**
 * Inserts a staff account with its authenticator secret (sealed as the shop seals it), as a test or the demo needs
 * it. Returns the row's id and the plain secrets to sign in with.
 */
export async function createStaff(db: Executor, sealer: TotpSealer, spec: StaffSpec) {
  const loginId = spec.loginId ?? randomLoginId("staff");
  const password = spec.password ?? FACTORY_PASSWORD;
  const totpSecret = spec.totpSecret ?? newTotpSecret();
  const [row] = await db
    .insert(staffAccounts)
    .values({
      loginId,
      passwordHash: await hashPassword(password),
      name: spec.name ?? "김관리",
      role: spec.role,
      sellerId: spec.sellerId ?? null,
      totpSecretSealed: sealer.seal(totpSecret),
      totpConfirmedAt: spec.enrolled === false ? null : new Date(),
    })
    .returning({ id: staffAccounts.id });
  if (!row) throw new Error("insert into staff_accounts returned no row");
  return { id: row.id, loginId, password, totpSecret, role: spec.role, sellerId: spec.sellerId ?? null };
}

/** Whether a staff login id is taken. */
export async function staffExists(db: Executor, loginId: string): Promise<boolean> {
  const [row] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.loginId, loginId));
  return row !== undefined;
}
