import type { FastifyRequest } from "fastify";
import { salesonIdOf } from "../../plugins/auth.js";
import type { CartService } from "../cart/cart.service.js";
import type { SessionService } from "./session.service.js";

export interface GuestCartDeps {
  sessions: Pick<SessionService, "resolveToken">;
  cart: Pick<CartService, "mergeGuestCart">;
}

/**
 * What every login route does with its answer (password, remember-me, Naver/Kakao login and sns-join): a shopper who
 * logs in while holding a guest token (the bearer of the login call) keeps the cart — the guest's lines move to the
 * member the new token is for. An answer that is no member's token (SNS_JOIN_REQUIRED) moves nothing, and neither
 * does a bearer that is no guest's. A failed move leaves the lines on the guest token and the login stands.
 */
export function guestCartKeeper({ sessions, cart }: GuestCartDeps) {
  return async function keepGuestCart<A extends { token: string }>(request: FastifyRequest, answer: A): Promise<A> {
    const guest = request.auth;
    if (guest?.role !== "ROLE_GUEST") return answer;
    try {
      const member = await sessions.resolveToken(answer.token, salesonIdOf(request));
      if ("auth" in member && member.auth.userId !== null) {
        await cart.mergeGuestCart(guest.tokenId, member.auth.userId);
      }
    } catch (err) {
      request.log.error({ err }, "guest cart merge failed");
    }
    return answer;
  };
}
