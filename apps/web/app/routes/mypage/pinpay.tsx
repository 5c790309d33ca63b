import type { ShouldRevalidateFunctionArgs } from "react-router";
import styles from "../../features/mypage/mypage.module.css";
import { loadPinPayManage, pinPayAction } from "../../features/pinpay/pinpay.server";
import { PinPayManageView } from "../../features/pinpay/pinpay-views";
import { pageMeta } from "../../lib/page-meta";
import { PINPAY_PATHS } from "../../lib/pinpay-links";
import type { Route } from "./+types/pinpay";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPinPayManage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return pinPayAction(request, context, PINPAY_PATHS.mypage);
}

/**
 * A refused post changes quick pay too — a wrong current password is counted and the fifth locks it — so the page
 * reads it again after every post, not only after those that went through (React Router's default skips 4xx).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? true : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "간편결제 관리");

/**
 * /mypage/pinpay (SPEC §2 My page): 간편결제 관리 — cards, the payment password (reset by a code to the member's
 * phone, or the login password when they have one), leaving.
 */
export default function MypagePinPayPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className={styles.page} aria-labelledby="mypage-pinpay-title">
      <h1 id="mypage-pinpay-title" className={styles.title}>
        간편결제 관리
      </h1>
      <PinPayManageView info={loaderData.info} hasPassword={loaderData.hasPassword} answer={actionData} />
    </section>
  );
}
