import { Link, redirect } from "react-router";
import styles from "../../features/pinpay/pinpay.module.css";
import { loadPinPay, pinPayAction } from "../../features/pinpay/pinpay.server";
import { PinPayCardForm, PinPayStatus } from "../../features/pinpay/pinpay-views";
import { pageMeta } from "../../lib/page-meta";
import { PINPAY_FIELDS, PINPAY_PATHS, safeReturnPath, withReturn } from "../../lib/pinpay-links";
import type { Route } from "./+types/nicepay-pinpay";

export async function loader({ request, context }: Route.LoaderArgs) {
  const info = await loadPinPay(request, context);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get(PINPAY_FIELDS.returnTo));
  // A card needs an enrolment first (its payment password).
  if (!info.enrolled) throw redirect(withReturn(PINPAY_PATHS.enrol, returnTo));
  return { info, returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return pinPayAction(request, context, PINPAY_PATHS.payMethod);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "간편결제 카드 등록");

/** /pinpay/payu/nicepay-pinpay (SPEC §2 Quick-pay): a card registered through NICEPAY's billing key (빌키발급). */
export default function PinPayRegisterCardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { info, returnTo } = loaderData;
  const full = info.cards.length >= info.maxCards;
  return (
    <section className={styles.page} aria-labelledby="pinpay-card-title">
      <h1 id="pinpay-card-title" className={styles.title}>
        결제 카드 등록
      </h1>
      <PinPayStatus info={info} />
      {full ? (
        <p className={styles.warning}>
          카드는 최대 {info.maxCards}장까지 등록할 수 있습니다. 사용하지 않는 카드를 삭제해 주세요.
        </p>
      ) : (
        <PinPayCardForm answer={actionData} birthDate={info.birthDate} returnTo={returnTo} />
      )}
      <div className={styles.links}>
        <Link to={returnTo ?? PINPAY_PATHS.payMethod} className={styles.linkButton}>
          {returnTo ? "돌아가기" : "등록 카드 관리"}
        </Link>
      </div>
    </section>
  );
}
