import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { pageQuerySchema } from "@shop/contracts/common";
import { formatNumber } from "@shop/core/format/number";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { DesignatedGuide, DesignatedItemGrid } from "../../features/event/designated-items";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/designated-list";

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageQuerySchema.shape.page.safeParse(new URL(request.url).searchParams.get("page") ?? undefined);
  const designated = await callApi(context, apiEndpoints.designatedTrade, {
    request,
    query: { page: page.success ? page.data : 1, size: PAGE_SIZE },
  });
  return { designated };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentPageMeta(matches, "지정거래", { description: loaderData?.designated.info.description });

export default function DesignatedListPage({ loaderData }: Route.ComponentProps) {
  const { info, list, pagination } = loaderData.designated;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>지정거래</h1>
        <p className={styles.lead}>{info.subTitle || "사업자 회원을 위한 대량 주문 전용 거래"}</p>
        {info.description ? <p className={styles.lead}>{info.description}</p> : null}
      </header>
      <DesignatedGuide info={info} />
      <section aria-labelledby="designated-items">
        <div className={styles.toolbar}>
          <h2 id="designated-items" className={styles.sectionTitle}>
            지정거래 상품
          </h2>
          <p className={styles.count}>
            전체 <strong>{formatNumber(pagination.totalCount)}</strong>개
          </p>
        </div>
        <DesignatedItemGrid items={list} />
        <PaginationNav pagination={pagination} />
      </section>
    </div>
  );
}
