import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Link } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import { loadContent, pageOf } from "../../features/admin-content/content-action.server";
import {
  type ContentColumn,
  ContentMessages,
  ContentSearch,
  ContentTable,
  yesNo,
} from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/content-style-books";

export const meta = () => adminMeta("스타일북 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminStyleBooks, {
      query: { page: pageOf(url), size: 20, keyword: url.searchParams.get("keyword") ?? "" },
    }),
  );
}

type StyleBook = Route.ComponentProps["loaderData"]["list"][number];
const COLUMNS: readonly ContentColumn<StyleBook>[] = [
  { header: "번호", cell: (book) => book.id, look: "number" },
  { header: "제목", cell: (book) => book.title, look: "clip" },
  { header: "게시일", cell: (book) => book.publishedAt },
  { header: "노출", cell: (book) => yesNo(book.displayed) },
  { header: "메인", cell: (book) => yesNo(book.featured) },
  { header: "상품", cell: (book) => book.itemCount, look: "number" },
  {
    header: "관리",
    cell: (book) => (
      <Link className={table.button} to={`/admin/content/style-books/${book.id}`}>
        편집
      </Link>
    ),
  },
];

/** 스타일북: every style book in the shop's order (newest published first), shown or not. */
export default function AdminStyleBooksPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentMessages answer={undefined} />
      <p>
        <Link className={table.primary} to="/admin/content/style-books/new">
          새 스타일북 만들기
        </Link>
      </p>
      <ContentSearch label="스타일북 찾기" keywordLabel="제목" />
      <ContentTable
        rows={loaderData.list}
        columns={COLUMNS}
        pagination={loaderData.pagination}
        empty="스타일북이 없습니다."
        counted
      />
    </>
  );
}
