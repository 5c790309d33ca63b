import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { noticeListQuerySchema } from "@shop/contracts/content";
import { formatNumber } from "@shop/core/format/number";
import { useLocation } from "react-router";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/content/content-page.module.css";
import { KeywordSearchForm } from "../../features/content/keyword-search-form";
import { NoticeTable } from "../../features/content/notice-table";
import { callApi } from "../../lib/api-client.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/notice-list";

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = noticeListQuerySchema.safeParse({
    page: url.searchParams.get("page") ?? undefined,
    keyword: url.searchParams.get("keyword")?.trim() || undefined,
  });
  // A mistyped page number in a shared link shows the first page rather than an error.
  const query = parsed.success ? parsed.data : { page: 1, keyword: undefined };
  const notices = await callApi(context, apiEndpoints.noticeList, {
    request,
    query: { page: query.page, size: PAGE_SIZE, keyword: query.keyword },
  });
  return { notices, keyword: query.keyword ?? "" };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "공지사항");

export default function NoticeListPage({ loaderData }: Route.ComponentProps) {
  const { notices, keyword } = loaderData;
  const { search } = useLocation();
  return (
    <div className={styles.divided}>
      <h1 className={styles.title}>공지사항</h1>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          전체 <strong>{formatNumber(notices.pagination.totalCount)}</strong>건
        </p>
        <KeywordSearchForm label="공지사항 검색" defaultKeyword={keyword} placeholder="제목 또는 내용으로 검색" />
      </div>
      <NoticeTable
        notices={notices.list}
        listSearch={search}
        emptyText={keyword ? `'${keyword}'에 대한 검색 결과가 없습니다.` : "등록된 공지사항이 없습니다."}
      />
      <PaginationNav pagination={notices.pagination} />
    </div>
  );
}
