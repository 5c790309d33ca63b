import { bigint, boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sellers } from "./catalog.js";
import { timestamptz } from "./columns.js";

/**
 * Back-office accounts (issue 14, docs/decisions/036): the cooperative's operators (ROLE_ADMIN), customer service
 * (ROLE_CS) and sellers' staff (ROLE_SELLER, bound to one seller). Separate from members: a member token never opens
 * an admin route, and a staff token never a member one.
 */
export const staffAccounts = pgTable("staff_accounts", {
  id: serial().primaryKey(),
  loginId: text().notNull().unique(),
  /** argon2id PHC string, as members' passwords. */
  passwordHash: text().notNull(),
  name: text().notNull(),
  role: text({ enum: ["ROLE_ADMIN", "ROLE_CS", "ROLE_SELLER"] }).notNull(),
  /** The seller a ROLE_SELLER account works for; null for the cooperative's own staff. */
  sellerId: integer().references(() => sellers.id),
  /** The authenticator's shared secret (RFC 6238), sealed with AES-256-GCM under a key derived from SESSION_SECRET. */
  totpSecretSealed: text(),
  /** When the first code from the authenticator confirmed the secret; until then each login shows it for enrolment. */
  totpConfirmedAt: timestamptz(),
  /** The newest 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
  totpLastStep: bigint({ mode: "number" }),
  disabledAt: timestamptz(),
  createdAt: timestamptz().notNull().defaultNow(),
  lastLoginAt: timestamptz(),
  /**
   * Set when an operator gave the account a temporary password (docs/decisions/045): until the member chooses their
   * own, every admin call but their profile, logout and the password change answers 403.
   */
  mustChangePassword: boolean().notNull().default(false),
  passwordChangedAt: timestamptz(),
});

/** The step between a right password and the one-time code: good for 5 minutes and one code. */
export const staffLoginChallenges = pgTable(
  "staff_login_challenges",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Staff sessions: opaque bearer tokens kept hashed, ended by 30 idle minutes (expiresAt slides on use) or logout. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamptz().notNull().defaultNow(),
    lastUsedAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
  },
  (t) => [index().on(t.staffId), index().on(t.expiresAt)],
);

/**
 * Every staff write (issue 14 item 7): who, when, what, and the record before and after, written in the same
 * transaction as the write itself. Never updated or deleted by the shop.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: serial().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    /** What was done, as `<domain>.<verb>`: `inquiry.answer`, `order.status`, `item.price`, `staff.login`. */
    action: text().notNull(),
    /** The kind of record and its id: `order` / `20261128-000123`. */
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    address: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.staffId, t.createdAt), index().on(t.targetType, t.targetId)],
);
