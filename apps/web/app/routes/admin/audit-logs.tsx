import { adminAuditQuerySchema } from "@shop/contracts/admin";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { STAFF_ROLE_LABELS } from "@shop/core/staff/staff-roles";
import { Form } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/audit-logs";

export const meta = () => adminMeta("작업 기록");

const FILTER_KEYS = ["staff", "action", "targetType", "targetId", "from", "to", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(FILTER_KEYS.map((key) => [key, url.searchParams.get(key) || undefined]));
  // A filter typed wrong (a half date) is dropped rather than refused: the list still shows.
  const parsed = adminAuditQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : adminAuditQuerySchema.parse({});
  const page = await callAdminApi(context, request, apiEndpoints.adminAuditLog, { query: { ...query, size: 30 } });
  return { page, filters: raw };
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
      <Form method="get" className={styles.filters}>
        <label className={styles.filter}>
          아이디
          <input name="staff" defaultValue={filters.staff ?? ""} />
        </label>
        <label className={styles.filter}>
          작업
          <input name="action" defaultValue={filters.action ?? ""} placeholder="예: order, inquiry.answer" />
        </label>
        <label className={styles.filter}>
          대상 번호
          <input name="targetId" defaultValue={filters.targetId ?? ""} />
        </label>
        <label className={styles.filter}>
          시작일
          <input type="date" name="from" defaultValue={filters.from ?? ""} />
        </label>
        <label className={styles.filter}>
          종료일
          <input type="date" name="to" defaultValue={filters.to ?? ""} />
        </label>
        <button type="submit" className={styles.primary}>
          검색
        </button>
      </Form>
      <p className={styles.count}>총 {page.pagination.totalCount.toLocaleString("ko-KR")}건</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">일시</th>
              <th scope="col">관리자</th>
              <th scope="col">작업</th>
              <th scope="col">대상</th>
              <th scope="col">변경 내용</th>
              <th scope="col">접속 주소</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 ? (
              <tr>
                <td colSpan={6} className={styles.empty}>
                  조건에 맞는 기록이 없습니다.
                </td>
              </tr>
            ) : (
              page.list.map((entry) => (
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
              ))
            )}
          </tbody>
        </table>
      </div>
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
