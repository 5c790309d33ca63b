import { ADMIN_EVENT_KIND_LABELS, ADMIN_EVENT_STATUS_LABELS } from "@shop/contracts/admin-display";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Link, useSearchParams } from "react-router";
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
import type { Route } from "./+types/content-events";

export const meta = () => adminMeta("이벤트 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  return loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminEvents, {
      query: {
        page: pageOf(url),
        size: 20,
        keyword: url.searchParams.get("keyword") ?? "",
        ...(status ? { status: status as "scheduled" | "active" | "ended" } : {}),
      },
    }),
  );
}

type Event = Route.ComponentProps["loaderData"]["list"][number];
const COLUMNS: readonly ContentColumn<Event>[] = [
  { header: "번호", cell: (event) => event.id, look: "number" },
  { header: "종류", cell: (event) => ADMIN_EVENT_KIND_LABELS[event.kind] },
  { header: "제목", cell: (event) => event.title, look: "clip" },
  { header: "기간", cell: (event) => `${event.startAt} ~ ${event.endAt}` },
  { header: "상태", cell: (event) => ADMIN_EVENT_STATUS_LABELS[event.status] },
  { header: "노출", cell: (event) => yesNo(event.displayed) },
  { header: "상품", cell: (event) => event.itemCount, look: "number" },
  {
    header: "관리",
    cell: (event) => (
      <Link className={table.button} to={`/admin/content/events/${event.id}`}>
        편집
      </Link>
    ),
  },
];

/** 이벤트: every event whatever its state, by title and state; each opens its form, items and 조기 종료. */
export default function AdminEventsPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <ContentMessages answer={undefined} />
      <p>
        <Link className={table.primary} to="/admin/content/events/new">
          새 이벤트 만들기
        </Link>
      </p>
      <ContentSearch label="이벤트 찾기" keywordLabel="제목">
        <label className={table.filter}>
          상태
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">전체</option>
            {Object.entries(ADMIN_EVENT_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </ContentSearch>
      <ContentTable
        rows={loaderData.list}
        columns={COLUMNS}
        pagination={loaderData.pagination}
        empty="이벤트가 없습니다."
        counted
      />
    </>
  );
}
