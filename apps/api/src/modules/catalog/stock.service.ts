import type { Tx } from "../../db/client.js";
import { addItemSales, returnOptionStock, setOptionStockTo, takeOptionStock } from "./stock.repository.js";

/** A quantity of one option of one item: what an order line takes from or gives back to stock. */
export interface StockLine {
  itemId: number;
  optionId: number;
  quantity: number;
  /** Named in the refusal when the option has run out. */
  itemName?: string;
}

/**
 * Item stock as orders move it (docs/decisions/017-stock-reserved-at-buy.md): taken when an order is placed, given
 * back when its payment fails or it is cancelled, counted into sales when it is paid. Every method runs inside the
 * caller's transaction, so stock moves together with the order that moves it.
 */
export function createStockService() {
  return {
    /**
     * Takes every line's quantity, or none: the first line that no longer fits is answered (the caller rolls its
     * transaction back). Lines are taken in option order so two orders of the same options never deadlock.
     */
    async take(tx: Tx, lines: readonly StockLine[]): Promise<{ ok: true } | { ok: false; line: StockLine }> {
      for (const line of [...lines].sort((a, b) => a.optionId - b.optionId)) {
        if (!(await takeOptionStock(tx, line))) return { ok: false, line };
      }
      return { ok: true };
    },

    /** Gives every line's quantity back (the caller makes sure it happens once per order). */
    async giveBack(tx: Tx, lines: readonly StockLine[]) {
      for (const line of [...lines].sort((a, b) => a.optionId - b.optionId)) await returnOptionStock(tx, line);
    },

    /**
     * Sets options' stock to what staff counted (the back office, issue 14 item 2). The figure is the pieces left to
     * sell: what open orders hold was taken at their buy and comes back if they are cancelled, so it is not counted
     * here. Options are locked in id order, as take does. Answers each line's before and after, or the first line
     * that is not the item's ("missing") or moved since the staff member read it ("changed"); the caller rolls back.
     */
    async setStock(
      tx: Tx,
      lines: readonly { itemId: number; optionId: number; stock: number; expectedStock?: number | undefined }[],
    ) {
      const results: { optionId: number; before: number; after: number }[] = [];
      for (const line of [...lines].sort((a, b) => a.optionId - b.optionId)) {
        const result = await setOptionStockTo(tx, line);
        if (typeof result === "string") return { ok: false as const, optionId: line.optionId, reason: result };
        results.push({ optionId: line.optionId, ...result });
      }
      return { ok: true as const, results };
    },

    /** Counts a paid order's lines into the items' sales. */
    async recordSales(tx: Tx, lines: readonly StockLine[]) {
      for (const line of [...lines].sort((a, b) => a.itemId - b.itemId)) {
        await addItemSales(tx, line.itemId, line.quantity);
      }
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
