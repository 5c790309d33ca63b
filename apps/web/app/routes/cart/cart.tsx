import { cartPageAction, loadCartPage } from "../../features/cart/cart-page.server";
import { CartPageView } from "../../features/cart/cart-page-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/cart";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCartPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "장바구니");

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartPageView
      cart={loaderData.cart}
      paymentAlert={loaderData.paymentAlert}
      notes={loaderData.notes}
      actionData={actionData}
    />
  );
}
