// How many of one option a cart line may hold: at least 1, at most CART_LINE_MAX_QUANTITY, never more than the
// stock, and nothing of a sold-out option. Adding to a line that is already in the cart counts what it holds.

export const CART_LINE_MIN_QUANTITY = 1;
export const CART_LINE_MAX_QUANTITY = 999;

export const QUANTITY_INVALID_MESSAGE = `수량은 ${CART_LINE_MIN_QUANTITY}개 이상 숫자로 입력해 주세요.`;
export const SOLD_OUT_MESSAGE = "품절된 상품입니다.";

/** "한 상품은 최대 999개까지 담을 수 있습니다." (with what the cart already holds, when it holds some). */
export function quantityOverMaxMessage(inCart: number): string {
  const held = inCart > 0 ? ` (장바구니에 ${inCart}개 담겨 있습니다.)` : "";
  return `한 상품은 최대 ${CART_LINE_MAX_QUANTITY}개까지 담을 수 있습니다.${held}`;
}

/** "재고가 부족합니다. (남은 수량: n개)" */
export function outOfStockMessage(stock: number): string {
  return `재고가 부족합니다. (남은 수량: ${stock}개)`;
}

export interface AddQuantityRequest {
  /** How many the shopper adds. */
  requested: number;
  /** How many the same option's line already holds (0 when new). */
  inCart: number;
  /** Pieces left; null when the option does not track stock. */
  stock: number | null;
  soldOut: boolean;
}

export type QuantityRefusalReason = "invalid_quantity" | "sold_out" | "over_max" | "over_stock";

export type QuantityCheck =
  | { ok: true; quantity: number }
  | { ok: false; reason: QuantityRefusalReason; message: string };

/**
 * Whether `requested` more may go into the cart; ok carries the line's new quantity. Checked in this order: a whole
 * number ≥ 1, sold out (the flag or no stock left), the line maximum, the stock.
 */
export function checkAddQuantity({ requested, inCart, stock, soldOut }: AddQuantityRequest): QuantityCheck {
  if (!Number.isSafeInteger(requested) || requested < CART_LINE_MIN_QUANTITY) {
    return { ok: false, reason: "invalid_quantity", message: QUANTITY_INVALID_MESSAGE };
  }
  if (soldOut || (stock !== null && stock <= 0)) return { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE };
  const quantity = inCart + requested;
  if (quantity > CART_LINE_MAX_QUANTITY) {
    return { ok: false, reason: "over_max", message: quantityOverMaxMessage(inCart) };
  }
  if (stock !== null && quantity > stock) {
    return { ok: false, reason: "over_stock", message: outOfStockMessage(stock) };
  }
  return { ok: true, quantity };
}

/** Whether a line may be set to `quantity` (the cart's quantity change): the same rules with nothing held before. */
export function checkLineQuantity(request: {
  quantity: number;
  stock: number | null;
  soldOut: boolean;
}): QuantityCheck {
  return checkAddQuantity({ requested: request.quantity, inCart: 0, stock: request.stock, soldOut: request.soldOut });
}
