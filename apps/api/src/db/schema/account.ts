import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.js";

/**
 * Shop members (ROLE_USER). A seceded member keeps its row and login id (never reusable) with every personal field
 * scrubbed; orders keep pointing at it for the legal retention period.
 */
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    loginId: text().notNull().unique(),
    /** argon2id PHC string (salt inside); null for SNS-only and seceded members. */
    passwordHash: text(),
    /** Which SPEC §5 id/password scheme the account's password follows (docs/decisions/006). */
    accountScheme: text({ enum: ["MEMBER", "PARTNER"] })
      .notNull()
      .default("MEMBER"),
    userName: text().notNull(),
    email: text(),
    /** Digits only; one live account per phone (null once seceded). */
    phoneNumber: text(),
    userType: text({ enum: ["PERSONAL", "BUSINESS"] }).notNull(),
    businessNumber: text(),
    companyName: text(),
    loginType: text({ enum: ["NORMAL", "NAVER", "KAKAO"] })
      .notNull()
      .default("NORMAL"),
    status: text({ enum: ["ACTIVE", "DORMANT", "SECEDED"] })
      .notNull()
      .default("ACTIVE"),
    agreeTerms: boolean().notNull().default(false),
    termsAgreedAt: timestamptz(),
    agreePrivacy: boolean().notNull().default(false),
    privacyAgreedAt: timestamptz(),
    agreeMarketing: boolean().notNull().default(false),
    marketingAgreedAt: timestamptz(),
    passwordChangedAt: timestamptz(),
    passwordChangeDelayedUntil: timestamptz(),
    /** Set by recovery: the password is a temporary one sent by SMS. */
    mustChangePassword: boolean().notNull().default(false),
    /** Carried over from the old shop and not yet confirmed through transfer-join. */
    transferPending: boolean().notNull().default(false),
    lastLoginAt: timestamptz(),
    dormantAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
    secededAt: timestamptz(),
    secedeReason: text(),
  },
  (t) => [
    uniqueIndex().on(t.phoneNumber),
    index().on(t.userName),
    // The back office's member search (issue 14): each keyword field is matched by its start, `lower(x) like 'k%'`,
    // which a text_pattern_ops index answers at any size; a phone also by its last four digits.
    index("users_login_id_prefix").using("btree", sql`lower(${t.loginId}) text_pattern_ops`),
    index("users_user_name_prefix").using("btree", sql`lower(${t.userName}) text_pattern_ops`),
    index("users_email_prefix").using("btree", sql`lower(${t.email}) text_pattern_ops`),
    index("users_company_name_prefix").using("btree", sql`lower(${t.companyName}) text_pattern_ops`),
    index("users_phone_prefix").using("btree", sql`${t.phoneNumber} text_pattern_ops`),
    index("users_phone_last4").using("btree", sql`right(${t.phoneNumber}, 4)`),
    index("users_business_number_prefix").using("btree", sql`${t.businessNumber} text_pattern_ops`),
    index("users_created_at").on(t.createdAt),
  ],
);

/**
 * Bearer tokens: only the SHA-256 of the random value is kept, so a database leak yields no usable session.
 * Guests have no user. `restriction` limits a member token to the calls that resolve it.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer().references(() => users.id),
    role: text({ enum: ["ROLE_GUEST", "ROLE_USER"] }).notNull(),
    loginType: text({ enum: ["NORMAL", "NAVER", "KAKAO"] }),
    salesonId: text(),
    /** Event-tracking uid given with the token call (SPEC §7 token?uid). */
    uid: text(),
    restriction: text({ enum: ["PASSWORD_EXPIRED", "TEMP_PASSWORD", "TRANSFER_REQUIRED"] }),
    /** The remember-me series issued with this session; logout deletes it too. */
    rememberMeSeriesId: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    lastUsedAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/**
 * Remember-me tokens, rotated on every use: the used row is kept (replacedAt) so that presenting it again — a stolen
 * copy racing the owner — revokes the whole series.
 */
export const rememberMeTokens = pgTable(
  "remember_me_tokens",
  {
    id: serial().primaryKey(),
    seriesId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    tokenHash: text().notNull().unique(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    replacedAt: timestamptz(),
  },
  (t) => [index().on(t.seriesId), index().on(t.userId)],
);

/**
 * Phone verification codes. The code is kept as an HMAC (six digits hash in microseconds otherwise); a verified
 * code yields a single-use proof for the next step of its purpose.
 */
export const authNumbers = pgTable(
  "auth_numbers",
  {
    id: serial().primaryKey(),
    phoneNumber: text().notNull(),
    purpose: text({
      enum: [
        "JOIN",
        "SNS_JOIN",
        "SLEEP_USER",
        "CHANGE_PHONE",
        "TRANSFER_JOIN",
        "FIND_ID",
        "FIND_PASSWORD",
        "ORDER",
        // Quick pay's payment-password reset: sent by the pin-pay module to the member's own phone only.
        "PIN_PAY_RESET",
      ],
    }).notNull(),
    codeHash: text().notNull(),
    /** Who the code was sent for (find-id, find-password); null for the open purposes. */
    userId: integer().references(() => users.id),
    requestAddress: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    verifiedAt: timestamptz(),
    proofHash: text().unique(),
    proofExpiresAt: timestamptz(),
    proofUsedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.phoneNumber, t.purpose, t.createdAt), index().on(t.requestAddress, t.createdAt)],
);

/**
 * Password checks, for throttling by address, by address and login id, and by login id across processes
 * (docs/decisions/014-login-throttling.md). A row is written as a failure before the check runs and turned into a
 * success after it, so concurrent checks see each other.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial().primaryKey(),
    kind: text({
      enum: ["LOGIN", "CHECK_PASSWORD", "COUPON_CODE", "PIN_PAY_CARD", "STAFF_LOGIN", "BUSINESS_LOOKUP"],
    }).notNull(),
    loginId: text().notNull(),
    /** The client as the throttle counts it: an IPv4 address, or the /64 of an IPv6 one. */
    address: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  // One per list the throttle reads, newest first: the account's, the address's, the account's at the address.
  (t) => [
    index().on(t.kind, t.loginId, t.createdAt),
    index().on(t.kind, t.address, t.createdAt),
    index().on(t.kind, t.loginId, t.address, t.createdAt),
  ],
);

/** A social account linked to a member. */
export const snsAccounts = pgTable(
  "sns_accounts",
  {
    id: serial().primaryKey(),
    provider: text({ enum: ["NAVER", "KAKAO"] }).notNull(),
    providerUserId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    connectedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.provider, t.providerUserId), uniqueIndex().on(t.userId, t.provider)],
);

/** The social profile behind a guest token that sns-token issued with SNS_JOIN_REQUIRED, waiting for sns-join. */
export const snsPendingProfiles = pgTable("sns_pending_profiles", {
  authTokenId: integer()
    .primaryKey()
    .references(() => authTokens.id, { onDelete: "cascade" }),
  provider: text({ enum: ["NAVER", "KAKAO"] }).notNull(),
  providerUserId: text().notNull(),
  userName: text().notNull(),
  email: text().notNull(),
  phoneNumber: text().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
});

/** What the sandbox providers "sent" (SMS, push, e-mail), read at GET /api/dev/outbox. */
export const devOutbox = pgTable(
  "dev_outbox",
  {
    id: serial().primaryKey(),
    channel: text({ enum: ["sms", "push", "email"] }).notNull(),
    recipient: text().notNull(),
    text: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.recipient, t.createdAt)],
);
