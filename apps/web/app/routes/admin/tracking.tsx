import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AdminTrackingSummary } from "@shop/contracts/tracking";
import { formatNumber } from "@shop/core/format/number";
import { TRACKING_EVENT_KIND_LABELS, TRACKING_EVENT_KINDS } from "@shop/core/tracking/tracking-calls";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-stats/admin-stats.module.css";
import tableStyles from "../../features/admin-tracking/admin-tracking.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/tracking";

export const meta = () => adminMeta("방문 행동 통계");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { summary: await callAdminApi(context, request, apiEndpoints.adminTrackingSummary) };
}

/** The cards: the steps of a purchase, in the order a shopper goes through them. */
const FUNNEL = ["view_item", "add_to_cart", "checkout", "purchase"] as const;

function CountCells({ counts, total }: { counts: AdminTrackingSummary["totals"]; total: number }) {
  return (
    <>
      {TRACKING_EVENT_KINDS.map((kind) => (
        <td key={kind} className={styles.number}>
          {formatNumber(counts[kind])}
        </td>
      ))}
      <td className={styles.number}>{formatNumber(total)}</td>
    </>
  );
}

/**
 * 방문 행동 통계 (docs/decisions/048): what the storefront's tracking calls stored, per kind per day, the last 30
 * days. Operators only (tracking.read).
 */
export default function AdminTrackingPage({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="방문 행동 통계"
        description={`쇼핑몰에서 기록한 상품 조회, 장바구니, 주문서, 구매 완료 등의 건수를 일별로 보여 줍니다 (${summary.from} ~ ${summary.to}, 최근 30일). 유입 경로(utm)는 방문 후 30분 동안 함께 기록됩니다.`}
      />
      <ul className={own.summary} aria-label="최근 30일 합계">
        {FUNNEL.map((kind) => (
          <li key={kind} className={own.card}>
            <p className={own.cardLabel}>{TRACKING_EVENT_KIND_LABELS[kind]}</p>
            <p className={own.cardValue}>{formatNumber(summary.totals[kind])}건</p>
            <p className={own.cardNote}>오늘 {formatNumber(summary.days[0]?.counts[kind] ?? 0)}건</p>
          </li>
        ))}
      </ul>

      <h2 className={own.sectionTitle}>일별 건수</h2>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${tableStyles.counts}`}>
          <caption className="visually-hidden">일별 방문 행동 건수</caption>
          <thead>
            <tr>
              <th scope="col">일자</th>
              {TRACKING_EVENT_KINDS.map((kind) => (
                <th key={kind} scope="col" className={styles.number}>
                  {TRACKING_EVENT_KIND_LABELS[kind]}
                </th>
              ))}
              <th scope="col" className={styles.number}>
                합계
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <CountCells counts={day.counts} total={day.total} />
              </tr>
            ))}
            <tr className={own.totalRow}>
              <th scope="row">합계</th>
              <CountCells counts={summary.totals} total={summary.total} />
            </tr>
          </tbody>
        </table>
      </div>
      {summary.total === 0 ? <p className={styles.muted}>최근 30일 동안 기록된 방문 행동이 없습니다.</p> : null}
    </>
  );
}
