import type { PaymentRequest } from "@shop/contracts/order";
import { formatWon } from "@shop/core/format/number";
import { formatPhoneNumber } from "@shop/core/format/phone";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert } from "../../components/form/form-fields";
import { useAlert } from "../../components/ui/alert-modal";
import { Spinner } from "../../components/ui/spinner";
import { CART_PATH } from "../../lib/checkout-links";
import styles from "./naverpay.module.css";
import {
  NAVERPAY_FIELDS,
  NAVERPAY_INTENT,
  NAVERPAY_NEEDS_SCRIPT_MESSAGE,
  type NaverPayActionData,
} from "./naverpay-page";
import type { NaverPayPageData } from "./naverpay-page.server";

interface NaverPayConfirmViewProps {
  page: Extract<NaverPayPageData, { kind: "ready" }>;
  actionData: NaverPayActionData | undefined;
  /** The order form with the same lines: another address, coupons, points or another method. */
  checkoutHref: string;
  /** The order's boxes and lines, as checkout shows them. */
  lines: ReactNode;
  /** The order's money, as checkout shows it. */
  summary: ReactNode;
  /** Opens the payment window (checkout's, NICEPAY's script): rejects with the message when it cannot load. */
  openPaymentWindow: (payment: PaymentRequest, onError: (message: string) => void) => Promise<void>;
}

/** Naver Pay's own button look, drawn in text: the N pay mark in white on Naver's green (the words say the rest). */
function NaverPayMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      <span className={styles.markN}>N</span>
      <span className={styles.markPay}>pay</span>
    </span>
  );
}

/**
 * /order/naverpay (the cart's N pay 구매): one screen — the base address the order goes to (with 배송지 변경 to the
 * order form), the lines, the amount, and 네이버페이로 결제하기, which places the order and opens the payment window
 * as /order/step2 does.
 */
export function NaverPayConfirmView({
  page,
  actionData,
  checkoutHref,
  lines,
  summary,
  openPaymentWindow,
}: NaverPayConfirmViewProps) {
  const pay = useFetcher<NaverPayActionData>({ key: "naverpay-buy" });
  const { alert } = useAlert();
  const [hydrated, setHydrated] = useState(false);
  const [opening, setOpening] = useState(false);
  useEffect(() => setHydrated(true), []);

  const answer = pay.data ?? actionData;
  const payment = pay.data?.payment;
  useEffect(() => {
    if (!payment) return;
    setOpening(true);
    const failed = (message: string) => {
      setOpening(false);
      void alert(message);
    };
    openPaymentWindow(payment, failed).catch((error: Error) => failed(error.message));
  }, [payment, alert, openPaymentWindow]);

  const { address, orderer } = page;
  const total = page.preview.orderPrice.orderPayAmount;
  const busy = pay.state !== "idle" || opening;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <FormAlert message={answer?.formError} />
        {answer?.backToCart ? (
          <Link to={CART_PATH} className={styles.textLink}>
            장바구니에서 확인하기
          </Link>
        ) : null}
        <section className={styles.section} aria-labelledby="naverpay-address">
          <div className={styles.sectionHead}>
            <h2 id="naverpay-address" className={styles.sectionTitle}>
              배송지
            </h2>
            <Link to={checkoutHref} className={styles.changeLink}>
              배송지 변경
            </Link>
          </div>
          <div className={styles.addressCard}>
            <p className={styles.addressTitle}>
              {address.title}
              <span className={styles.baseBadge}>기본배송지</span>
            </p>
            <dl className={styles.rows}>
              <div>
                <dt>받는 분</dt>
                <dd>{address.receiverName}</dd>
              </div>
              <div>
                <dt>연락처</dt>
                <dd>{formatPhoneNumber(address.receiverPhone)}</dd>
              </div>
              <div>
                <dt>주소</dt>
                <dd>
                  [{address.postcode}] {address.address}
                  {address.addressDetail ? ` ${address.addressDetail}` : ""}
                </dd>
              </div>
            </dl>
          </div>
          <p className={styles.orderer}>
            주문자 {orderer.name} · {formatPhoneNumber(orderer.phone)}
          </p>
        </section>
        <section className={styles.section} aria-labelledby="naverpay-items">
          <h2 id="naverpay-items" className={styles.sectionTitle}>
            주문상품
          </h2>
          {lines}
        </section>
      </div>
      <aside className={styles.aside} aria-label="네이버페이 결제">
        <div className={styles.sticky}>
          {summary}
          <pay.Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value={NAVERPAY_INTENT} />
            <input type="hidden" name={NAVERPAY_FIELDS.clientTotal} value={total} />
            <input type="hidden" name={NAVERPAY_FIELDS.groupCode} value={page.groupCode} />
            <input type="hidden" name={NAVERPAY_FIELDS.scripted} value={hydrated ? "1" : ""} />
            <button type="submit" className={styles.payButton} disabled={busy} aria-busy={busy || undefined}>
              <NaverPayMark />
              <span>{formatWon(total)} 네이버페이로 결제하기</span>
            </button>
          </pay.Form>
          {answer?.formError !== NAVERPAY_NEEDS_SCRIPT_MESSAGE ? (
            <noscript>
              <p className={styles.scriptNote}>{NAVERPAY_NEEDS_SCRIPT_MESSAGE}</p>
            </noscript>
          ) : null}
          {opening ? <Spinner label="네이버페이 결제창을 여는 중입니다." /> : null}
          <p className={styles.note}>
            쿠폰·적립금 사용이나 다른 결제수단은{" "}
            <Link to={checkoutHref} className={styles.textLink}>
              주문서
            </Link>
            에서 선택하실 수 있어요.
          </p>
          <Link to={CART_PATH} className={styles.backLink}>
            장바구니로 돌아가기
          </Link>
        </div>
      </aside>
    </div>
  );
}
