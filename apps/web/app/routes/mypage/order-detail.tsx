import type { ShouldRevalidateFunctionArgs } from "react-router";
import { loadOrderDocuments } from "../../features/documents/documents.server";
import { OrderDocumentsBar } from "../../features/documents/order-documents-bar";
import { COPY_DONE } from "../../features/item/share";
import { MyOrderDetailView } from "../../features/order/my-order-detail-view";
import { loadCancelPreview, orderCancelAction } from "../../features/order/order-cancel-action.server";
import { CANCEL_INTENTS } from "../../features/order/order-cancel-form";
import { CONFIRM_PURCHASE_INTENT } from "../../features/order/order-confirm";
import { confirmPurchaseAction } from "../../features/order/order-confirm-action.server";
import { loadMyOrder } from "../../features/order/order-page.server";
import { isClaimIntent, loadClaimStart, orderReturnAction } from "../../features/order/order-return-action.server";
import { CLAIM_INTENTS } from "../../features/order/order-return-form";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/order-detail";

/**
 * The member's order, with `?cancel=1` the cancel form's starting refund (every cancellable line), with
 * `?claim=return|exchange` what the return or exchange form offers.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const order = await loadMyOrder(request, context, params);
  const [cancelStart, documents, claimStart] = await Promise.all([
    loadCancelPreview(request, context, order),
    loadOrderDocuments(request, context, order),
    loadClaimStart(request, context, order),
  ]);
  return { order, cancelStart, documents, claimStart };
}

/**
 * 구매확정 (order-confirm-action.server.ts), the return or exchange form (its estimate and the application), or the
 * order cancel form: its refund preview and the cancel.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (typeof intent === "string" && isClaimIntent(intent)) return orderReturnAction(request, context, params);
  if (intent === CONFIRM_PURCHASE_INTENT) {
    await requireUser(request);
    const { session } = await readProtectedForm(request);
    return confirmPurchaseAction(request, context, session, params);
  }
  return orderCancelAction(request, context, params);
}

/** A refund preview or a return estimate (the forms' fetchers) changes nothing the page loaded. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === CANCEL_INTENTS.preview || intent === CLAIM_INTENTS.preview ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "주문 상세");

export default function MyOrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyOrderDetailView
      order={loaderData.order}
      copiedMessage={COPY_DONE}
      cancel={{ start: loaderData.cancelStart, answer: actionData }}
      claim={{ start: loaderData.claimStart, answer: actionData }}
      documents={<OrderDocumentsBar documents={loaderData.documents} />}
    />
  );
}
