import { redirect } from "react-router";
import { currentTarget, loginHref } from "../../lib/auth.server";
import { getShopperSession, hasGuestToken, isLoggedIn } from "../../lib/session.server";

/** Who checks out: a member, or a guest whose guest token holds their cart, buying as a non-member (비회원 주문). */
export type CheckoutShopper = "member" | "guest";

/**
 * The checkout pages' shopper. Without either token there is no cart to order from: the shopper is sent to log in
 * and comes back here, as SPEC §8 does for member pages.
 */
export async function requireCheckoutShopper(request: Request): Promise<CheckoutShopper> {
  const session = await getShopperSession(request);
  if (isLoggedIn(session)) return "member";
  if (hasGuestToken(session)) return "guest";
  throw redirect(loginHref(currentTarget(request)));
}
