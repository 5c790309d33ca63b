import { adminSettlementQuerySchema } from "@shop/contracts/admin-stats";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { Link } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { FilterBar, FilterField, ListCount, ListTable } from "../../components/admin/admin-list";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-stats/admin-stats.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/settlements";

export const meta = () => adminMeta("정산 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = {
    month: url.searchParams.get("month") || undefined,
    sellerId: url.searchParams.get("sellerId") || undefined,
    page: url.searchParams.get("page") || undefined,
    size: 30,
  };
  const parsed = adminSettlementQuerySchema.safeParse(raw);
  try {
    if (!parsed.success) throw new ApiResponseError(400, null);
    const month = await callAdminApi(context, request, apiEndpoints.adminSettlements, { query: parsed.data });
    return { month, notice: null };
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status !== 400) throw error;
    const month = await callAdminApi(context, request, apiEndpoints.adminSettlements, { query: { size: 30 } });
    return { month, notice: "정산 월을 다시 선택해 주세요." };
  }
}

const won = (value: number) => <span className={value < 0 ? own.negative : undefined}>{formatWon(value)}</span>;

/** 정산 관리: a month per seller (paid − refunds − commission = payout), the lines behind it, and the .xlsx. */
export default function AdminSettlementsPage({ loaderData }: Route.ComponentProps) {
  const { month, notice } = loaderData;
  const download = new URLSearchParams({ month: month.month });
  if (month.sellerId !== null) download.set("sellerId", String(month.sellerId));
  const filteredName = month.sellers.find((seller) => seller.sellerId === month.sellerId)?.sellerName;
  return (
    <>
      <AdminPageHeader
        title="정산 관리"
        description="그달 결제된 금액에서 그달 환불된 금액을 빼고, 판매사별 수수료를 뺀 금액을 정산합니다."
      />
      <FilterBar submitLabel="조회" downloadHref={`/admin/settlements/xlsx?${download}`}>
        <FilterField label="정산 월">
          <input type="month" name="month" defaultValue={month.month} required />
        </FilterField>
      </FilterBar>
      {notice ? (
        <p className={styles.formError} role="alert">
          {notice}
        </p>
      ) : null}

      <h2 className={own.sectionTitle}>{month.month} 판매사별 정산</h2>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${own.figures}`}>
          <thead>
            <tr>
              <th scope="col">판매사</th>
              <th scope="col" className={styles.number}>
                수수료율
              </th>
              <th scope="col" className={styles.number}>
                주문
              </th>
              <th scope="col" className={styles.number}>
                결제 금액
              </th>
              <th scope="col" className={styles.number}>
                환불 금액
              </th>
              <th scope="col" className={styles.number}>
                순매출
              </th>
              <th scope="col" className={styles.number}>
                수수료
              </th>
              <th scope="col" className={styles.number}>
                정산 금액
              </th>
            </tr>
          </thead>
          <tbody>
            {month.sellers.map((seller) => (
              <tr key={seller.sellerId}>
                <th scope="row">
                  <Link to={`?${new URLSearchParams({ month: month.month, sellerId: String(seller.sellerId) })}`}>
                    {seller.sellerName}
                  </Link>
                </th>
                <td className={styles.number}>{seller.commissionRateLabel}</td>
                <td className={styles.number}>{formatNumber(seller.orderCount)}건</td>
                <td className={styles.number}>{won(seller.paidAmount)}</td>
                <td className={styles.number}>{won(seller.refundAmount)}</td>
                <td className={styles.number}>{won(seller.netSales)}</td>
                <td className={styles.number}>{won(seller.commission)}</td>
                <td className={styles.number}>
                  <strong>{won(seller.payout)}</strong>
                </td>
              </tr>
            ))}
            <tr className={own.totalRow}>
              <th scope="row">합계</th>
              <td />
              <td className={styles.number}>{formatNumber(month.total.orderCount)}건</td>
              <td className={styles.number}>{won(month.total.paidAmount)}</td>
              <td className={styles.number}>{won(month.total.refundAmount)}</td>
              <td className={styles.number}>{won(month.total.netSales)}</td>
              <td className={styles.number}>{won(month.total.commission)}</td>
              <td className={styles.number}>{won(month.total.payout)}</td>
            </tr>
          </tbody>
        </table>
      </div>

      <h2 className={own.sectionTitle}>
        정산 내역{filteredName ? ` · ${filteredName}` : ""}
        {month.sellerId !== null && filteredName && month.sellers.length > 1 ? (
          <>
            {" "}
            <Link to={`?${new URLSearchParams({ month: month.month })}`} className={styles.muted}>
              전체 보기
            </Link>
          </>
        ) : null}
      </h2>
      <ListCount total={month.lines.pagination.totalCount} unit="건" />
      <ListTable
        columns={["일시", "구분", "주문번호", "판매사", { label: "금액", number: true }]}
        rows={month.lines.list}
        empty="이달 결제되거나 환불된 주문이 없습니다."
        className={own.figures}
        row={(line) => (
          <tr key={`${line.kind}-${line.orderCode}-${line.sellerId}-${line.at}`}>
            <td>{koreaDateTime(line.at)}</td>
            <td>
              <span className={styles.badge}>{line.kindLabel}</span>
            </td>
            <td>
              <Link to={`/admin/orders/${line.orderCode}`}>{line.orderCode}</Link>
            </td>
            <td>{line.sellerName}</td>
            <td className={styles.number}>{won(line.amount)}</td>
          </tr>
        )}
      />
      <PaginationNav pagination={month.lines.pagination} />
    </>
  );
}
