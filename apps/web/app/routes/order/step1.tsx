import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { PhoneVerification } from "../../features/account/phone-verification";
import { handlePhoneIntent, isPhoneIntent, phoneStateFromForm } from "../../features/account/phone-verification.server";
import styles from "../../features/order/checkout.module.css";
import { checkoutTitle } from "../../features/order/checkout-form";
import { CheckoutFormView } from "../../features/order/checkout-form-view";
import { CheckoutHeader } from "../../features/order/checkout-step-list";
import { loadStep1, step1Action } from "../../features/order/checkout-step1.server";
import { GUEST_FIELDS } from "../../features/order/guest-checkout";
import { GuestOrderChoice } from "../../features/order/guest-order-choice";
import { CART_PATH } from "../../lib/checkout-links";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/step1";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStep1(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  // A non-member's phone is proved as join proves it (purpose ORDER): the account feature's block and its answers.
  return step1Action(request, context, {
    answer: (intent, form) =>
      isPhoneIntent(intent) ? handlePhoneIntent(intent, form, request, context, "ORDER") : null,
    stateOf: phoneStateFromForm,
  });
}

/**
 * The page's own posts (the summary's money, the postcode search, a picked address) change nothing it loaded: the
 * order base data is not asked again (its groupCode stays the checkout's).
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST" && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.kind === "choice" ? "주문 방법 선택" : "주문서 작성");

export default function CheckoutStep1Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "refused") {
    return (
      <div className={styles.refused}>
        <h1 className={styles.pageTitle}>주문서를 열 수 없습니다</h1>
        <p>{loaderData.message}</p>
        <p>장바구니에서 주문할 상품을 다시 선택해 주세요.</p>
        <div className={styles.refusedActions}>
          <Link to={CART_PATH} className={styles.refusedLink}>
            장바구니로 가기
          </Link>
        </div>
      </div>
    );
  }
  if (loaderData.kind === "choice") {
    return (
      <div className={styles.page}>
        <CheckoutHeader title="주문 방법 선택" current={1} />
        <GuestOrderChoice lineCount={loaderData.lineCount} guestHref={loaderData.guestHref} />
      </div>
    );
  }
  const answer = actionData;
  const { guest } = loaderData;
  return (
    <div className={styles.page}>
      <CheckoutHeader title={checkoutTitle(loaderData.step.orderKind, guest !== null)} current={1} />
      <CheckoutFormView
        data={loaderData}
        actionData={answer}
        guest={
          guest
            ? {
                fromDraft: loaderData.fromDraft,
                renderPhone: (errorOf) => (
                  <PhoneVerification
                    state={answer?.phone}
                    defaultPhone={guest.phoneNumber}
                    phoneError={errorOf(GUEST_FIELDS.phone)}
                    verificationError={errorOf(GUEST_FIELDS.phoneProof)}
                  />
                ),
              }
            : undefined
        }
      />
    </div>
  );
}
