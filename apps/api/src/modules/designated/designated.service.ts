import type { Designated } from "@shop/contracts/display";
import type { Db } from "../../db/client.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { getDisplayBlock } from "../display/display-blocks.service.js";
import { findDesignatedPage } from "./designated.repository.js";

/** How designated (private) trade works, and a page of the items open to it. */
export async function getDesignated(
  db: Db,
  catalog: CatalogService,
  query: { page: number; size: number },
): Promise<Designated> {
  const [info, { rows, totalCount }] = await Promise.all([
    getDisplayBlock(db, "designated"),
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
}
