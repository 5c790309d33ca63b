import { adminStatsQuerySchema } from "@shop/contracts/admin-stats";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { lazy, Suspense, useEffect, useState } from "react";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { FilterBar, PeriodFields } from "../../components/admin/admin-list";
import styles from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-stats/admin-stats.module.css";
import { FiguresTable } from "../../features/admin-stats/figures-table";
import { TodaySummary } from "../../features/admin-stats/today-summary";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/stats";

export const meta = () => adminMeta("매출 통계");

// The chart's module (and recharts with it) is fetched by the browser on this page only.
const DailyChart = lazy(() => import("../../features/admin-stats/daily-chart"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = { from: url.searchParams.get("from") || undefined, to: url.searchParams.get("to") || undefined };
  const parsed = adminStatsQuerySchema.safeParse(raw);
  try {
    if (!parsed.success) throw new ApiResponseError(400, null);
    const numbers = await callAdminApi(context, request, apiEndpoints.adminDashboard, { query: parsed.data });
    return { numbers, notice: null };
  } catch (error) {
    // A period that cannot be read or is too long: the default period, with the reason.
    if (!(error instanceof ApiResponseError) || error.status !== 400) throw error;
    const numbers = await callAdminApi(context, request, apiEndpoints.adminDashboard, { query: {} });
    const notice = parsed.success ? error.message : "조회 기간을 다시 선택해 주세요.";
    return { numbers, notice };
  }
}

function ClientChart({ days }: { days: Route.ComponentProps["loaderData"]["numbers"]["days"] }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <div className={own.chartPlaceholder}>그래프를 불러오는 중입니다.</div>;
  return (
    <div className={own.chart} role="img" aria-label="일별 결제 금액, 순매출, 주문 수 그래프">
      {mounted ? <Suspense fallback={placeholder}>{<DailyChart days={days} />}</Suspense> : placeholder}
    </div>
  );
}

/** 매출 통계: today's cards, a chart per day, and the period's numbers per seller and per livestock kind. */
export default function AdminStatsPage({ loaderData }: Route.ComponentProps) {
  const { numbers, notice } = loaderData;
  const period = new URLSearchParams({ from: numbers.from, to: numbers.to });
  const daysNewestFirst = [...numbers.days].reverse();
  return (
    <>
      <AdminPageHeader
        title="매출 통계"
        description="주문은 결제된 날, 취소·반품은 환불이 끝난 날 기준으로 집계합니다. 금액은 쿠폰과 적립금을 뺀 결제 금액입니다."
      />
      <TodaySummary today={numbers.today} />
      <FilterBar submitLabel="조회" downloadHref={`/admin/stats/xlsx?${period}`}>
        <PeriodFields from={numbers.from} to={numbers.to} required />
      </FilterBar>
      {notice ? (
        <p className={styles.formError} role="alert">
          {notice}
        </p>
      ) : null}

      <h2 className={own.sectionTitle}>
        일별 추이 ({numbers.from} ~ {numbers.to})
      </h2>
      <ClientChart days={numbers.days} />

      <h2 className={own.sectionTitle}>판매사별</h2>
      <FiguresTable
        caption="판매사별 매출"
        nameHeader="판매사"
        rows={numbers.sellers}
        nameOf={(row) => row.sellerName}
        keyOf={(row) => row.sellerId}
        total={numbers.total}
        empty="기간 안에 결제된 주문이 없습니다."
      />

      <h2 className={own.sectionTitle}>축종별 (상품 금액, 배송비 제외)</h2>
      <FiguresTable
        caption="축종별 매출"
        nameHeader="축종"
        rows={numbers.livestock}
        nameOf={(row) => row.livestockName}
        keyOf={(row) => row.livestock}
        empty="기간 안에 결제된 상품이 없습니다."
      />

      <h2 className={own.sectionTitle}>일별</h2>
      <FiguresTable
        caption="일별 매출"
        nameHeader="일자"
        rows={daysNewestFirst}
        nameOf={(row) => row.day}
        keyOf={(row) => row.day}
        total={numbers.total}
        withMembers={numbers.total.newMembers !== null}
        empty="기간 안에 결제된 주문이 없습니다."
      />
    </>
  );
}
