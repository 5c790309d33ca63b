import { type AdminOrderGroup, TRACKING_UPLOAD_FIELD } from "@shop/contracts/admin-order";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_VALUES } from "@shop/contracts/order";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@shop/core/order/order-status";
import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { StatusTabs } from "../../components/admin/status-tabs";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-order/admin-order.module.css";
import { orderFiltersOf, submitStatusForm, submitTrackingUpload } from "../../features/admin-order/admin-order.server";
import { boxValue, type OrderActionAnswer } from "../../features/admin-order/admin-order-box";
import { OrderActionResult, TrackingInputs } from "../../features/admin-order/admin-order-parts";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/orders";
import type { loader as layoutLoader } from "./admin-layout";

export const meta = () => adminMeta("주문 관리");

/** The status tabs, in the order an order lives them (claims have their own pages). */
const TAB_STATUSES: readonly OrderStatus[] = [
  "awaiting_deposit",
  "paid",
  "preparing",
  "shipping",
  "delivered",
  "confirmed",
  "cancelled",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { raw, query } = orderFiltersOf(new URL(request.url));
  const page = await callAdminApi(context, request, apiEndpoints.adminOrders, { query });
  return { page, filters: raw };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const intent = String(form.get("intent") ?? "");
  const answer: OrderActionAnswer =
    intent === "upload-dry" || intent === "upload"
      ? await submitTrackingUpload(context, request, form, intent === "upload-dry")
      : await submitStatusForm(context, request, form);
  return answer.kind === "error" ? data(answer, answer.status) : answer;
}

function listHref(filters: Record<string, string | undefined>, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...changes })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `/admin/orders?${text}` : "/admin/orders";
}

