import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { faqListQuerySchema } from "@shop/contracts/content";
import { formatNumber } from "@shop/core/format/number";
import { toTextBlocks } from "../../components/content/text-blocks.server";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/content/content-page.module.css";
import { FaqAccordion } from "../../features/content/faq-accordion";
import { FaqCategoryTabs } from "../../features/content/faq-category-tabs";
import { KeywordSearchForm } from "../../features/content/keyword-search-form";
import { callApi } from "../../lib/api-client.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/faq";

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = faqListQuerySchema.safeParse({
    page: url.searchParams.get("page") ?? undefined,
    category: url.searchParams.get("category") || undefined,
    keyword: url.searchParams.get("keyword")?.trim() || undefined,
  });
  // A mistyped page in a shared link shows the first page of everything rather than an error.
  const query = parsed.success ? parsed.data : { page: 1, category: undefined, keyword: undefined };
  const faqs = await callApi(context, apiEndpoints.faqList, {
    request,
    query: { page: query.page, size: PAGE_SIZE, category: query.category, keyword: query.keyword },
  });
  return {
    faqs: { ...faqs, list: faqs.list.map((faq) => ({ ...faq, answer: toTextBlocks(faq.answer) })) },
    category: query.category ?? "",
    keyword: query.keyword ?? "",
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "자주 묻는 질문");

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { faqs, category, keyword } = loaderData;
  return (
    <div className={styles.divided}>
      <h1 className={styles.title}>자주 묻는 질문</h1>
      <FaqCategoryTabs categories={faqs.categories} current={category} keyword={keyword} />
      <div className={styles.toolbar}>
        <p className={styles.count}>
          전체 <strong>{formatNumber(faqs.pagination.totalCount)}</strong>건
        </p>
        <KeywordSearchForm
          label="FAQ 검색"
          defaultKeyword={keyword}
          placeholder="궁금하신 내용을 입력해 주세요"
          keep={category ? { category } : {}}
        />
      </div>
      <FaqAccordion
        faqs={faqs.list}
        emptyText={keyword ? `'${keyword}'에 대한 검색 결과가 없습니다.` : "등록된 질문이 없습니다."}
      />
      <PaginationNav pagination={faqs.pagination} />
    </div>
  );
}
