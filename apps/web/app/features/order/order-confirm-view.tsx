import { type OrderPreview, PAYMENT_METHOD_LABELS, paymentMethodSchema } from "@shop/contracts/order";
import { formatWon } from "@shop/core/format/number";
import { formatPhoneNumber } from "@shop/core/format/phone";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert } from "../../components/form/form-fields";
import formStyles from "../../components/form/form-fields.module.css";
import { type FormValues, textOf } from "../../components/form/form-values";
import { useAlert } from "../../components/ui/alert-modal";
import { Spinner } from "../../components/ui/spinner";
import { useCheckoutStep } from "../../lib/checkout-steps";
import styles from "./checkout.module.css";
import type { CheckoutActionData } from "./checkout-action.server";
import {
  BUY_INTENT,
  CHECKOUT_FIELDS,
  PAYMENT_NEEDS_SCRIPT_MESSAGE,
  STEP2_FIELDS,
  shippingMemoOf,
} from "./checkout-form";
import { PinPayBuyForm } from "./checkout-pinpay";
import { OrderBoxes } from "./order-boxes";
import { cashReceiptLabel, fullAddress, type InfoRow, InfoSection } from "./order-info";
import { OrderPriceSummary } from "./order-price-summary";
import { openPaymentWindow } from "./payment-window";

interface OrderConfirmViewProps {
  values: FormValues;
  preview: OrderPreview;
  backHref: string;
  actionData: CheckoutActionData | undefined;
}

function methodLabel(values: FormValues): string {
  const method = paymentMethodSchema.safeParse(textOf(values, CHECKOUT_FIELDS.paymentMethod));
  return method.success ? PAYMENT_METHOD_LABELS[method.data] : "";
}

function confirmRows(values: FormValues) {
  const cash = ["vbank", "bank"].includes(textOf(values, CHECKOUT_FIELDS.paymentMethod));
  const orderer: InfoRow[] = [
    ["주문자", textOf(values, CHECKOUT_FIELDS.ordererName)],
    ["휴대폰번호", formatPhoneNumber(textOf(values, CHECKOUT_FIELDS.ordererPhone))],
    ["이메일", textOf(values, CHECKOUT_FIELDS.ordererEmail)],
  ];
  const receiver: InfoRow[] = [
    ["받는 분", textOf(values, CHECKOUT_FIELDS.receiverName)],
    ["휴대폰번호", formatPhoneNumber(textOf(values, CHECKOUT_FIELDS.receiverPhone))],
    [
      "주소",
      fullAddress({
        postcode: textOf(values, CHECKOUT_FIELDS.receiverPostcode),
        address: textOf(values, CHECKOUT_FIELDS.receiverAddress),
        addressDetail: textOf(values, CHECKOUT_FIELDS.receiverAddressDetail),
      }),
    ],
    ["배송 메모", shippingMemoOf(values)],
    ["배송지 저장", values[CHECKOUT_FIELDS.saveAddress] === true ? "배송지 목록에 저장" : null],
  ];
  const payment: InfoRow[] = [
    ["결제수단", methodLabel(values)],
    [
      "현금영수증",
      cash
        ? cashReceiptLabel({
            type: textOf(values, CHECKOUT_FIELDS.cashReceiptType),
            number: textOf(values, CHECKOUT_FIELDS.cashReceiptNumber),
          })
        : null,
    ],
    ["세금계산서", values[CHECKOUT_FIELDS.taxBill] === true ? "신청" : null],
    ["에스크로", cash && values[CHECKOUT_FIELDS.useEscrow] === true ? "구매안전서비스 이용" : null],
  ];
  return { orderer, receiver, payment };
}

/**
 * /order/step2 (SPEC §2, the confirm step): the order as step 1 left it, read-only, with `save`'s amounts, 이전 and
 * 결제하기. 결제하기 places the order (the page's action calls buy) and opens the payment window with the answer; an
 * order with nothing left to pay goes straight to its page. The window needs script: without it the page says so.
 */
