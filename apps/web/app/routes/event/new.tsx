import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { pageQuerySchema } from "@shop/contracts/common";
import { formatNumber } from "@shop/core/format/number";
import { ItemGrid } from "../../components/catalog/item-grid";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/new";

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageQuerySchema.shape.page.safeParse(new URL(request.url).searchParams.get("page") ?? undefined);
  // A mistyped page number in a shared link shows the first page rather than an error.
  const newest = await callApi(context, apiEndpoints.newItems, {
    request,
    query: { page: page.success ? page.data : 1, size: PAGE_SIZE },
  });
  return { newest };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta(matches, "신상품", { description: "농협 축산물 도매몰에 새로 들어온 상품을 가장 먼저 만나 보세요." });

export default function NewItemsPage({ loaderData }: Route.ComponentProps) {
  const { newest } = loaderData;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>신상품</h1>
        <p className={styles.lead}>{newest.block.subTitle || "새로 들어온 상품을 가장 먼저 만나 보세요."}</p>
      </header>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          전체 <strong>{formatNumber(newest.pagination.totalCount)}</strong>개
        </p>
      </div>
      <ItemGrid items={newest.list} eagerCount={4} />
      <PaginationNav pagination={newest.pagination} />
    </div>
  );
}
