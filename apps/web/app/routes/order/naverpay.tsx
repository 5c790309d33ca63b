import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { NaverPayConfirmView } from "../../features/naverpay/naverpay-confirm-view";
import type { NaverPayActionData } from "../../features/naverpay/naverpay-page";
import { loadNaverPayPage, placeNaverPayOrder } from "../../features/naverpay/naverpay-page.server";
import { NaverPayUnavailable } from "../../features/naverpay/naverpay-unavailable";
import styles from "../../features/order/checkout.module.css";
import { parseCartIds } from "../../features/order/checkout-form";
import { CheckoutHeader } from "../../features/order/checkout-step-list";
import { OrderBoxes } from "../../features/order/order-boxes";
import { OrderPriceSummary } from "../../features/order/order-price-summary";
import { openPaymentWindow } from "../../features/order/payment-window";
import { CART_PATH, checkoutHref } from "../../lib/checkout-links";
import { useCheckoutStep } from "../../lib/checkout-steps";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/naverpay";

// The cart's N pay 구매 (members): the express order to the base address, confirmed on one screen and paid in the
// payment window. The pieces of checkout (boxes, money, the window) are checkout's own, put together here.

function cartIdsOf(request: Request): number[] {
  const cartIds = parseCartIds(new URL(request.url).searchParams.get("cartIds"));
  if (!cartIds) throw redirect(CART_PATH);
  return cartIds;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNaverPayPage(request, context, cartIdsOf(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  return placeNaverPayOrder(request, context, cartIdsOf(request));
}

/** After the order opens its window the page is left; only a refused press (a changed total) reloads it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as NaverPayActionData | undefined;
  return answer?.payment ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "네이버페이 구매");

export default function NaverPayPage({ loaderData, actionData }: Route.ComponentProps) {
  const orderForm = loaderData.kind === "refused" ? CART_PATH : checkoutHref(loaderData.cartIds);
  // The express path has no orderer or payment inputs: it opens the checkout and confirms it on one screen (SPEC §4
  // steps 1 and 4); the order page reports the purchase (5).
  const ready = loaderData.kind === "ready";
  useCheckoutStep("init", ready);
  useCheckoutStep("confirmOrder", ready);
  return (
    <div className={styles.page}>
      <CheckoutHeader title="네이버페이 구매" current={1} />
      {loaderData.kind === "ready" ? (
        <NaverPayConfirmView
          page={loaderData}
          actionData={actionData as NaverPayActionData | undefined}
          checkoutHref={orderForm}
          lines={<OrderBoxes boxes={loaderData.preview.boxes} />}
          summary={
            <OrderPriceSummary
              price={loaderData.preview.orderPrice}
              title="결제 금액"
              headingId="naverpay-summary-title"
              discountsOnlyWhenUsed
            />
          }
          openPaymentWindow={openPaymentWindow}
        />
      ) : (
        <NaverPayUnavailable page={loaderData} checkoutHref={orderForm} />
      )}
    </div>
  );
}
