import { OUTLET_MIN_DISCOUNT_RATE, type OutletList } from "@shop/contracts/display";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { findOutletCandidates } from "./outlet.repository.js";

/** How long the outlet's list of items is served from memory. */
export const OUTLET_CACHE_TTL_MS = 30_000;

export interface OutletServiceDeps {
  db: Db;
  catalog: CatalogService;
  /** Milliseconds now; tests move it to expire the list. */
  clock?: () => number;
}

/**
 * The outlet: items the operator clears before their best-before date (soonest first), then items
 * discounted by at least 30% against their consumer price (deepest first). Finding the discounted
 * ones reads every displayed item, so the ordered list of ids is kept for OUTLET_CACHE_TTL_MS per
 * Korea day and pages are cut from it; cards are always read fresh.
 */
export function createOutletService({ db, catalog, clock: now = () => Date.now() }: OutletServiceDeps) {
  const candidates = createTtlCache<{ itemId: number; bestBefore: string | null }[]>(OUTLET_CACHE_TTL_MS, 2, now);

  return {
    /** One page of the outlet's items as cards, each with why it is there. */
    async listOutlet(query: { page: number; size: number }): Promise<OutletList> {
      const today = formatKoreaDate(new Date(now()));
      const all = await candidates(today, () =>
        findOutletCandidates(db, { today, minDiscountRate: OUTLET_MIN_DISCOUNT_RATE }),
      );
      const { offset, limit } = pageWindow(query);
      const rows = all.slice(offset, offset + limit);
      const cards = await catalog.listItemCardsByIds(rows.map((row) => row.itemId));
      const cardById = new Map(cards.map((card) => [card.itemId, card]));
      return {
        // An item hidden since the list was cached drops out of its page.
        list: rows.flatMap((row) => {
          const card = cardById.get(row.itemId);
          if (!card) return [];
          const nearExpiry = row.bestBefore !== null;
          return [{ ...card, outletReason: nearExpiry ? "near-expiry" : "discount", bestBefore: row.bestBefore }];
        }),
        pagination: paginationOf(query, all.length),
      };
    },
  };
}

export type OutletService = ReturnType<typeof createOutletService>;
