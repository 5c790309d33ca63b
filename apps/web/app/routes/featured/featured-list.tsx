import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { pageQuerySchema } from "@shop/contracts/common";
import { formatNumber } from "@shop/core/format/number";
import { Link, useLocation } from "react-router";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { TabLinks } from "../../components/ui/tab-links";
import { EventCardGrid } from "../../features/event/event-card";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/featured-list";

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get("status") === "ended" ? "ended" : "active";
  const page = pageQuerySchema.shape.page.safeParse(url.searchParams.get("page") ?? undefined);
  const events = await callApi(context, apiEndpoints.eventList, {
    request,
    query: { status, page: page.success ? page.data : 1, size: PAGE_SIZE },
  });
  // D-day badges count from the server's clock so the server's HTML and the hydrated page agree.
  return { status, events, renderedAt: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta(matches, "기획전", {
    description: "농협 축산물 도매몰에서 진행 중인 기획전과 이벤트를 한눈에 확인하세요.",
  });

export default function FeaturedListPage({ loaderData }: Route.ComponentProps) {
  const { status, events, renderedAt } = loaderData;
  const { pathname } = useLocation();
  const ended = status === "ended";
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>기획전</h1>
        <p className={styles.lead}>제철 상품과 특가, 참여 이벤트까지 농협이 준비한 기획전을 만나 보세요.</p>
      </header>
      <TabLinks
        layout="scroll"
        label="기획전 구분"
        current={status}
        tabs={[
          { key: "active", label: "진행중인 기획전", href: pathname },
          { key: "ended", label: "종료된 기획전", href: `${pathname}?status=ended` },
        ]}
      />
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {ended ? "종료된 기획전" : "진행중인 기획전"} <strong>{formatNumber(events.pagination.totalCount)}</strong>개
        </p>
      </div>
      {events.list.length === 0 ? (
        <div className={styles.empty}>
          <p>{ended ? "종료된 기획전이 없습니다." : "지금 진행 중인 기획전이 없습니다."}</p>
          {ended ? null : (
            <Link to={`${pathname}?status=ended`} className={styles.emptyLink}>
              종료된 기획전 보기
            </Link>
          )}
        </div>
      ) : (
        <EventCardGrid
          events={events.list}
          label={ended ? "종료된 기획전 목록" : "진행중인 기획전 목록"}
          renderedAt={renderedAt}
        />
      )}
      <PaginationNav pagination={events.pagination} />
    </div>
  );
}
