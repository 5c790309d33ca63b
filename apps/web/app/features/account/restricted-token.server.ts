import { redirect } from "react-router";
import { LOGIN_PATH, requireAnonymous } from "../../lib/auth.server";
import {
  clearTokenStatus,
  commitShopperSession,
  type ShopperSession,
  type TokenStatus,
  tokenStatusOf,
} from "../../lib/session.server";

/**
 * For the pages that resolve a restricted token (expired password, temporary password, transfer-join, sns-join):
 * anonymous-only as SPEC §6 says, and only with a token of that status — without one there is nothing to resolve
 * and the shopper logs in first.
 */
export async function requireTokenStatus(request: Request, status: TokenStatus): Promise<ShopperSession> {
  const session = await requireAnonymous(request);
  if (tokenStatusOf(session) !== status) throw redirect(LOGIN_PATH);
  return session;
}

/** The restriction is lifted: the same token is now a login; the alert (if any) shows on the next page. */
export async function resolveTokenStatus(
  request: Request,
  session: ShopperSession,
  to: string,
  alert?: string,
): Promise<Response> {
  clearTokenStatus(session);
  if (alert) session.flash("alert", alert);
  return redirect(to, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}
