import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { pageQuerySchema } from "@shop/contracts/common";
import { useLocation } from "react-router";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { TabLinks } from "../../components/ui/tab-links";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { RankedItemGrid } from "../../features/event/ranked-item-grid";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/best";

/** The 전체 ranking is paged; a livestock tab shows its top 20 (the most /api/display/group-best gives). */
const PAGE_SIZE = 20;
const GROUP_SIZE = 20;
/** The ranking is a top 100, as shops show it: five pages of 20. */
const MAX_RANK = 100;
const MAX_PAGE = MAX_RANK / PAGE_SIZE;
const ALL = "all";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("livestock") || ALL;
  const page = pageQuerySchema.shape.page.safeParse(url.searchParams.get("page") ?? undefined);
  const loadAll = () =>
    callApi(context, apiEndpoints.bestItems, {
      request,
      query: { page: page.success ? Math.min(page.data, MAX_PAGE) : 1, size: PAGE_SIZE },
    });
  const [groupBest, asAll] = await Promise.all([
    callApi(context, apiEndpoints.groupBest, { request, query: { size: GROUP_SIZE } }),
    asked === ALL ? loadAll() : null,
  ]);
  const tabs = groupBest.groups.map(({ livestock, name }) => ({ livestock, name }));
  const group = asked === ALL ? undefined : groupBest.groups.find((candidate) => candidate.livestock === asked);
  if (group) {
    return { tab: group.livestock, tabs, groupName: group.name, ranking: { list: group.list, pagination: null } };
  }
  // 전체, or a livestock kind without best sellers (a mistyped one in a shared link) shown as 전체.
  const all = asAll ?? (await loadAll());
  const pagination = {
    ...all.pagination,
    totalCount: Math.min(all.pagination.totalCount, MAX_RANK),
    totalPages: Math.min(all.pagination.totalPages, MAX_PAGE),
  };
  return { tab: ALL, tabs, groupName: null, ranking: { list: all.list, pagination } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta(matches, "베스트", { description: "고객님들이 가장 많이 구매한 농협 축산물 베스트 상품 순위" });

export default function BestPage({ loaderData }: Route.ComponentProps) {
  const { tab, tabs, ranking, groupName } = loaderData;
  const { pathname } = useLocation();
  const firstRank = ranking.pagination ? (ranking.pagination.page - 1) * ranking.pagination.size + 1 : 1;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>베스트</h1>
        <p className={styles.lead}>고객님들이 가장 많이 구매한 인기 상품을 만나 보세요.</p>
      </header>
      <TabLinks
        layout="scroll"
        label="축종별 베스트"
        current={tab}
        tabs={[
          { key: ALL, label: "전체", href: pathname },
          ...tabs.map(({ livestock, name }) => ({
            key: livestock,
            label: name,
            href: `${pathname}?${new URLSearchParams({ livestock }).toString()}`,
          })),
        ]}
      />
      <RankedItemGrid
        items={ranking.list}
        label={groupName ? `${groupName} 베스트 순위` : "전체 베스트 순위"}
        firstRank={firstRank}
        eagerCount={4}
      />
      {ranking.pagination ? <PaginationNav pagination={ranking.pagination} /> : null}
    </div>
  );
}
