import type { PrivateOrderActionData } from "../../features/designated-order/private-order.server";
import { loadPrivateOrder, privateOrderAction } from "../../features/designated-order/private-order.server";
import { PrivateOrderRefusedView, PrivateOrderView } from "../../features/designated-order/private-order-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/private-order";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPrivateOrder(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return privateOrderAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "지정거래 주문");

export default function PrivateOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "refused") return <PrivateOrderRefusedView message={loaderData.message} />;
  return <PrivateOrderView data={loaderData} actionData={actionData as PrivateOrderActionData | undefined} />;
}
