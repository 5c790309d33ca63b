import { partnerPassword, password1, password2, password3 } from "./password.js";
import { id, loginId, required } from "./rules.js";
import type { FieldRule } from "./validate-fields.js";

interface AccountField {
  readonly minLength: number;
  readonly maxLength: number;
  readonly rules: readonly FieldRule[];
}

/** The account id and password rules of one kind of account, with lengths for inputs' minLength/maxLength. */
export interface AccountScheme {
  readonly id: AccountField;
  readonly password: AccountField;
}

/**
 * Shop members: join and password change. SPEC §5 and §9 give two id/password schemes without saying where each
 * applies; this one is the members' because the member calls name their field `loginId` (POST /api/auth/validate,
 * join) and because password1–3 are a numbered set that fits only with password2's 10–16 length. A login form checks
 * only `required`: a transfer-join account keeps its partner-scheme id and must still be able to log in.
 */
export const MEMBER_ACCOUNT_SCHEME: AccountScheme = {
  id: { minLength: 4, maxLength: 16, rules: [required, loginId] },
  password: { minLength: 10, maxLength: 16, rules: [required, password1, password2, password3] },
};

/**
 * Store-partnership applicants and transfer-join accounts (GET/POST /api/auth/transfer-join/me). The 6–30 id that
 * allows @ - _ . fits ids a company already uses elsewhere — often an e-mail — and ids carried over from the old
 * shop, which must be kept as they were; its looser 8–20 password is the one those accounts were made with.
 */
export const PARTNER_ACCOUNT_SCHEME: AccountScheme = {
  id: { minLength: 6, maxLength: 30, rules: [required, id] },
  password: { minLength: 8, maxLength: 20, rules: [required, partnerPassword] },
};