/** Staff: orders by period, status, seller, payment and keyword; boxes moved along in bulk or from a file. */
export default function AdminOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/admin-layout");
  const canMove = layout?.staff.permissions.includes("orders.write") ?? false;
  const isSeller = layout?.staff.sellerId != null;
  const busy = useNavigation().state !== "idle";
  const total = Object.values(page.statusCounts).reduce((sum, n) => sum + n, 0);
  const rows = page.list.flatMap((order) =>
    order.groups.length > 0
      ? order.groups.map((group) => ({ order, group: group as AdminOrderGroup | null }))
      : [{ order, group: null as AdminOrderGroup | null }],
  );
  return (
    <>
      <AdminPageHeader
        title="주문 관리"
        description={
          isSeller
            ? "우리 판매사 상품의 주문만 보입니다. 상품 준비와 배송 처리를 여기서 합니다."
            : "주문을 찾아 상품준비중, 배송중, 배송완료로 처리합니다. 모든 변경은 작업 기록에 남습니다."
        }
      />
      <Form method="get" className={styles.filters}>
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
          결제 수단
          <select name="paymentMethod" defaultValue={filters.paymentMethod ?? ""}>
            <option value="">전체</option>
            {PAYMENT_METHOD_VALUES.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          배송 유형
          <select name="deliveryType" defaultValue={filters.deliveryType ?? ""}>
            <option value="">전체</option>
            <option value="1">택배 배송</option>
            <option value="2">신선물류 배송</option>
          </select>
        </label>
        <label className={styles.filter}>
          검색어
          <input name="keyword" defaultValue={filters.keyword ?? ""} placeholder="주문번호, 주문자명, 휴대폰" />
        </label>
        {filters.status && <input type="hidden" name="status" value={filters.status} />}
        <button type="submit" className={styles.primary}>
          검색
        </button>
      </Form>
      <StatusTabs
        label="주문 상태"
        statuses={TAB_STATUSES}
        labels={ORDER_STATUS_LABELS}
        counts={page.statusCounts}
        total={total}
        current={filters.status}
        hrefOf={(status) => listHref(filters, { status, page: undefined })}
      />
      <OrderActionResult answer={actionData} />
      <Form method="post" id="order-bulk">
        {canMove && (
          <div className={own.bulkBar}>
            <p className={styles.muted}>선택한 주문을</p>
            <button type="submit" name="intent" value="preparing" className={styles.button} disabled={busy}>
              상품준비중 처리
            </button>
            <button type="submit" name="intent" value="shipping" className={styles.button} disabled={busy}>
              배송중 처리
            </button>
            <button type="submit" name="intent" value="delivered" className={styles.button} disabled={busy}>
              배송완료 처리
            </button>
            <p className={styles.muted}>배송중 처리에는 줄마다 택배사와 운송장 번호를 넣어 주세요.</p>
          </div>
        )}
        <p className={styles.count}>총 {page.pagination.totalCount.toLocaleString("ko-KR")}건</p>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label="주문 목록">
            <thead>
              <tr>
                {canMove && <th scope="col" aria-label="선택" />}
                <th scope="col">주문일시</th>
                <th scope="col">주문번호</th>
                <th scope="col">상품</th>
                <th scope="col">판매사</th>
                <th scope="col">주문자</th>
                <th scope="col">결제</th>
                <th scope="col" className={styles.number}>
                  금액
                </th>
                <th scope="col">상태</th>
                <th scope="col">운송장</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={canMove ? 10 : 9} className={styles.empty}>
                    조건에 맞는 주문이 없습니다.
                  </td>
                </tr>
              ) : (
                rows.map(({ order, group }) => {
                  const box = group ? boxValue(order.orderCode, group.shipmentId) : null;
                  const status = group?.status ?? order.status;
                  const label = `주문번호 ${order.orderCode}${group ? ` ${group.sellerName}` : ""}`;
                  return (
                    <tr key={box ?? order.orderCode}>
                      {canMove && (
                        <td>{box && <input type="checkbox" name="box" value={box} aria-label={`${label} 선택`} />}</td>
                      )}
                      <td>{koreaDateTime(order.orderedAt)}</td>
                      <td>
                        <Link to={`/admin/orders/${encodeURIComponent(order.orderCode)}`}>{order.orderCode}</Link>
                      </td>
                      <td>{order.title}</td>
                      <td>{group ? group.sellerName : "-"}</td>
                      <td>
                        {order.ordererName}
                        <br />
                        <span className={styles.muted}>{order.ordererPhone}</span>
                      </td>
                      <td>{order.paymentMethodLabel ?? "-"}</td>
                      <td className={styles.number}>{formatWon(order.amount)}</td>
                      <td>
                        <span className={styles.badge}>{ORDER_STATUS_LABELS[status]}</span>
                      </td>
                      <td>
                        {group?.trackingNumber ? (
                          <span>
                            {group.carrier} {group.trackingNumber}
                          </span>
                        ) : box && canMove && status === "preparing" ? (
                          <TrackingInputs box={box} label={label} />
                        ) : (
                          <span className={styles.muted}>-</span>
                        )}
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      </Form>
      <PaginationNav pagination={page.pagination} />
      {canMove && (
        <section className={styles.panel} aria-labelledby="tracking-upload">
          <h2 id="tracking-upload" className={styles.cardTitle}>
            운송장 일괄 등록
          </h2>
          <p className={styles.muted}>
            첫 줄에 주문번호, 택배사, 운송장번호 열이 있는 .csv(UTF-8) 또는 .xlsx 파일을 올리면 주문을 배송중으로
            바꿉니다. 먼저 미리 보기로 줄마다 결과를 확인해 주세요.
          </p>
          <Form method="post" encType="multipart/form-data" className={own.upload}>
            <input
              type="file"
              name={TRACKING_UPLOAD_FIELD}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="운송장 파일"
              required
            />
            <button type="submit" name="intent" value="upload-dry" className={styles.button} disabled={busy}>
              미리 보기
            </button>
            <button type="submit" name="intent" value="upload" className={styles.primary} disabled={busy}>
              배송중으로 반영
            </button>
          </Form>
        </section>
      )}
    </>
  );
}
