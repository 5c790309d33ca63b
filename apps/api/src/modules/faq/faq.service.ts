import type { FaqList } from "@shop/contracts/content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findFaq, findFaqCategories, findFaqPage } from "./faq.repository.js";

export interface FaqServiceDeps {
  db: Db;
}

/** The customer centre's frequently asked questions. */
export function createFaqService({ db }: FaqServiceDeps) {
  return {
    /** FAQ list filtered by category tab and a keyword in the question or answer. */
    async listFaqs(query: {
      page: number;
      size: number;
      category?: string | undefined;
      keyword?: string | undefined;
    }): Promise<FaqList> {
      const [{ rows, totalCount }, categories] = await Promise.all([
        findFaqPage(db, {
          category: query.category?.trim() || undefined,
          keyword: query.keyword?.trim() || undefined,
          ...pageWindow(query),
        }),
        findFaqCategories(db),
      ]);
      return {
        list: rows,
        pagination: paginationOf(query, totalCount),
        categories,
      };
    },

    /** One FAQ entry; 404 when unknown. */
    async getFaq(id: number) {
      const faq = await findFaq(db, id);
      if (!faq) throw ApiError.notFound(`faq ${id}`);
      return faq;
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
