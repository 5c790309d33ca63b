import {
  ADMIN_CLAIM_KIND_LABELS,
  ADMIN_CLAIM_STATUS_LABELS,
  type AdminClaimKind,
  type AdminClaimStatus,
} from "@shop/contracts/admin-claim";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { Form, Link, useRouteLoaderData } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { StatusTabs } from "../../components/admin/status-tabs";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { claimFiltersOf } from "../../features/admin-claim/admin-claim.server";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/claims";
import type { loader as layoutLoader } from "./admin-layout";

export const meta = () => adminMeta("클레임 관리");

const KINDS = Object.keys(ADMIN_CLAIM_KIND_LABELS) as AdminClaimKind[];
/** The status tabs, in the order a claim lives them. */
const TAB_STATUSES: readonly AdminClaimStatus[] = [
  "requested",
  "collecting",
  "refunding",
  "completed",
  "refused",
  "failed",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { raw, query } = claimFiltersOf(new URL(request.url));
  const page = await callAdminApi(context, request, apiEndpoints.adminClaims, { query });
  return { page, filters: raw };
}

function listHref(filters: Record<string, string | undefined>, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...changes })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `/admin/claims?${text}` : "/admin/claims";
}

/** Staff: cancels, returns and exchanges by kind, status, period, seller and order code, with counts per status. */
export default function AdminClaimsPage({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/admin-layout");
  const isSeller = layout?.staff.sellerId != null;
  const total = Object.values(page.statusCounts).reduce((sum, n) => sum + n, 0);
  return (
    <>
      <AdminPageHeader
        title="클레임 관리"
        description={
          isSeller
            ? "우리 판매사 상품의 취소, 반품, 교환만 보입니다. 반품·교환은 수거 후 환불하거나 교환 상품을 보냅니다."
            : "취소, 반품, 교환 신청을 찾아 수거 완료, 환불 완료(교환 발송), 거부로 처리합니다. 모든 처리는 작업 기록에 남습니다."
        }
      />
      <StatusTabs
        label="클레임 종류"
        statuses={KINDS}
        labels={ADMIN_CLAIM_KIND_LABELS}
        current={filters.kind}
        hrefOf={(kind) => listHref(filters, { kind, status: undefined, page: undefined })}
      />
      <Form method="get" className={styles.filters}>
        {filters.kind && <input type="hidden" name="kind" value={filters.kind} />}
        {filters.status && <input type="hidden" name="status" value={filters.status} />}
        <label className={styles.filter}>
          시작일
          <input type="date" name="from" defaultValue={filters.from ?? ""} />
        </label>
        <label className={styles.filter}>
          종료일
          <input type="date" name="to" defaultValue={filters.to ?? ""} />
        </label>
        {!isSeller && (
          <label className={styles.filter}>
            판매사 번호
            <input name="sellerId" inputMode="numeric" defaultValue={filters.sellerId ?? ""} />
          </label>
        )}
        <label className={styles.filter}>
          주문번호
          <input name="keyword" defaultValue={filters.keyword ?? ""} placeholder="주문번호" />
        </label>
        <button type="submit" className={styles.primary}>
          검색
        </button>
      </Form>
      <StatusTabs
        label="클레임 상태"
        statuses={TAB_STATUSES}
        labels={ADMIN_CLAIM_STATUS_LABELS}
        counts={page.statusCounts}
        total={total}
        current={filters.status}
        hrefOf={(status) => listHref(filters, { status, page: undefined })}
      />
      <p className={styles.count}>총 {page.pagination.totalCount.toLocaleString("ko-KR")}건</p>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="클레임 목록">
          <thead>
            <tr>
              <th scope="col">신청일시</th>
              <th scope="col">종류</th>
              <th scope="col">주문번호</th>
              <th scope="col">상품</th>
              <th scope="col">판매사</th>
              <th scope="col">주문자</th>
              <th scope="col">사유</th>
              <th scope="col" className={styles.number}>
                환불 금액
              </th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 ? (
              <tr>
                <td colSpan={9} className={styles.empty}>
                  조건에 맞는 클레임이 없습니다.
                </td>
              </tr>
            ) : (
              page.list.map((claim) => (
                <tr key={claim.claimId}>
                  <td>{koreaDateTime(claim.requestedAt)}</td>
                  <td>{claim.kindLabel}</td>
                  <td>
                    <Link
                      to={`/admin/claims/${claim.claimId}`}
                      aria-label={`${claim.kindLabel} ${claim.orderCode} 상세`}
                    >
                      {claim.orderCode}
                    </Link>
                  </td>
                  <td>{claim.title}</td>
                  <td>{claim.sellerNames.join(", ") || "-"}</td>
                  <td>{claim.ordererName}</td>
                  <td>{claim.reason}</td>
                  <td className={styles.number}>{formatWon(claim.refundAmount)}</td>
                  <td>
                    <span className={styles.badge}>{claim.statusLabel}</span>
                  </td>
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
