import type { Cart, CartLineView, ShippingGroupView } from "@shop/contracts/cart";
import type { CartInfo } from "@shop/contracts/system-code";
import { formatNumber, formatWon } from "@shop/core/format/number";

type ShippingBox = ShippingGroupView["brands"][number];

/** 선택삭제 with nothing ticked. */
export const NOTHING_SELECTED_MESSAGE = "삭제할 상품을 선택해 주세요.";
/** 주문하기 with nothing ticked. */
export const NOTHING_TO_ORDER_MESSAGE = "주문할 상품을 선택해 주세요.";

/**
 * The selection after ticking (`on`) or unticking some lines, in the cart's order: only lines that can be bought
 * are ever selected (SPEC §4: lines start selected; a sold-out or hidden one never is).
 */
export function selectionWith(
  current: readonly number[],
  ids: readonly number[],
  on: boolean,
  buyable: readonly number[],
): number[] {
  const changed = new Set(ids);
  const kept = new Set(current);
  return buyable.filter((id) => (changed.has(id) ? on : kept.has(id)));
}

/** The lines that can be bought, in the cart's order. */
export function buyableIdsOf(lines: readonly Pick<CartLineView, "cartId" | "buyable">[]): number[] {
  return lines.filter((line) => line.buyable).map((line) => line.cartId);
}

/** Ticked when every buyable line among `ids` is selected (and there is one). */
export function allSelected(ids: readonly number[], selected: ReadonlySet<number>, buyable: ReadonlySet<number>) {
  const candidates = ids.filter((id) => buyable.has(id));
  return candidates.length > 0 && candidates.every((id) => selected.has(id));
}

/** What the payment window's return to the cart says (`?payment=cancelled|failed`); null for anything else. */
export function paymentReturnMessage(payment: string | null): string | null {
  switch (payment) {
    case "cancelled":
      return "결제가 취소되었습니다. 장바구니에서 상품을 확인하신 뒤 다시 주문해 주세요.";
    case "failed":
      return "결제가 완료되지 않았습니다. 잠시 후 다시 시도하시거나 다른 결제수단을 이용해 주세요.";
    default:
      return null;
  }
}

/** A box's shipping as the cart shows it: the fee (or 무료배송, 착불) and a hint below it. */
export interface BoxShipping {
  label: string;
  hint: string | null;
}

/**
 * The box's fee line. With nothing selected it states the seller's terms; otherwise what the selected lines incur:
 * 무료배송, the fee paid with the order (and how much more ships free), or the fee paid to the courier (착불).
 */
export function boxShipping(
  box: Pick<
    ShippingBox,
    | "price"
    | "shippingFee"
    | "freeShippingThreshold"
    | "realShipping"
    | "shipping"
    | "onDeliveryShipping"
    | "amountToFreeShipping"
    | "shippingPaymentType"
  >,
): BoxShipping {
  if (box.price === 0) {
    if (box.shippingFee === 0) return { label: "무료배송", hint: null };
    const terms = box.freeShippingThreshold > 0 ? ` (${formatWon(box.freeShippingThreshold)} 이상 무료)` : "";
    return { label: `배송비 ${formatWon(box.shippingFee)}${terms}`, hint: null };
  }
  if (box.realShipping === 0) return { label: "무료배송", hint: null };
  if (box.shippingPaymentType === 2) {
    return {
      label: `배송비 ${formatWon(box.onDeliveryShipping)} (착불)`,
      hint: "배송비는 상품을 받으실 때 결제합니다.",
    };
  }
  const hint = box.amountToFreeShipping > 0 ? `${formatWon(box.amountToFreeShipping)} 더 담으면 무료배송` : null;
  return { label: `배송비 ${formatWon(box.shipping)}`, hint };
}

/** One's price now and, when a special price (or option discount) makes it lower, the sale price struck through. */
export function linePrices(line: Pick<CartLineView, "unitPrice" | "salePrice" | "quantity">): {
  unit: number;
  struckUnit: number | null;
  amount: number;
  struckAmount: number | null;
} {
  const discounted = line.salePrice > line.unitPrice;
  return {
    unit: line.unitPrice,
    struckUnit: discounted ? line.salePrice : null,
    amount: line.unitPrice * line.quantity,
    struckAmount: discounted ? line.salePrice * line.quantity : null,
  };
}

/** Why a line cannot be bought: 판매종료 (taken off the shop) before 품절; null for a buyable line. */
export function lineUnavailableLabel(line: Pick<CartLineView, "displayed" | "soldOut" | "buyable">): string | null {
  if (line.buyable) return null;
  return line.displayed ? "품절" : "판매종료";
}

/**
 * What the cart page's 장바구니 안내 shows, from GET /api/common/cart-info (decision 052): the island surcharges and
 * the line limit the API applies, and the operator's notes (common code group CART_NOTICE).
 */
export type CartNotes = Pick<CartInfo, "islandSurcharges" | "maxQuantityPerLine" | "notices">;

/** The cart-info answer without the sellers' terms (the cart's own answer carries its boxes' terms). */
export function cartNotesOf(info: CartInfo): CartNotes {
  return {
    islandSurcharges: info.islandSurcharges,
    maxQuantityPerLine: info.maxQuantityPerLine,
    notices: info.notices,
  };
}

/** The notes' two facts, as label and text: 도서산간 추가 배송비 and 최대 수량. */
export function cartNoteFacts(notes: CartNotes): { label: string; text: string }[] {
  const { jeju, remote } = notes.islandSurcharges;
  return [
    {
      label: "도서산간 추가 배송비",
      text: `제주 +${formatWon(jeju)} · 도서산간 +${formatWon(remote)} (선결제 상자당)`,
    },
    { label: "최대 수량", text: `상품(옵션)당 ${formatNumber(notes.maxQuantityPerLine)}개까지 담을 수 있습니다.` },
  ];
}

/** An empty cart, as a shopper without a token (or whose guest token has ended) has. */
export const EMPTY_CART: Cart = {
  list: [],
  orderPrice: {
    totalItemPrice: 0,
    totalShippingAmount: 0,
    totalDiscountAmount: 0,
    orderPayAmount: 0,
    credit: { amount: 0, accounts: [], orderStatusAmount: 0, erpErrorMessage: "" },
  },
  itemGroups: [],
  buyItems: [],
  shippingGroups: [],
  selectedItems: [],
  orderQuote: null,
  displayNaverPayFlag: false,
};
