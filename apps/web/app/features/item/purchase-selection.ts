import type { ItemOption } from "@shop/contracts/item";
import { formatWon } from "@shop/core/format/number";

/** The most of one option a shopper can take at once: its stock, and never more than an order line holds (999). */
export const MAX_LINE_QUANTITY = 999;

/** The option chosen when the page opens: the first one in stock, else the first one, else none. */
export function initialOptionId(options: readonly ItemOption[]): number | null {
  return (options.find((option) => !option.soldOut) ?? options[0])?.optionId ?? null;
}

/** How many of the option can be chosen: 0 when it is sold out. */
export function maxQuantity(option: Pick<ItemOption, "stock" | "soldOut"> | undefined): number {
  if (!option || option.soldOut) return 0;
  return Math.max(0, Math.min(option.stock, MAX_LINE_QUANTITY));
}

/** A typed or stepped quantity brought into 1‥max (1 when nothing can be taken, so the field never reads 0). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  const whole = Math.trunc(value);
  if (max < 1) return 1;
  return Math.min(Math.max(whole, 1), max);
}

/** What the chosen quantity of an option costs, in won. */
export function lineTotal(option: Pick<ItemOption, "price"> | undefined, quantity: number): number {
  return option ? option.price * quantity : 0;
}

/** "500g 2팩 (+3,000원)", "… (품절)": the option as the selector lists it. */
export function optionLabel(option: Pick<ItemOption, "name" | "priceDelta" | "soldOut">): string {
  const delta =
    option.priceDelta > 0
      ? ` (+${formatWon(option.priceDelta)})`
      : option.priceDelta < 0
        ? ` (-${formatWon(-option.priceDelta)})`
        : "";
  return `${option.name}${delta}${option.soldOut ? " (품절)" : ""}`;
}
