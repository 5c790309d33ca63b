import { useEffect, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { FormAlert } from "../../components/form/form-fields";
import { type BulkVbankActionData, bulkVbankAction, loadBulkVbank } from "../../features/bulk-vbank/bulk-vbank.server";
import { BulkVbankView } from "../../features/bulk-vbank/bulk-vbank-view";
import styles from "../../features/mypage/mypage.module.css";
import { openPaymentWindow } from "../../features/order/payment-window";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/bulk-vbank";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBulkVbank(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return bulkVbankAction(request, context);
}

/** While the window for a new account opens the page stays as it is; a remove or a refusal reloads the lists. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as BulkVbankActionData | undefined;
  return answer?.payment ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "일괄 가상계좌");

export default function BulkVbankPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as BulkVbankActionData | undefined;
  const [windowError, setWindowError] = useState<string | null>(null);
  // 가상계좌 발급 answered the window's options: open NICEPAY's window (the sandbox's in demo mode), which posts to
  // /api/order/pay and comes back here with ?payment=….
  useEffect(() => {
    if (!answer?.payment) return;
    setWindowError(null);
    openPaymentWindow(answer.payment, setWindowError).catch((error: Error) => setWindowError(error.message));
  }, [answer?.payment]);

  return (
    <section className={styles.page} aria-labelledby="bulk-vbank-title">
      <h1 id="bulk-vbank-title" className={styles.title}>
        일괄 가상계좌
      </h1>
      <p className={styles.lead}>
        사업자 회원은 일괄 가상계좌로 주문한 여러 건을 계좌 하나로 한 번에 결제할 수 있습니다.
      </p>
      {loaderData.kind === "refused" ? (
        <p className={styles.empty}>
          {loaderData.message}
          <Link to="/mypage/order" className={styles.emptyAction}>
            주문 내역 보기
          </Link>
        </p>
      ) : (
        <>
          <FormAlert message={windowError} />
          <BulkVbankView
            list={loaderData.list}
            code={loaderData.code}
            notice={answer?.notice ?? loaderData.notice}
            formError={answer?.formError}
          />
        </>
      )}
    </section>
  );
}
