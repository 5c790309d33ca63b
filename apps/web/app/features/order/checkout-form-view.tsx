import type { CouponOption, OrderPreview, PaymentStep } from "@shop/contracts/order";
import { formatWon } from "@shop/core/format/number";
import {
  type ChangeEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Form, Link, useFetcher } from "react-router";
import type { PickedAddress } from "../../components/address/postcode-search";
import { CsrfField } from "../../components/form/csrf-field";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import formStyles from "../../components/form/form-fields.module.css";
import { type FieldErrors, type FormValues, textOf } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { CART_PATH } from "../../lib/checkout-links";
import { useCheckoutStep } from "../../lib/checkout-steps";
import styles from "./checkout.module.css";
import type { CheckoutActionData } from "./checkout-action.server";
import {
  allPointsFor,
  CHECKOUT_FIELDS,
  CHECKOUT_SPEC,
  emptyReceiverValues,
  MEMO_DIRECT,
  matchingEntry,
  receiverValuesOf,
  STEP1_HIDDEN,
  STEP1_INTENTS,
} from "./checkout-form";
import { CouponFields, PointField } from "./discount-fields";
import { GuestBenefitsNote } from "./guest-benefits-note";
import { GUEST_CHECKOUT_SPEC, GUEST_FIELDS } from "./guest-checkout";
import { GuestOrdererFields } from "./guest-orderer-fields";
import { GuestPrivacyConsent } from "./guest-privacy-consent";
import { OrderBoxes } from "./order-boxes";
import { OrderPriceSummary } from "./order-price-summary";
import { PaymentFields } from "./payment-fields";
import { ReceiverFields } from "./receiver-fields";

export interface CheckoutFormData {
  cartIds: number[];
  step: PaymentStep;
  itemCoupons: CouponOption[];
  shippingCoupons: CouponOption[];
  values: FormValues;
  preview: OrderPreview;
  previewErrors: FieldErrors;
  /** The member's earlier receiver names, most used first: the 받는 분 field's suggestions. */
  receiverNames?: readonly string[];
}

/** A non-member's form (비회원 주문, guest-checkout.ts). */
export interface GuestCheckout {
  /** The phone with its SMS verification: the account feature's block, which the route renders. */
  renderPhone: (errorOf: (name: string) => string | undefined) => ReactNode;
  /** Back from step 2: the proof and the order password are asked again. */
  fromDraft: boolean;
}

type DeliveryEntry = PaymentStep["userDeliveryList"][number];

/** The inputs the page leaves to the browser (no `value` prop): their typing is mirrored into the page's state. */
const UNCONTROLLED_FIELDS: ReadonlySet<string> = new Set([
  CHECKOUT_FIELDS.ordererName,
  CHECKOUT_FIELDS.ordererPhone,
  CHECKOUT_FIELDS.ordererEmail,
  CHECKOUT_FIELDS.receiverName,
  CHECKOUT_FIELDS.receiverPhone,
  CHECKOUT_FIELDS.receiverAddressDetail,
  CHECKOUT_FIELDS.saveAddress,
  CHECKOUT_FIELDS.shippingMemo,
  CHECKOUT_FIELDS.agree,
  GUEST_FIELDS.privacyAgree,
]);

const AGREEMENT_TEXT = "주문 상품의 정보와 가격, 배송 정보를 확인하였으며 구매조건 확인 및 결제진행에 동의합니다.";