export function OrderConfirmView({ values, preview, backHref, actionData }: OrderConfirmViewProps) {
  const buy = useFetcher<CheckoutActionData>({ key: "checkout-buy" });
  const { alert } = useAlert();
  const [hydrated, setHydrated] = useState(false);
  const [opening, setOpening] = useState(false);
  useEffect(() => setHydrated(true), []);
  useCheckoutStep("confirmOrder");

  const answer = buy.data ?? actionData;
  const payment = buy.data?.payment;
  useEffect(() => {
    if (!payment) return;
    setOpening(true);
    const failed = (message: string) => {
      setOpening(false);
      void alert(message);
    };
    openPaymentWindow(payment, failed).catch((error: Error) => failed(error.message));
  }, [payment, alert]);

  const rows = confirmRows(values);
  // 간편결제 pays with a registered card and the secure keypad instead of the payment window (decision 031).
  const quickPay = textOf(values, CHECKOUT_FIELDS.paymentMethod) === "pinpay" && preview.orderPrice.orderPayAmount > 0;
  const total = preview.orderPrice.orderPayAmount;
  const busy = buy.state !== "idle" || opening;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <FormAlert message={answer?.formError} />
        <section className={styles.section} aria-labelledby="confirm-items">
          <h2 id="confirm-items" className={styles.sectionTitle}>
            주문상품
          </h2>
          <OrderBoxes boxes={preview.boxes} />
        </section>
        <InfoSection id="confirm-orderer" title="주문자 정보" rows={rows.orderer} />
        <InfoSection id="confirm-receiver" title="배송지" rows={rows.receiver} />
        <InfoSection id="confirm-payment" title="결제 정보" rows={rows.payment} />
        {preview.cashReceiptRequired && textOf(values, CHECKOUT_FIELDS.cashReceiptType) === "none" ? (
          <p className={styles.infoNote}>
            10만원 이상 현금 결제는 현금영수증이 자동 발급됩니다. 신청하지 않으셨으므로 국세청
            자진발급번호(010-000-1234)로 발급됩니다.
          </p>
        ) : null}
      </div>
      <aside className={styles.aside} aria-label="최종 결제금액">
        <div className={styles.sticky}>
          <OrderPriceSummary price={preview.orderPrice} title="결제 금액" headingId="confirm-summary-title" />
          {quickPay ? (
            <PinPayBuyForm total={total} backHref={backHref} />
          ) : (
            <buy.Form method="post" className={styles.buttonRow}>
              <CsrfField />
              <input type="hidden" name="intent" value={BUY_INTENT} />
              <input type="hidden" name={STEP2_FIELDS.clientTotal} value={total} />
              <input type="hidden" name={STEP2_FIELDS.scripted} value={hydrated ? "1" : ""} />
              <Link to={backHref} className={styles.backLink}>
                이전
              </Link>
              <button type="submit" className={formStyles.primaryButton} disabled={busy} aria-busy={busy || undefined}>
                {total > 0 ? `${formatWon(total)} 결제하기` : "주문 완료하기"}
              </button>
            </buy.Form>
          )}
          {total > 0 && answer?.formError !== PAYMENT_NEEDS_SCRIPT_MESSAGE ? (
            <noscript>
              <p className={styles.scriptNote}>{PAYMENT_NEEDS_SCRIPT_MESSAGE}</p>
            </noscript>
          ) : null}
          {opening ? <Spinner label="결제창을 여는 중입니다." /> : null}
          <p className={styles.stepNote}>
            {quickPay
              ? "간편결제를 누르고 결제 비밀번호 6자리를 입력하면 결제가 완료됩니다."
              : "결제하기를 누르면 결제창이 열립니다. 결제를 마치면 주문이 완료됩니다."}
          </p>
        </div>
      </aside>
    </div>
  );
}
