import { randomBytes, randomInt } from "node:crypto";
import { hashPassword } from "../../lib/password-hash.js";
import type { Db, Tx } from "../client.js";
import { users } from "../schema/account.js";

type Executor = Db | Tx;

/** A password every scheme accepts (member password1–3 and partner), for made-up accounts. */
export const FACTORY_PASSWORD = "Qz!7mK#2pL9x";

export type MemberOverrides = Partial<typeof users.$inferInsert> & { password?: string };

/** A mobile number nobody else in the database is likely to have: 010 + 8 random digits. */
export function randomPhoneNumber(): string {
  return `010${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** A member-scheme login id (4–16 lowercase letters and digits) that is unique per call. */
export function randomLoginId(prefix = "m"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`.slice(0, 16);
}

/**
 * Inserts a member straight into the database, as an import from the old shop or a test needs it (the join call
 * is the path shoppers take). Returns the row and the plain password.
 */
export async function createMember(db: Executor, overrides: MemberOverrides = {}) {
  const { password = FACTORY_PASSWORD, ...values } = overrides;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      loginId: randomLoginId(),
      passwordHash: await hashPassword(password),
      userName: "홍길동",
      email: `member-${randomBytes(4).toString("hex")}@example.com`,
      phoneNumber: randomPhoneNumber(),
      userType: "PERSONAL",
      agreeTerms: true,
      termsAgreedAt: now,
      agreePrivacy: true,
      privacyAgreedAt: now,
      passwordChangedAt: now,
      lastLoginAt: now,
      createdAt: now,
      ...values,
    })
    .returning();
  if (!user) throw new Error("insert into users returned no row");
  return { user, password };
}
