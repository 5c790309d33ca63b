import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import styles from "../../features/order/checkout.module.css";
import type { CheckoutActionData } from "../../features/order/checkout-action.server";
import { CheckoutHeader } from "../../features/order/checkout-step-list";
import { loadStep2, step2Action } from "../../features/order/checkout-step2.server";
import { OrderConfirmView } from "../../features/order/order-confirm-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/step2";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStep2(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return step2Action(request, context);
}

/** After a placed order opens its window the page is left; only a refused 결제하기 (a changed total) reloads it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as CheckoutActionData | undefined;
  return answer?.payment ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "주문 확인");

export default function CheckoutStep2Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <CheckoutHeader title="주문 확인" current={1} />
      {loaderData.kind === "refused" ? (
        <div className={styles.refused}>
          <p>{loaderData.message}</p>
          <p>주문서로 돌아가 선택을 바꿔 주세요.</p>
          <div className={styles.refusedActions}>
            <Link to={loaderData.backHref} className={styles.refusedLink}>
              주문서로 돌아가기
            </Link>
          </div>
        </div>
      ) : (
        <OrderConfirmView
          values={loaderData.draft.values}
          preview={loaderData.preview}
          backHref={loaderData.backHref}
          actionData={actionData as CheckoutActionData | undefined}
        />
      )}
    </div>
  );
}
