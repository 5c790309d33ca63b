import { Link, redirect } from "react-router";
import styles from "../../features/pinpay/pinpay.module.css";
import { loadPinPay, pinPayAction } from "../../features/pinpay/pinpay.server";
import { PinPayEnrolForm } from "../../features/pinpay/pinpay-views";
import { pageMeta } from "../../lib/page-meta";
import { PINPAY_FIELDS, PINPAY_PATHS, safeReturnPath, withReturn } from "../../lib/pinpay-links";
import type { Route } from "./+types/member";

export async function loader({ request, context }: Route.LoaderArgs) {
  const info = await loadPinPay(request, context);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get(PINPAY_FIELDS.returnTo));
  // Enrolled already: the next step is a card.
  if (info.enrolled) throw redirect(withReturn(PINPAY_PATHS.registerCard, returnTo));
  return { returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return pinPayAction(request, context, PINPAY_PATHS.registerCard);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "간편결제 가입");

/** /pinpay/payu/member (SPEC §2 Quick-pay): enrol — the terms, the birth date, the 6-digit payment password. */
export default function PinPayMemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const returnTo = loaderData.returnTo;
  return (
    <section className={styles.page} aria-labelledby="pinpay-member-title">
      <h1 id="pinpay-member-title" className={styles.title}>
        간편결제 가입
      </h1>
      <p className={styles.lead}>
        카드를 한 번 등록해 두면 다음부터는 결제 비밀번호 6자리만으로 빠르게 결제할 수 있습니다.
      </p>
      <PinPayEnrolForm
        answer={actionData}
        returnTo={returnTo ? withReturn(PINPAY_PATHS.registerCard, returnTo) : null}
      />
      <div className={styles.links}>
        <Link to={PINPAY_PATHS.payInfo} className={styles.linkButton}>
          간편결제 안내
        </Link>
      </div>
    </section>
  );
}
