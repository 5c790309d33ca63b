import { COPY_DONE } from "../../features/item/share";
import { MyOrderDetailView } from "../../features/order/my-order-detail-view";
import { loadMyOrder } from "../../features/order/order-page.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/order-detail";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadMyOrder(request, context, params) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "주문 상세");

export default function MyOrderDetailPage({ loaderData }: Route.ComponentProps) {
  return <MyOrderDetailView order={loaderData.order} copiedMessage={COPY_DONE} />;
}
