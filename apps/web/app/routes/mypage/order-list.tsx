import { PaginationNav } from "../../components/ui/pagination-nav";
import { MyOrderList, OrderPeriodFilter, OrderStatusTabs } from "../../features/order/my-order-list";
import { loadMyOrders } from "../../features/order/my-orders.server";
import styles from "../../features/order/order-pages.module.css";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/order-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyOrders(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "주문/배송 조회");

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const { filters, orders } = loaderData;
  return (
    <section className={styles.myOrders} aria-labelledby="my-orders-title">
      <h1 id="my-orders-title" className={styles.pageTitle}>
        주문/배송 조회
      </h1>
      <OrderPeriodFilter filters={filters} />
      <OrderStatusTabs filters={filters} statusCounts={orders.statusCounts} />
      <MyOrderList list={orders.list} />
      <PaginationNav pagination={orders.pagination} />
    </section>
  );
}