function Section({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * The order form of /order/step1 (SPEC §2, §4): 주문상품, 주문자 정보, 배송지, 배송 메모, 쿠폰, 적립금, 결제수단 with
 * 현금영수증 / 세금계산서 / 에스크로, the agreement and the summary. With script, every choice that changes the money
 * (a coupon, points, the address) asks the action for `save`'s amounts at once; without it the side buttons post the
 * form and the page comes back with them. 주문 확인하기 checks everything and moves on to step 2. A non-member
 * (`guest`) verifies the phone and sets an order password instead of using the address book, coupons and points.
 */
export function CheckoutFormView({
  data,
  actionData,
  guest,
}: {
  data: CheckoutFormData;
  actionData: CheckoutActionData | undefined;
  guest?: GuestCheckout | undefined;
}) {
  const { step } = data;
  const member = step.userData.member;
  const formRef = useRef<HTMLFormElement>(null);
  const pricing = useFetcher<CheckoutActionData>({ key: "checkout-pricing" });
  const [hydrated, setHydrated] = useState(false);
  const [values, setValues] = useState<FormValues>(() => ({ ...data.values, ...actionData?.values }));
  const [receiverVersion, setReceiverVersion] = useState(0);
  const [preview, setPreview] = useState<OrderPreview>(() => actionData?.preview ?? data.preview);
  const [pricingTick, setPricingTick] = useState(0);
  const pricedPoints = useRef(textOf(values, CHECKOUT_FIELDS.points));
  const [userStarted, setUserStarted] = useState(false);
  const [paymentStarted, setPaymentStarted] = useState(false);

  useEffect(() => setHydrated(true), []);
  useCheckoutStep("init");
  useCheckoutStep("inputUser", userStarted);
  useCheckoutStep("inputPayment", paymentStarted);

  // A new answer of the page's action (confirm refused, or a side button without script) is the form's truth.
  useEffect(() => {
    if (!actionData) return;
    if (actionData.values) {
      setValues((current) => ({ ...current, ...actionData.values }));
      setReceiverVersion((version) => version + 1);
    }
    if (actionData.preview) setPreview(actionData.preview);
  }, [actionData]);
  useEffect(() => {
    if (pricing.data?.preview) setPreview(pricing.data.preview);
  }, [pricing.data]);

  const serverErrors = actionData?.fieldErrors;
  const { formProps, errorOf } = useLiveValidation(guest ? GUEST_CHECKOUT_SPEC : CHECKOUT_SPEC, serverErrors);
  const previewErrors = pricing.data ? (pricing.data.fieldErrors ?? {}) : data.previewErrors;
  const formError = actionData?.formError ?? pricing.data?.formError;
  const backToCart = actionData?.backToCart ?? pricing.data?.backToCart;

  const submitPricing = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const body = new FormData(form);
    body.set("intent", STEP1_INTENTS.preview);
    pricedPoints.current = textOf(values, CHECKOUT_FIELDS.points);
    void pricing.submit(body, { method: "post" });
  }, [pricing, values]);

  // Asked after the render that shows the new choice, so the posted form holds it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new tick asks again
  useEffect(() => {
    if (pricingTick > 0) submitPricing();
  }, [pricingTick]);
  const reprice = () => setPricingTick((tick) => tick + 1);

  const setValue = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const onFormChange = (event: ChangeEvent<HTMLFormElement>) => {
    formProps.onChange(event);
    const target = event.target as EventTarget;
    if (target instanceof HTMLInputElement && UNCONTROLLED_FIELDS.has(target.name)) {
      setValue(target.name, target.type === "checkbox" ? target.checked : target.value);
    }
  };

  const onPickEntry = (entry: DeliveryEntry) => {
    setValues((current) => ({ ...current, ...receiverValuesOf(entry) }));
    setReceiverVersion((version) => version + 1);
    setUserStarted(true);
    reprice();
  };
  const onNewAddress = () => {
    setValues((current) => ({ ...current, ...emptyReceiverValues(current) }));
    setReceiverVersion((version) => version + 1);
    setUserStarted(true);
  };
  const onPickAddress = (picked: PickedAddress) => {
    setValues((current) => ({
      ...current,
      [CHECKOUT_FIELDS.receiverPostcode]: picked.postcode,
      [CHECKOUT_FIELDS.receiverAddress]: picked.address,
    }));
    setUserStarted(true);
    reprice();
  };
  const onCouponChange = (name: string, value: string) => {
    setValue(name, value);
    reprice();
  };
  const onPointsCommit = () => {
    if (textOf(values, CHECKOUT_FIELDS.points) !== pricedPoints.current) reprice();
  };
  const maxUsable = allPointsFor(preview.orderPrice, step.userData.point, step.config.pointUseRatio);
  const onUseAll = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setValue(CHECKOUT_FIELDS.points, String(maxUsable));
    reprice();
  };
  const onPaymentChange = (name: string, value: string | boolean) => {
    setPaymentStarted(true);
    setValues((current) => {
      const next = { ...current, [name]: value };
      // 소득공제용 starts from the orderer's phone, 지출증빙용 from the company buyer's business number.
      if (name === CHECKOUT_FIELDS.cashReceiptType && textOf(current, CHECKOUT_FIELDS.cashReceiptNumber) === "") {
        if (value === "individual")
          next[CHECKOUT_FIELDS.cashReceiptNumber] = textOf(current, CHECKOUT_FIELDS.ordererPhone);
        if (value === "company") next[CHECKOUT_FIELDS.cashReceiptNumber] = step.userData.businessNumber ?? "";
      }
      return next;
    });
  };

  const selectedEntry = useMemo(() => matchingEntry(values, step.userDeliveryList), [values, step.userDeliveryList]);
  const memoChoice = textOf(values, CHECKOUT_FIELDS.shippingMemoChoice);
  const busy = pricing.state !== "idle";
  const lineCount = preview.boxes.reduce((sum, box) => sum + box.lines.length, 0);

  return (
    <Form
      method="post"
      ref={formRef}
      className={styles.layout}
      {...formProps}
      onChange={onFormChange}
      aria-label="주문서"
    >
      {/* The form's default button, first in the tree: Enter in a field confirms, never picks an address. */}
      <button
        type="submit"
        name="intent"
        value={STEP1_INTENTS.confirm}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      <CsrfField />
      <input type="hidden" name={STEP1_HIDDEN.cartIds} value={data.cartIds.join(",")} />
      <input type="hidden" name={STEP1_HIDDEN.groupCode} value={step.groupCode} />
      <input type="hidden" name={STEP1_HIDDEN.pointBalance} value={step.userData.point} />
      <input type="hidden" name={STEP1_HIDDEN.pointUseRatio} value={step.config.pointUseRatio} />

      <div className={styles.main}>
        {formError ? (
          <div className={styles.alertRow}>
            <FormAlert message={formError} />
            {backToCart ? (
              <Link to={CART_PATH} className={styles.toolLink}>
                장바구니로 돌아가기
              </Link>
            ) : null}
          </div>
        ) : null}

        <Section id="checkout-items" title={`주문상품 (${lineCount}개)`}>
          <OrderBoxes boxes={preview.boxes} />
        </Section>

        <Section id="checkout-orderer" title="주문자 정보">
          {guest ? (
            <div onFocusCapture={() => setUserStarted(true)}>
              <GuestOrdererFields
                values={values}
                errorOf={errorOf}
                phoneField={guest.renderPhone(errorOf)}
                fromDraft={guest.fromDraft}
              />
            </div>
          ) : (
            <div className={styles.fieldGrid} onFocusCapture={() => setUserStarted(true)}>
              <TextField
                label="주문자"
                name={CHECKOUT_FIELDS.ordererName}
                defaultValue={textOf(values, CHECKOUT_FIELDS.ordererName)}
                autoComplete="name"
                maxLength={20}
                requiredMark
                error={errorOf(CHECKOUT_FIELDS.ordererName)}
              />
              <TextField
                label="휴대폰번호"
                name={CHECKOUT_FIELDS.ordererPhone}
                defaultValue={textOf(values, CHECKOUT_FIELDS.ordererPhone)}
                inputMode="numeric"
                autoComplete="tel"
                maxLength={11}
                placeholder="숫자만 입력"
                requiredMark
                error={errorOf(CHECKOUT_FIELDS.ordererPhone)}
              />
              <TextField
                label="이메일"
                name={CHECKOUT_FIELDS.ordererEmail}
                defaultValue={textOf(values, CHECKOUT_FIELDS.ordererEmail)}
                type="email"
                autoComplete="email"
                maxLength={100}
                hint="주문 안내를 보내 드립니다."
                error={errorOf(CHECKOUT_FIELDS.ordererEmail)}
              />
            </div>
          )}
        </Section>

        <Section id="checkout-receiver" title="배송지">
          <div className={styles.stack} onFocusCapture={() => setUserStarted(true)}>
            <ReceiverFields
              member={member}
              book={step.userDeliveryList}
              receiverNames={data.receiverNames ?? []}
              values={values}
              version={receiverVersion}
              selectedId={selectedEntry?.id ?? null}
              errorOf={errorOf}
              postcode={actionData?.postcode}
              onPickEntry={onPickEntry}
              onNewAddress={onNewAddress}
              onPickAddress={onPickAddress}
            />
          </div>
        </Section>

        <Section id="checkout-memo" title="배송 메모">
          <div className={styles.stack}>
            <label className="visually-hidden" htmlFor="checkout-memo-choice">
              배송 메모 선택
            </label>
            <select
              id="checkout-memo-choice"
              name={CHECKOUT_FIELDS.shippingMemoChoice}
              className={`${formStyles.select} ${styles.memoSelect}`}
              value={memoChoice}
              onChange={(event) => setValue(CHECKOUT_FIELDS.shippingMemoChoice, event.target.value)}
            >
              <option value="">배송 메모를 선택해 주세요 (선택)</option>
              {step.shippingMemoList.map((memo) => (
                <option key={memo} value={memo}>
                  {memo}
                </option>
              ))}
              <option value={MEMO_DIRECT}>직접 입력</option>
            </select>
            {memoChoice === MEMO_DIRECT || !hydrated ? (
              <TextField
                label={hydrated ? "배송 메모 직접 입력" : "직접 입력 (직접 입력을 고른 경우)"}
                name={CHECKOUT_FIELDS.shippingMemo}
                defaultValue={textOf(values, CHECKOUT_FIELDS.shippingMemo)}
                maxLength={100}
                placeholder="택배 기사님께 전할 말씀 (100자 이내)"
                error={errorOf(CHECKOUT_FIELDS.shippingMemo)}
              />
            ) : null}
          </div>
        </Section>

        {member ? (
          <Section id="checkout-coupons" title="쿠폰">
            <CouponFields
              boxes={preview.boxes}
              itemCoupons={data.itemCoupons}
              shippingCoupons={data.shippingCoupons}
              values={values}
              error={previewErrors[CHECKOUT_FIELDS.coupons] ?? errorOf(CHECKOUT_FIELDS.coupons)}
              onChange={onCouponChange}
            />
          </Section>
        ) : null}

        {member ? (
          <Section id="checkout-points" title="적립금">
            <PointField
              balance={step.userData.point}
              maxUsable={maxUsable}
              pointUseRatio={step.config.pointUseRatio}
              pointUseUnit={step.config.pointUseUnit}
              value={textOf(values, CHECKOUT_FIELDS.points)}
              error={previewErrors[CHECKOUT_FIELDS.points] ?? errorOf(CHECKOUT_FIELDS.points)}
              onChange={(value) => setValue(CHECKOUT_FIELDS.points, value)}
              onCommit={onPointsCommit}
              onUseAll={onUseAll}
            />
          </Section>
        ) : null}

        {guest ? (
          <Section id="checkout-benefits" title="쿠폰 · 적립금">
            <GuestBenefitsNote />
          </Section>
        ) : null}

        <Section id="checkout-payment" title="결제수단">
          <div className={styles.stack} onFocusCapture={() => setPaymentStarted(true)}>
            <PaymentFields
              step={step}
              values={values}
              payAmount={preview.orderPrice.orderPayAmount}
              hydrated={hydrated}
              errorOf={errorOf}
              onChange={onPaymentChange}
            />
          </div>
        </Section>

        {guest ? (
          <Section id="checkout-guest-privacy" title="비회원 주문 개인정보 수집·이용 동의">
            <GuestPrivacyConsent
              defaultChecked={values[GUEST_FIELDS.privacyAgree] === true}
              error={errorOf(GUEST_FIELDS.privacyAgree)}
            />
          </Section>
        ) : null}
      </div>

      <aside className={styles.aside} aria-label="결제 예정 금액">
        <div className={styles.sticky}>
          <OrderPriceSummary
            price={preview.orderPrice}
            title="결제 예정 금액"
            busy={busy}
            headingId="checkout-summary-title"
            discountsOnlyWhenUsed={guest !== undefined}
          >
            {!hydrated ? (
              <button
                type="submit"
                name="intent"
                value={STEP1_INTENTS.preview}
                formNoValidate
                className={styles.recalcButton}
              >
                할인·배송비 다시 계산
              </button>
            ) : null}
          </OrderPriceSummary>
          <div className={styles.agreement}>
            <CheckboxField
              name={CHECKOUT_FIELDS.agree}
              defaultChecked={values[CHECKOUT_FIELDS.agree] === true}
              error={errorOf(CHECKOUT_FIELDS.agree)}
            >
              {AGREEMENT_TEXT}
              <span className={styles.requiredNote}> (필수)</span>
            </CheckboxField>
          </div>
          <SubmitButton name="intent" value={STEP1_INTENTS.confirm}>
            {formatWon(preview.orderPrice.orderPayAmount)} 주문 확인하기
          </SubmitButton>
          <p className={styles.stepNote}>다음 화면에서 주문 내용을 확인한 뒤 결제합니다.</p>
        </div>
      </aside>
    </Form>
  );
}
