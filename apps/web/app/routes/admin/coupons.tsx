import {
  ADMIN_COUPON_STATUS_LABELS,
  adminCouponListQuerySchema,
  COUPON_ISSUE_METHOD_LABELS,
  COUPON_KIND_LABELS,
} from "@shop/contracts/admin-coupon";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate } from "@shop/core/format/korea-date";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-coupon/admin-coupon.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/coupons";

export const meta = () => adminMeta("쿠폰 관리");

const FILTER_KEYS = ["name", "kind", "status", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(FILTER_KEYS.map((key) => [key, url.searchParams.get(key) || undefined]));
  // A filter typed wrong is dropped rather than refused: the list still shows.
  const parsed = adminCouponListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : adminCouponListQuerySchema.parse({});
  const page = await callAdminApi(context, request, apiEndpoints.adminCoupons, { query: { ...query, size: 20 } });
  return { page, filters: raw };
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
      <Form method="get" className={styles.filters} aria-label="쿠폰 검색">
        <label className={styles.filter}>
          쿠폰 이름
          <input name="name" type="search" maxLength={60} defaultValue={filters.name ?? ""} />
        </label>
        <label className={styles.filter}>
          종류
          <select name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">전체</option>
            {(["item", "shipping"] as const).map((kind) => (
              <option key={kind} value={kind}>
                {COUPON_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          상태
          <select name="status" defaultValue={filters.status ?? ""}>
            <option value="">전체</option>
            {(["active", "ended"] as const).map((status) => (
              <option key={status} value={status}>
                {ADMIN_COUPON_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.primary}>
          검색
        </button>
      </Form>
      <p className={styles.count}>총 {page.pagination.totalCount.toLocaleString("ko-KR")}개</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">번호</th>
              <th scope="col">쿠폰 이름</th>
              <th scope="col">종류</th>
              <th scope="col">혜택</th>
              <th scope="col">발급 방식</th>
              <th scope="col">기간</th>
              <th scope="col">상태</th>
              <th scope="col">발급</th>
              <th scope="col">사용</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 ? (
              <tr>
                <td colSpan={9} className={styles.empty}>
                  조건에 맞는 쿠폰이 없습니다.
                </td>
              </tr>
            ) : (
              page.list.map((coupon) => (
                <tr key={coupon.id}>
                  <td className={styles.number}>{coupon.id}</td>
                  <td>
                    <Link className={own.nameLink} to={`/admin/coupons/${coupon.id}`}>
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
              ))
            )}
          </tbody>
        </table>
      </div>
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
