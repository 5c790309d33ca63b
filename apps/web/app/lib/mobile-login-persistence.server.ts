/**
 * Route check 2 of SPEC §2 ("maintenance redirect, mobile login persistence, header"): a mobile
 * shopper who is not logged in is logged in again from the remember-me cookie (SPEC §4).
 *
 * Hook point only: restoring a login needs the token calls (POST /api/auth/token, the session
 * cookie) that the accounts issue adds. Until then there is no session to restore, so this does
 * nothing; the accounts issue fills it in and may return Set-Cookie headers for root's loader.
 */
export async function restoreMobileLogin(_request: Request): Promise<void> {}
