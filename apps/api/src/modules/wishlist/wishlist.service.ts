import type { PageQuery } from "@shop/contracts/common";
import type { WishlistList, WishlistToggleResponse } from "@shop/contracts/review";
import type { Db } from "../../db/client.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { countWishes, deleteWishes, findWishPage, isWished, toggleWish } from "./wishlist.repository.js";

export interface WishlistServiceDeps {
  db: Db;
  catalog: CatalogService;
}

/** A member's wished items (찜): toggling from an item, the my-page list and removing from it. */
export function createWishlistService({ db, catalog }: WishlistServiceDeps) {
  return {
    /** Puts the item in the member's wishlist, or takes it out when it is there; with the new count. */
    async toggle(memberId: number, itemId: number): Promise<WishlistToggleResponse> {
      await catalog.requireDisplayedItem({ id: itemId });
      return db.transaction(async (tx) => {
        const wished = await toggleWish(tx, memberId, itemId);
        return { wished, wishlistCount: await countWishes(tx, memberId) };
      });
    },

    /** One page of the member's wished items as cards, latest first. */
    async list(memberId: number, { page, size }: PageQuery): Promise<WishlistList> {
      const { rows, total } = await findWishPage(db, memberId, { offset: (page - 1) * size, limit: size });
      const cards = new Map(
        (await catalog.listItemCardsByIds(rows.map((row) => row.itemId))).map((card) => [card.itemId, card]),
      );
      return {
        list: rows.flatMap((row) => {
          const card = cards.get(row.itemId);
          return card ? [{ ...card, wishedAt: row.createdAt.toISOString() }] : [];
        }),
        pagination: { page, size, totalCount: total, totalPages: Math.ceil(total / size) },
      };
    },

    /** Takes the items out of the member's wishlist (ones not in it are ignored). */
    async remove(memberId: number, itemIds: readonly number[]) {
      const deletedCount = await deleteWishes(db, memberId, itemIds);
      return { deletedCount, wishlistCount: await countWishes(db, memberId) };
    },

    /** The member's wishlist size (the header badge of GET /api/common/quick-info). */
    countOf(memberId: number): Promise<number> {
      return countWishes(db, memberId);
    },

    /** Whether the member wished the item (the item page's heart). */
    isWished(memberId: number, itemId: number): Promise<boolean> {
      return isWished(db, memberId, itemId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
