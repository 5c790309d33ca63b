import type { Cart } from "@shop/contracts/cart";
import { useMemo } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import type { CartActionData } from "./cart-action-data";
import { buyableIdsOf } from "./cart-view";

/** The cart's selection as the page shows it: the one being saved while a select form is on its way, else the API's. */
export interface CartSelection {
  selected: ReadonlySet<number>;
  /** The cart's lines that can be bought, in its order. */
  buyable: readonly number[];
  buyableSet: ReadonlySet<number>;
  /** One fetcher for every select form, so a second tick builds on the first before the answer is back. */
  fetcher: FetcherWithComponents<CartActionData>;
}

export const CART_SELECTION_FETCHER = "cart-selection";

export function useCartSelection(cart: Pick<Cart, "list" | "selectedItems">): CartSelection {
  const fetcher = useFetcher<CartActionData>({ key: CART_SELECTION_FETCHER });
  const saving = fetcher.formData?.get("intent") === "select" ? fetcher.formData.getAll("cartIds") : null;
  const savingKey = saving ? saving.join(",") : null;
  const buyable = useMemo(() => buyableIdsOf(cart.list), [cart.list]);
  const selected = useMemo(
    () => new Set(savingKey !== null ? savingKey.split(",").filter(Boolean).map(Number) : cart.selectedItems),
    [savingKey, cart.selectedItems],
  );
  return { selected, buyable, buyableSet: useMemo(() => new Set(buyable), [buyable]), fetcher };
}
