import type { ContentKind } from "./admin-content.js";

// What a back-office write tells every cache that shows it (docs/decisions/038, 040): one node:diagnostics_channel of
// this name, which the API's own caches, the guests' page cache and the storefront's kept answers listen on (the
// storefront runs in the API's process, decision 001, but is its own build: a channel named here is how they meet).

export const SHOP_CHANGED_CHANNEL = "shop:changed";

/** Items changed (price, stock, display, names): lists, searches, item pages and home blocks may show them. */
export interface CatalogChange {
  kind: "catalog";
  itemIds: number[];
  itemUserCodes: string[];
}

/** Shop content changed (notices, FAQ, policies, banner, popups, main visuals, maintenance, app version). */
export interface ContentChange {
  kind: "content";
  content: ContentKind;
  id?: number | string;
}

export type ShopChange = CatalogChange | ContentChange;
export type ShopChangeKind = ShopChange["kind"];
