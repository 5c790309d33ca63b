import {
  ADMIN_INQUIRY_KIND_LABELS,
  ADMIN_INQUIRY_KINDS,
  type AdminInquiryKind,
  adminInquiryListQuerySchema,
} from "@shop/contracts/admin-inquiry";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { FilterBar, FilterField, ListTable, PeriodFields } from "../../components/admin/admin-list";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-inquiry/admin-inquiry.module.css";
import { ADMIN_INQUIRY_ENDPOINTS, inquiryKindOf } from "../../features/admin-inquiry/admin-inquiry.server";
import {
  ANSWER_NOTICES,
  type AnswerNotice,
  inquiryDetailHref,
  inquiryListHref,
} from "../../features/admin-inquiry/admin-inquiry-links";
import { callAdminApi } from "../../lib/admin-api.server";
import { listFiltersOf } from "../../lib/admin-list-query";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/inquiries";

export const meta = () => adminMeta("문의 관리");

const FILTER_KEYS = ["status", "from", "to", "keyword", "page"] as const;

/** The kinds a staff member answers: a seller's staff only questions about their own items. */
function kindsFor(sellerId: number | null): readonly AdminInquiryKind[] {
  return sellerId === null ? ADMIN_INQUIRY_KINDS : ["item"];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, filters, query, filterError } = listFiltersOf(request, FILTER_KEYS, adminInquiryListQuerySchema);
  const me = await callAdminApi(context, request, apiEndpoints.adminMe);
  const kinds = kindsFor(me.sellerId);
  const asked = inquiryKindOf(url.searchParams.get("kind"));
  const kind = asked && kinds.includes(asked) ? asked : (kinds[0] ?? "item");
  const page = await callAdminApi(context, request, ADMIN_INQUIRY_ENDPOINTS[kind].list, {
    query: { ...query, size: 20 },
  });
  const noticeKey = url.searchParams.get("notice");
  const notice = noticeKey && noticeKey in ANSWER_NOTICES ? ANSWER_NOTICES[noticeKey as AnswerNotice] : null;
  return {
    kind,
    kinds,
    page,
    filters,
    filterRefused: filterError !== null,
    notice,
  };
}

/** Staff: members' 1:1 inquiries, item questions and store inquiries, by status, period and keyword. */
export default function AdminInquiriesPage({ loaderData }: Route.ComponentProps) {
  const { kind, kinds, page, filters, filterRefused, notice } = loaderData;
  const statusHref = (status: "waiting" | "completed" | null) => {
    const extra: Record<string, string> = {};
    for (const key of ["from", "to", "keyword"] as const) {
      const value = filters[key];
      if (value) extra[key] = value;
    }
    if (status) extra.status = status;
    return inquiryListHref(kind, extra);
  };
  const statuses = [
    { key: null, label: "전체", count: page.counts.all },
    { key: "waiting" as const, label: "답변대기", count: page.counts.waiting },
    { key: "completed" as const, label: "답변완료", count: page.counts.completed },
  ];
  const current = filters.status === "waiting" || filters.status === "completed" ? filters.status : null;
  return (
    <>
      <AdminPageHeader
        title="문의 관리"
        description="1:1 문의, 상품 문의, 입점 문의에 답변합니다. 답변을 처음 등록하면 고객에게 문자로 알립니다."
      />
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <ul className={styles.tabs} aria-label="문의 종류">
        {kinds.map((entry) => (
          <li key={entry}>
            <Link className={styles.tab} to={inquiryListHref(entry)} aria-current={entry === kind ? "page" : undefined}>
              {ADMIN_INQUIRY_KIND_LABELS[entry]}
            </Link>
          </li>
        ))}
      </ul>
      <FilterBar label="문의 검색">
        <input type="hidden" name="kind" value={kind} />
        {current && <input type="hidden" name="status" value={current} />}
        <PeriodFields from={filters.from} to={filters.to} />
        <FilterField label="검색어">
          <input
            name="keyword"
            maxLength={50}
            defaultValue={filters.keyword ?? ""}
            placeholder={
              kind === "store"
                ? "회사명, 담당자, 접수번호"
                : kind === "item"
                  ? "제목, 내용, 상품명"
                  : "제목, 내용, 주문번호"
            }
          />
        </FilterField>
      </FilterBar>
      {filterRefused && (
        <p className={styles.formError} role="alert">
          검색 조건을 확인해 주세요. 조건 없이 전체 목록을 보여 드립니다.
        </p>
      )}
      <ul className={own.statuses} aria-label="답변 상태">
        {statuses.map((status) => (
          <li key={status.label}>
            <Link
              className={own.status}
              to={statusHref(status.key)}
              aria-current={status.key === current ? "true" : undefined}
            >
              {status.label} {status.count.toLocaleString("ko-KR")}건
            </Link>
          </li>
        ))}
      </ul>
      <ListTable
        columns={[
          "번호",
          "유형",
          "제목",
          kind === "store" ? "회사" : "작성자",
          kind === "item" ? "상품" : kind === "store" ? "접수번호" : "주문번호",
          "등록일",
          "상태",
        ]}
        rows={page.list}
        empty="조건에 맞는 문의가 없습니다."
        row={(row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.category}</td>
            <td>
              <Link className={adminDetail.nameLink} to={inquiryDetailHref(row.kind, row.id)}>
                {row.title}
              </Link>
              {row.secret && <span className={styles.badge}> 비밀글</span>}
            </td>
            <td>{row.authorName}</td>
            <td>{row.about ?? "-"}</td>
            <td>{koreaDateTime(row.createdAt)}</td>
            <td className={row.status === "waiting" ? own.waiting : own.completed}>{row.statusLabel}</td>
          </tr>
        )}
      />
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
