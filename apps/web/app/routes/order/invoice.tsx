import { COPY_DONE } from "../../features/item/share";
import { OrderCompleteView } from "../../features/order/order-complete-view";
import { loadInvoice } from "../../features/order/order-page.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/invoice";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadInvoice(request, context, params.id) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "주문 완료");

export default function OrderInvoicePage({ loaderData }: Route.ComponentProps) {
  return <OrderCompleteView order={loaderData.order} copiedMessage={COPY_DONE} />;
}
