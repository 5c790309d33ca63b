/** Naver Pay express checkout from the cart: one confirmation page, then the payment window (N pay 구매). */
export const NAVERPAY_PATH = "/order/naverpay";

/** /order/naverpay?cartIds=3,7: the cart's selected lines, bought with Naver Pay to the member's base address. */
export function naverPayHref(cartIds: readonly number[]): string {
  return `${NAVERPAY_PATH}?cartIds=${cartIds.join(",")}`;
}
