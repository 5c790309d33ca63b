import cluster from "node:cluster";
import diagnosticsChannel from "node:diagnostics_channel";
import { SHOP_CHANGED_CHANNEL, type ShopChange, type ShopChangeKind } from "@shop/contracts/shop-changes";

// How a back-office write reaches every cache that shows what it changed (docs/decisions/038, 040). In this process: a
// node:diagnostics_channel that the API's catalog and search caches, the guests' page cache (plugins/storefront.ts)
// and the storefront's kept answers (apps/web/app/lib/shop-changes.server.ts) listen on. Other workers of `npm run
// start:cluster` (decision 024): the worker tells the primary over cluster IPC, the primary passes it on to the other
// workers (scripts/start-cluster.mjs), and each publishes it on its own channel.

const channel = diagnosticsChannel.channel(SHOP_CHANGED_CHANNEL);

function isShopChangeMessage(message: unknown): message is { type: string; change: ShopChange } {
  return typeof message === "object" && message !== null && "type" in message && message.type === SHOP_CHANGED_CHANNEL;
}

let relaying = false;
/** A worker publishes what the primary passes on from the other workers (once per process). */
function relayFromPrimary() {
  if (relaying || !cluster.isWorker) return;
  relaying = true;
  process.on("message", (message: unknown) => {
    if (isShopChangeMessage(message)) channel.publish(message.change);
  });
}

/** Tells every cache of this process, and the other workers, what staff changed. Call after the write committed. */
export function announceShopChange(change: ShopChange) {
  channel.publish(change);
  if (cluster.isWorker && process.send) process.send({ type: SHOP_CHANGED_CHANNEL, change });
}

/** Runs `forget` on every change of the given kinds, in this process or another worker; answers the unsubscribe. */
export function onShopChange(kinds: readonly ShopChangeKind[], forget: (change: ShopChange) => void): () => void {
  relayFromPrimary();
  const listener = (message: unknown) => {
    const change = message as ShopChange;
    if (kinds.includes(change.kind)) forget(change);
  };
  channel.subscribe(listener);
  return () => {
    channel.unsubscribe(listener);
  };
}
