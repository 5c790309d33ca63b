import type { StyleBookDetail, StyleBookList, StyleBookSummary } from "@shop/contracts/display";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import {
  findFeaturedStyleBooks,
  findStyleBook,
  findStyleBookItemIds,
  findStyleBookPage,
  findStyleBookPictureSubject,
  type StyleBookSummaryRow,
} from "./style-book.repository.js";

/** How many featured style books the home page shows. */
export const FEATURED_STYLE_BOOK_LIMIT = 4;

function toSummary(row: StyleBookSummaryRow): StyleBookSummary {
  return {
    id: row.id,
    title: row.title,
    subTitle: row.subTitle,
    summary: row.summary,
    imageSrc: row.imageUrl,
    cookingMinutes: row.cookingMinutes,
    servings: row.servings,
    difficulty: row.difficulty,
    tags: row.tags,
    date: formatKoreaDate(row.publishedAt),
  };
}

export interface StyleBookServiceDeps {
  db: Db;
  catalog: CatalogService;
}

/** Style books: recipe content that links the items it cooks with. */
export function createStyleBookService({ db, catalog }: StyleBookServiceDeps) {
  return {
    /** Displayed style books, newest first, paged. */
    async listStyleBooks(query: { page: number; size: number }): Promise<StyleBookList> {
      const { rows, totalCount } = await findStyleBookPage(db, pageWindow(query));
      return {
        list: rows.map(toSummary),
        pagination: paginationOf(query, totalCount),
      };
    },

    /** The style books featured on the home page, at most FEATURED_STYLE_BOOK_LIMIT. */
    async listFeaturedStyleBooks(): Promise<StyleBookSummary[]> {
      return (await findFeaturedStyleBooks(db, FEATURED_STYLE_BOOK_LIMIT)).map(toSummary);
    },

    /** A displayed style book with its items (hidden items left out); 404 otherwise. */
    async getStyleBook(id: number): Promise<StyleBookDetail> {
      const row = await findStyleBook(db, id);
      if (!row) throw ApiError.notFound(`style book ${id}`);
      const items = await catalog.listItemCardsByIds(await findStyleBookItemIds(db, id));
      return {
        styleBook: { ...toSummary(row), ingredients: row.ingredients, steps: row.steps, tip: row.tip, items },
      };
    },

    /** What a style book's drawn picture shows, by its code (media module). */
    findPictureSubject(code: string) {
      return findStyleBookPictureSubject(db, code);
    },
  };
}

export type StyleBookService = ReturnType<typeof createStyleBookService>;
