import type { OrderStatus } from "./order-status.js";

// What counts as bought (the recently ordered items, the company buyer's ledger) and whether a line bought before can
// be bought again now (재구매).

/**
 * Statuses of an order or a line that was paid and not cancelled: what the shopper bought. An order at the payment
 * window or waiting for its deposit is not a purchase yet; a cancelled or returned one no longer is. A line under a
 * return or exchange is still bought until the return is completed (docs/decisions/030).
 */
export const PURCHASED_STATUSES: readonly OrderStatus[] = [
  "paid",
  "preparing",
  "shipping",
  "delivered",
  "confirmed",
  "return_requested",
  "return_collecting",
  "exchange_requested",
  "exchange_collecting",
];

export function isPurchasedStatus(status: OrderStatus): boolean {
  return PURCHASED_STATUSES.includes(status);
}

/** How many recently ordered items the quick re-order list shows by default (SPEC §9 keeps 10 recent items). */
export const RECENT_ORDER_ITEMS_DEFAULT = 10;

/** Why a line bought before cannot go into the cart again. */
export type RebuyBlock = "discontinued" | "soldOut";

export const REBUY_BLOCK_LABELS: Record<RebuyBlock, string> = {
  discontinued: "판매 종료",
  soldOut: "품절",
};

export interface RebuyState {
  canRebuy: boolean;
  /** null when it can be bought again. */
  reason: RebuyBlock | null;
  reasonLabel: string | null;
}

/**
 * Whether the option bought before can be bought again now: the option (and its item) must still be on the shop
 * (`option` null when it is gone or was never recorded) and have stock left.
 */
export function rebuyState(option: { displayed: boolean; stock: number } | null): RebuyState {
  const reason: RebuyBlock | null = !option?.displayed ? "discontinued" : option.stock <= 0 ? "soldOut" : null;
  return { canRebuy: reason === null, reason, reasonLabel: reason ? REBUY_BLOCK_LABELS[reason] : null };
}
