import { addDays } from "date-fns";

/** No login for this long makes an account dormant (휴면), as the privacy policy states. */
export const DORMANT_AFTER_DAYS = 365;
/** A password older than this must be changed or the change postponed (PASSWORD_EXPIRED). */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** delay-change-password postpones the change by this long. */
export const PASSWORD_CHANGE_DELAY_DAYS = 90;

/** The account facts the login rules read. */
export interface AccountLoginState {
  status: "ACTIVE" | "DORMANT" | "SECEDED";
  createdAt: Date;
  lastLoginAt: Date | null;
  passwordChangedAt: Date | null;
  passwordChangeDelayedUntil: Date | null;
  mustChangePassword: boolean;
  transferPending: boolean;
}

export type LoginCode = "SUCCESS" | "PASSWORD_EXPIRED" | "TEMP_PASSWORD" | "TRANSFER_REQUIRED";

/** Dormant already, or due: no login for 365 days (an account that never logged in counts from its creation). */
export function isDormantDue(account: Pick<AccountLoginState, "status" | "createdAt" | "lastLoginAt">, now: Date) {
  if (account.status === "DORMANT") return true;
  const lastActive = account.lastLoginAt ?? account.createdAt;
  return addDays(lastActive, DORMANT_AFTER_DAYS) <= now;
}

/**
 * Whether the password is past its 90 days and not postponed. A password never changed counts from the account's
 * creation; the postponement, while it runs, wins over the age.
 */
export function isPasswordExpired(
  account: Pick<AccountLoginState, "createdAt" | "passwordChangedAt" | "passwordChangeDelayedUntil">,
  now: Date,
) {
  if (account.passwordChangeDelayedUntil && account.passwordChangeDelayedUntil > now) return false;
  return addDays(account.passwordChangedAt ?? account.createdAt, PASSWORD_MAX_AGE_DAYS) <= now;
}

/**
 * The code a password login answers with (SPEC §4), most pressing first: an account carried over from the old shop
 * must be confirmed before anything else, a temporary password replaced before its age matters.
 */
export function loginCodeFor(account: AccountLoginState, now: Date): LoginCode {
  if (account.transferPending) return "TRANSFER_REQUIRED";
  if (account.mustChangePassword) return "TEMP_PASSWORD";
  if (isPasswordExpired(account, now)) return "PASSWORD_EXPIRED";
  return "SUCCESS";
}

/** The date a postponement asked for `now` runs to. */
export function passwordChangeDelayedUntil(now: Date): Date {
  return addDays(now, PASSWORD_CHANGE_DELAY_DAYS);
}

/** "hong****" — the first half (at most 4 characters) shown, to tell a shopper which of their accounts it is. */
export function maskLoginId(loginId: string): string {
  const characters = Array.from(loginId);
  const shown = Math.min(4, Math.ceil(characters.length / 2));
  return characters.slice(0, shown).join("") + "*".repeat(characters.length - shown);
}
