import type { Db, Tx } from "../client.js";
import { designatedPrices } from "../schema/designated.js";

type Executor = Db | Tx;

export interface DesignatedPriceInput {
  userId: number;
  itemId: number;
  /** Integer won per unit of the item as listed. */
  unitPrice: number;
  validFrom?: Date | null;
  validUntil?: Date | null;
}

/**
 * Designates a price of a designated item to a company buyer (docs/decisions/019), replacing the one they had: what an
 * operator's agreement with the buyer writes, for the demo seed and tests.
 */
export async function designatePrice(db: Executor, input: DesignatedPriceInput): Promise<void> {
  const window = { validFrom: input.validFrom ?? null, validUntil: input.validUntil ?? null };
  await db
    .insert(designatedPrices)
    .values({ userId: input.userId, itemId: input.itemId, unitPrice: input.unitPrice, ...window })
    .onConflictDoUpdate({
      target: [designatedPrices.userId, designatedPrices.itemId],
      set: { unitPrice: input.unitPrice, ...window },
    });
}

/** A demo designated price: `discountPercent` off the shop's price, in 100원 steps (never 0). */
export function demoDesignatedPrice(shopPrice: number, discountPercent: number): number {
  return Math.max(100, Math.floor((shopPrice * (100 - discountPercent)) / 100 / 100) * 100);
}
