import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { timestamptz } from "./columns.js";

/**
 * Quick pay (간편결제, docs/decisions/031): a member's enrolment ("user key") with their 6-digit payment password, and
 * their registered cards ("pay keys"). modules/pin-pay is the only reader and writer. A card is kept as the payment
 * gateway's billing key (빌키) with its company and last 4 digits: the card number never reaches this database.
 */
export const pinPayMembers = pgTable(
  "pin_pay_members",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The holder's birth date as given at enrolment (YYMMDD): the payment password may not be it, and the card form
     * offers it for the card company's holder check.
     */
    birthDate: text().notNull().default(""),
    /** argon2id of the 6-digit payment password. */
    passwordHash: text().notNull(),
    /** Wrong passwords in a row; PIN_PAY_MAX_FAILURES locks quick pay until the password is set again. */
    failedAttempts: integer().notNull().default(0),
    lockedAt: timestamptz(),
    agreedAt: timestamptz().notNull().defaultNow(),
    passwordChangedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check("pin_pay_members_failed_attempts", sql`${t.failedAttempts} >= 0`)],
);

/** A card a member registered for quick pay: the gateway's billing key, its company and last 4 digits. */
export const pinPayCards = pgTable(
  "pin_pay_cards",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The gateway's billing key (NICEPAY bid): what pays; never shown to anyone. */
    bid: text().notNull(),
    cardCode: text().notNull(),
    cardName: text().notNull(),
    last4: text().notNull(),
    /**
     * HMAC-SHA256 of the card number under a key derived from SESSION_SECRET: tells the same card registered again
     * (the gateway issues a new key for it each time) without keeping the number. Null for cards registered before.
     */
    cardFingerprint: text(),
    /** The member's own name for it (default: company and last digits). */
    alias: text().notNull().default(""),
    /** The card picked first at checkout. */
    isDefault: boolean().notNull().default(false),
    createdAt: timestamptz().notNull().defaultNow(),
    /** Removed by the member (the gateway's key expired with it); kept for the orders it paid. */
    removedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex().on(t.bid),
    index("pin_pay_cards_live").on(t.userId).where(sql`${t.removedAt} is null`),
    // One live registration of a card per member: two registrations of one card racing, the later one is refused.
    uniqueIndex("pin_pay_cards_live_fingerprint").on(t.userId, t.cardFingerprint).where(sql`${t.removedAt} is null`),
  ],
);
