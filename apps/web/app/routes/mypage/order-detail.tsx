import type { ShouldRevalidateFunctionArgs } from "react-router";
import { COPY_DONE } from "../../features/item/share";
import { MyOrderDetailView } from "../../features/order/my-order-detail-view";
import { loadCancelPreview, orderCancelAction } from "../../features/order/order-cancel-action.server";
import { CANCEL_INTENTS } from "../../features/order/order-cancel-form";
import { CONFIRM_PURCHASE_INTENT } from "../../features/order/order-confirm";
import { confirmPurchaseAction } from "../../features/order/order-confirm-action.server";
import { loadMyOrder } from "../../features/order/order-page.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/order-detail";

/** The member's order, and with `?cancel=1` the cancel form's starting refund (every cancellable line). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const order = await loadMyOrder(request, context, params);
  return { order, cancelStart: await loadCancelPreview(request, context, order) };
}

/** 구매확정 (order-confirm-action.server.ts), or the order cancel form: its refund preview and the cancel. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === CONFIRM_PURCHASE_INTENT) {
    await requireUser(request);
    const { session } = await readProtectedForm(request);
    return confirmPurchaseAction(request, context, session, params);
  }
  return orderCancelAction(request, context, params);
}

/** A refund preview (the cancel form's fetcher) changes nothing the page loaded. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === CANCEL_INTENTS.preview ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "주문 상세");

export default function MyOrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyOrderDetailView
      order={loaderData.order}
      copiedMessage={COPY_DONE}
      cancel={{ start: loaderData.cancelStart, answer: actionData }}
    />
  );
}
