import { useCallback, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { ItemLists } from "./item-page.server";

/** Where the item page's lists are answered alone (routes/items/item-lists.ts), before the page's own query. */
export function itemListsPath(itemUserCode: string): string {
  return `/items/${encodeURIComponent(itemUserCode)}/lists`;
}

/**
 * The item page's reviews, rating box and 체험단 reviews: the loader's, or after a block the same lists loaded again
 * alone for the page's address (decision 051), until the page loads anew (another page of a list, another item).
 */
export function useItemLists(itemUserCode: string, loaded: ItemLists) {
  const { load, data } = useFetcher<ItemLists>();
  const { search } = useLocation();
  // Which loader answer the refreshed lists stand in for: once the loader answers again, its lists are the newer.
  const [replaced, setReplaced] = useState<ItemLists["reviews"] | null>(null);
  const refresh = useCallback(() => {
    setReplaced(loaded.reviews);
    void load(`${itemListsPath(itemUserCode)}${search}`);
  }, [load, itemUserCode, loaded.reviews, search]);
  const shown = data && replaced === loaded.reviews ? data : loaded;
  return { reviews: shown.reviews, reviewInfo: shown.reviewInfo, experience: shown.experience, refresh };
}
