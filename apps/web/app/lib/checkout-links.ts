/** The cart page (SPEC §2 /cart). */
export const CART_PATH = "/cart";

/** The first checkout step (SPEC §2 /order/step1). */
export const CHECKOUT_PATH = "/order/step1";

/** The order-complete page of an order (SPEC §2 /order/invoice/:id, id = the order code). */
export function invoiceHref(orderCode: string): string {
  return `/order/invoice/${encodeURIComponent(orderCode)}`;
}

/** /order/step1?cartIds=3,7: the cart lines to order (the cart's selection, or the lines 바로구매 just added). */
export function checkoutHref(cartIds: readonly number[]): string {
  return `${CHECKOUT_PATH}?cartIds=${cartIds.join(",")}`;
}
