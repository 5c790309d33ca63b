import { Link } from "react-router";
import styles from "../../features/pinpay/pinpay.module.css";
import { loadPinPay, pinPayAction } from "../../features/pinpay/pinpay.server";
import { PinPayCardList, PinPayLockedNotice, PinPayStatus } from "../../features/pinpay/pinpay-views";
import { pageMeta } from "../../lib/page-meta";
import { PINPAY_PATHS } from "../../lib/pinpay-links";
import type { Route } from "./+types/pay-method";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { info: await loadPinPay(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return pinPayAction(request, context, PINPAY_PATHS.payMethod);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "간편결제 결제수단");

/**
 * /pinpay/payu/pay-method (SPEC §2 Quick-pay): the registered cards to pay with, a card removed or added. Checkout's
 * 간편결제 reads this page's data for its card list.
 */
export default function PinPayPayMethodPage({ loaderData, actionData }: Route.ComponentProps) {
  const { info } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="pinpay-method-title">
      <h1 id="pinpay-method-title" className={styles.title}>
        간편결제 카드 관리
      </h1>
      {info.enrolled ? (
        <>
          <PinPayStatus info={info} />
          <PinPayLockedNotice info={info} />
          {actionData?.formError ? <p className={styles.warning}>{actionData.formError}</p> : null}
          <PinPayCardList info={info} />
          <div className={styles.links}>
            {info.cards.length < info.maxCards ? (
              <Link to={PINPAY_PATHS.registerCard} className={styles.linkButtonPrimary}>
                + 카드 등록
              </Link>
            ) : null}
            <Link to={PINPAY_PATHS.mypage} className={styles.linkButton}>
              간편결제 관리
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.empty}>간편결제에 가입하면 카드를 등록할 수 있습니다.</p>
          <div className={styles.links}>
            <Link to={PINPAY_PATHS.enrol} className={styles.linkButtonPrimary}>
              간편결제 가입하기
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
