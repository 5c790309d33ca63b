import { adminAuditQuerySchema } from "@shop/contracts/admin";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { STAFF_ROLE_LABELS } from "@shop/core/staff/staff-roles";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { FilterBar, FilterField, ListCount, ListTable, PeriodFields } from "../../components/admin/admin-list";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { callAdminApi } from "../../lib/admin-api.server";
import { listFiltersOf } from "../../lib/admin-list-query";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/audit-logs";

export const meta = () => adminMeta("작업 기록");

const FILTER_KEYS = ["staff", "action", "targetType", "targetId", "from", "to", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = listFiltersOf(request, FILTER_KEYS, adminAuditQuerySchema);
  const page = await callAdminApi(context, request, apiEndpoints.adminAuditLog, { query: { ...query, size: 30 } });
  return { page, filters };
}

function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className={styles.muted}>-</span>;
  return (
    <dl className={styles.changes}>
      {keys.map((key) => (
        <div key={key}>
          <dt>{key}: </dt>
          <dd>
            {JSON.stringify(before?.[key] ?? null)} → {JSON.stringify(after?.[key] ?? null)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Operators: every staff write, newest first, searchable by who, what and when. */
export default function AdminAuditLogPage({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  return (
    <>
      <AdminPageHeader title="작업 기록" description="관리자 계정의 모든 변경이 변경 전후 값과 함께 남습니다." />
      <FilterBar>
        <FilterField label="아이디">
          <input name="staff" defaultValue={filters.staff ?? ""} />
        </FilterField>
        <FilterField label="작업">
          <input name="action" defaultValue={filters.action ?? ""} placeholder="예: order, inquiry.answer" />
        </FilterField>
        <FilterField label="대상 번호">
          <input name="targetId" defaultValue={filters.targetId ?? ""} />
        </FilterField>
        <PeriodFields from={filters.from} to={filters.to} />
      </FilterBar>
      <ListCount total={page.pagination.totalCount} unit="건" />
      <ListTable
        columns={["일시", "관리자", "작업", "대상", "변경 내용", "접속 주소"]}
        rows={page.list}
        empty="조건에 맞는 기록이 없습니다."
        row={(entry) => (
          <tr key={entry.id}>
            <td>{koreaDateTime(entry.at)}</td>
            <td>
              {entry.staffName} ({entry.staffLoginId})
              <br />
              <span className={styles.badge}>{STAFF_ROLE_LABELS[entry.role]}</span>
            </td>
            <td>{entry.action}</td>
            <td>
              {entry.targetType} {entry.targetId}
            </td>
            <td>
              <Changes before={entry.before} after={entry.after} />
            </td>
            <td className={styles.muted}>{entry.address ?? "-"}</td>
          </tr>
        )}
      />
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
