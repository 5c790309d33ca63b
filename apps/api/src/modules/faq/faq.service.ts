import type { FaqList } from "@shop/contracts/content";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findFaq, findFaqCategories, findFaqPage } from "./faq.repository.js";

/** FAQ list filtered by category tab and a keyword in the question or answer. */
export async function listFaqs(
  db: Db,
  query: { page: number; size: number; category?: string | undefined; keyword?: string | undefined },
): Promise<FaqList> {
  const [{ rows, totalCount }, categories] = await Promise.all([
    findFaqPage(db, {
      category: query.category?.trim() || undefined,
      keyword: query.keyword?.trim() || undefined,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    }),
    findFaqCategories(db),
  ]);
  return {
    list: rows,
    pagination: { page: query.page, size: query.size, totalCount, totalPages: Math.ceil(totalCount / query.size) },
    categories,
  };
}

export async function getFaq(db: Db, id: number) {
  const faq = await findFaq(db, id);
  if (!faq) throw ApiError.notFound(`faq ${id}`);
  return faq;
}
