import type { Designated } from "@shop/contracts/display";
import type { Db } from "../../db/client.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { DisplayBlocksService } from "../display/display-blocks.service.js";
import { findDesignatedPage } from "./designated.repository.js";

export interface DesignatedServiceDeps {
  db: Db;
  catalog: CatalogService;
  displayBlocks: DisplayBlocksService;
}

/** Designated (private) trade: items sold only in set quantities to company buyers. */
export function createDesignatedService({ db, catalog, displayBlocks }: DesignatedServiceDeps) {
  return {
    /** How designated trade works, and a page of the items open to it. */
    async getDesignated(query: { page: number; size: number }): Promise<Designated> {
      const [info, { rows, totalCount }] = await Promise.all([
        displayBlocks.getDisplayBlock("designated"),
        findDesignatedPage(db, { limit: query.size, offset: (query.page - 1) * query.size }),
      ]);
      const cards = await catalog.listItemCardsByIds(rows.map((row) => row.itemId));
      const cardById = new Map(cards.map((card) => [card.itemId, card]));
      return {
        info,
        list: rows.flatMap((row) => {
          const card = cardById.get(row.itemId);
          return card ? [{ ...card, minOrderQuantity: row.minOrderQuantity, unit: row.unit, note: row.note }] : [];
        }),
        pagination: { page: query.page, size: query.size, totalCount, totalPages: Math.ceil(totalCount / query.size) },
      };
    },
  };
}

export type DesignatedService = ReturnType<typeof createDesignatedService>;
