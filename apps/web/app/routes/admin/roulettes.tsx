import {
  ADMIN_ROULETTE_LIMIT_LABELS,
  ADMIN_ROULETTE_STATUS_LABELS,
  adminRouletteListQuerySchema,
} from "@shop/contracts/admin-roulette";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Link } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { FilterBar, FilterField, ListCount, ListTable, SelectFilter } from "../../components/admin/admin-list";
import table from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-roulette/admin-roulette.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { listFiltersOf } from "../../lib/admin-list-query";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/roulettes";

export const meta = () => adminMeta("룰렛 이벤트");

const FILTER_KEYS = ["keyword", "status", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = listFiltersOf(request, FILTER_KEYS, adminRouletteListQuerySchema);
  const page = await callAdminApi(context, request, apiEndpoints.adminRoulettes, { query: { ...query, size: 20 } });
  return { page, filters };
}

const count = (n: number) => n.toLocaleString("ko-KR");

/** Operators: every roulette event (shown or hidden), the latest start first, with its spins and prizes given. */
export default function AdminRoulettesPage({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="룰렛 이벤트"
        description="룰렛 이벤트의 기간, 참여 방식, 경품과 확률, 수량을 정하고 참여 내역을 봅니다."
      />
      <div className={own.headerActions}>
        <Link className={table.primary} to="/admin/roulettes/new">
          룰렛 만들기
        </Link>
      </div>
      <FilterBar label="룰렛 이벤트 검색">
        <FilterField label="제목">
          <input name="keyword" type="search" maxLength={50} defaultValue={filters.keyword ?? ""} />
        </FilterField>
        <SelectFilter
          label="상태"
          name="status"
          value={filters.status}
          options={["upcoming", "active", "ended"] as const}
          labels={ADMIN_ROULETTE_STATUS_LABELS}
        />
      </FilterBar>
      <ListCount total={page.pagination.totalCount} unit="개" />
      <ListTable
        columns={["번호", "제목", "기간", "참여 방식", "상태", "참여", "당첨 / 수량"]}
        rows={page.list}
        empty="조건에 맞는 룰렛 이벤트가 없습니다."
        row={(roulette) => (
          <tr key={roulette.id}>
            <td className={table.number}>{roulette.id}</td>
            <td>
              <Link className={adminDetail.nameLink} to={`/admin/roulettes/${roulette.id}`}>
                {roulette.title}
              </Link>
              {!roulette.visible && <span className={table.muted}> (숨김)</span>}
            </td>
            <td>
              {roulette.startAt} ~ {roulette.endAt}
            </td>
            <td>{ADMIN_ROULETTE_LIMIT_LABELS[roulette.limitRule]}</td>
            <td>
              <span className={table.badge}>{ADMIN_ROULETTE_STATUS_LABELS[roulette.status]}</span>
            </td>
            <td className={table.number}>{count(roulette.spinCount)}회</td>
            <td className={table.number}>
              {count(roulette.granted)} / {roulette.stock === null ? "제한 없음" : `${count(roulette.stock)}개`}
            </td>
          </tr>
        )}
      />
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
