import styles from "../../features/mypage/mypage.module.css";
import { loadPinPay, pinPayAction } from "../../features/pinpay/pinpay.server";
import { PinPayManageView } from "../../features/pinpay/pinpay-views";
import { pageMeta } from "../../lib/page-meta";
import { PINPAY_PATHS } from "../../lib/pinpay-links";
import type { Route } from "./+types/pinpay";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { info: await loadPinPay(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return pinPayAction(request, context, PINPAY_PATHS.mypage);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "간편결제 관리");

/** /mypage/pinpay (SPEC §2 My page): 간편결제 관리 — cards, the payment password, leaving. */
export default function MypagePinPayPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className={styles.page} aria-labelledby="mypage-pinpay-title">
      <h1 id="mypage-pinpay-title" className={styles.title}>
        간편결제 관리
      </h1>
      <PinPayManageView info={loaderData.info} answer={actionData} />
    </section>
  );
}
