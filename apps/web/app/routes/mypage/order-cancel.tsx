import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { MyClaimList } from "../../features/order/my-claim-list";
import styles from "../../features/order/order-pages.module.css";
import { callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { pageParam } from "../../lib/page-param";
import type { Route } from "./+types/order-cancel";

/** /mypage/order-cancel (members; anonymous → login): GET /api/order/cancel-apply for the page in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  const query = { page: pageParam(new URL(request.url).searchParams), size: 10 };
  return { claims: await callApi(context, apiEndpoints.orderCancelList, { request, query }) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "취소/반품 조회");

export default function MyClaimsPage({ loaderData }: Route.ComponentProps) {
  const { claims } = loaderData;
  return (
    <section className={styles.myOrders} aria-labelledby="my-claims-title">
      <h1 id="my-claims-title" className={styles.pageTitle}>
        취소/반품 조회
      </h1>
      <MyClaimList list={claims.list} />
      <PaginationNav pagination={claims.pagination} />
    </section>
  );
}
