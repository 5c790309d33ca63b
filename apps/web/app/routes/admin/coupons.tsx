import {
  ADMIN_COUPON_STATUS_LABELS,
  adminCouponListQuerySchema,
  COUPON_ISSUE_METHOD_LABELS,
  COUPON_KIND_LABELS,
} from "@shop/contracts/admin-coupon";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { FilterBar, FilterField, ListCount, ListTable, SelectFilter } from "../../components/admin/admin-list";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-coupon/admin-coupon.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { listFiltersOf } from "../../lib/admin-list-query";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/coupons";

export const meta = () => adminMeta("쿠폰 관리");

const FILTER_KEYS = ["name", "kind", "status", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = listFiltersOf(request, FILTER_KEYS, adminCouponListQuerySchema);
  const page = await callAdminApi(context, request, apiEndpoints.adminCoupons, { query: { ...query, size: 20 } });
  return { page, filters };
}

/** Operators: coupons by name, kind and status, newest first, with copies issued and used. */
export default function AdminCouponsPage({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="쿠폰 관리"
        description="상품·배송비 쿠폰을 만들고, 회원 등급이나 지정 회원에게 발급하거나 오프라인 코드를 만듭니다."
      />
      <div className={own.headerActions}>
        <Link className={styles.primary} to="/admin/coupons/new">
          쿠폰 만들기
        </Link>
      </div>
      <FilterBar label="쿠폰 검색">
        <FilterField label="쿠폰 이름">
          <input name="name" type="search" maxLength={60} defaultValue={filters.name ?? ""} />
        </FilterField>
        <SelectFilter
          label="종류"
          name="kind"
          value={filters.kind}
          options={["item", "shipping"] as const}
          labels={COUPON_KIND_LABELS}
        />
        <SelectFilter
          label="상태"
          name="status"
          value={filters.status}
          options={["active", "ended"] as const}
          labels={ADMIN_COUPON_STATUS_LABELS}
        />
      </FilterBar>
      <ListCount total={page.pagination.totalCount} unit="개" />
      <ListTable
        columns={["번호", "쿠폰 이름", "종류", "혜택", "발급 방식", "기간", "상태", "발급", "사용"]}
        rows={page.list}
        empty="조건에 맞는 쿠폰이 없습니다."
        row={(coupon) => (
          <tr key={coupon.id}>
            <td className={styles.number}>{coupon.id}</td>
            <td>
              <Link className={adminDetail.nameLink} to={`/admin/coupons/${coupon.id}`}>
                {coupon.name}
              </Link>
            </td>
            <td>{COUPON_KIND_LABELS[coupon.kind]}</td>
            <td>{coupon.benefit}</td>
            <td>{COUPON_ISSUE_METHOD_LABELS[coupon.issueMethod]}</td>
            <td>
              {koreaDate(coupon.validFrom)} ~ {koreaDate(coupon.validUntil)}
            </td>
            <td>
              <span className={styles.badge}>{ADMIN_COUPON_STATUS_LABELS[coupon.status]}</span>
            </td>
            <td className={styles.number}>{coupon.issuedCount.toLocaleString("ko-KR")}장</td>
            <td className={styles.number}>{coupon.usedCount.toLocaleString("ko-KR")}장</td>
          </tr>
        )}
      />
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
