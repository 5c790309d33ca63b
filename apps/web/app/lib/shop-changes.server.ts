import diagnosticsChannel from "node:diagnostics_channel";
import { SHOP_CHANGED_CHANNEL, type ShopChange, type ShopChangeKind } from "@shop/contracts/shop-changes";

/**
 * Runs `forget` whenever staff change what the storefront keeps answers of — items (`catalog`: price, stock, display,
 * names) or shop content (`content`: notices, FAQ, policies, banner, popups, main visuals, maintenance) — in this
 * process or another worker: the API publishes on this channel after the write commits (apps/api/src/lib/shop-changes.ts,
 * docs/decisions/038 and 040), and the kept answers drop what they hold, so the next render asks the API again.
 */
export function onShopChange(kinds: readonly ShopChangeKind[], forget: () => void): void {
  diagnosticsChannel.subscribe(SHOP_CHANGED_CHANNEL, (message) => {
    if (kinds.includes((message as ShopChange).kind)) forget();
  });
}
