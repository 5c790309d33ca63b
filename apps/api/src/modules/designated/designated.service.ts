import type { PageQuery } from "@shop/contracts/common";
import type { Designated } from "@shop/contracts/display";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
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
    async getDesignated(query: PageQuery): Promise<Designated> {
      const [info, { rows, totalCount }] = await Promise.all([
        displayBlocks.getDisplayBlock("designated"),
        findDesignatedPage(db, pageWindow(query)),
      ]);
      const cards = await catalog.listItemCardsByIds(rows.map((row) => row.itemId));
      const cardById = new Map(cards.map((card) => [card.itemId, card]));
      return {
        info,
        list: rows.flatMap((row) => {
          const card = cardById.get(row.itemId);
          return card ? [{ ...card, minOrderQuantity: row.minOrderQuantity, unit: row.unit, note: row.note }] : [];
        }),
        pagination: paginationOf(query, totalCount),
      };
    },
  };
}

export type DesignatedService = ReturnType<typeof createDesignatedService>;
