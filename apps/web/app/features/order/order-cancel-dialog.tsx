import type { OrderDetail, OrderLine } from "@shop/contracts/order";
import {
  CANCEL_LINES_MESSAGE,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type RefundAmount,
} from "@shop/contracts/order-cancel";
import { formatWon } from "@shop/core/format/number";
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert, TextField } from "../../components/form/form-fields";
import formStyles from "../../components/form/form-fields.module.css";
import { textOf } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { Modal } from "../../components/ui/modal";
import { useRootData } from "../../lib/use-root-data";
import styles from "./order-cancel.module.css";
import type { CancelPreview, OrderCancelActionData } from "./order-cancel-action.server";
import {
  CANCEL_FIELDS,
  CANCEL_INTENTS,
  CANCEL_PARAM,
  cancellableLines,
  cancelSpecOf,
  previewMatches,
  REASON_DETAIL_MAX,
} from "./order-cancel-form";
import { AmountRow, ReasonDetailField, RefundBankSelect } from "./order-claim-fields";

/** The cancel form's data on the order page: its starting preview while open (`?cancel=1`), the action's answer. */
export interface OrderCancelState {
  start: CancelPreview | null;
  answer: OrderCancelActionData | undefined;
}

/** 주문 취소: a link to the order with the cancel form open, so it works the same with and without script. */
export function OrderCancelButton() {
  return (
    <Link to={`?${CANCEL_PARAM}=1`} className={styles.openButton} preventScrollReset>
      주문 취소
    </Link>
  );
}

/**
 * The order cancel form (POST /api/order/cancel through the page's action): the lines that can still be cancelled,
 * ticked; the reason; a refund account for a paid virtual account; what the ticked lines give back
 * (POST /api/order/refund-amount, asked again by a fetcher on every tick); 취소하기. With script it is the shop's modal;
 * without, a section of the page whose 환불 금액 다시 계산 posts the form for a new preview.
 */
export function OrderCancelDialog({ order, state }: { order: OrderDetail; state: OrderCancelState }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!state.start || !order.cancel.available) return null;
  // Mounted while open only: every opening starts from the page's own preview and every line ticked.
  return <CancelPanel order={order} start={state.start} answer={state.answer} scripted={hydrated} />;
}

interface CancelPanelProps {
  order: OrderDetail;
  start: CancelPreview;
  answer: OrderCancelActionData | undefined;
  scripted: boolean;
}

function idsOf(lines: readonly OrderLine[]): number[] {
  return lines.flatMap((line) => (line.orderItemId === null ? [] : [line.orderItemId]));
}

function CancelPanel({ order, start, answer, scripted }: CancelPanelProps) {
  const { wholeOnly, refundAccountRequired } = order.cancel;
  const lines = cancellableLines(order);
  const allIds = idsOf(lines);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { csrf } = useRootData();
  const pricing = useFetcher<OrderCancelActionData>();
  const [ticked, setTicked] = useState<number[]>(() =>
    wholeOnly ? allIds : (answer?.orderItemIds?.filter((id) => allIds.includes(id)) ?? allIds),
  );
  const spec = cancelSpecOf(refundAccountRequired);
  const { formProps, errorOf } = useLiveValidation(spec, answer?.fieldErrors);
  const values = answer?.values ?? {};

  const close = useCallback(() => {
    void navigate(pathname, { replace: true, preventScrollReset: true });
  }, [navigate, pathname]);

  const askPreview = (ids: readonly number[]) => {
    const body = new FormData();
    if (csrf) body.set("csrf", csrf);
    body.set("intent", CANCEL_INTENTS.preview);
    for (const id of ids) body.append(CANCEL_FIELDS.orderItemIds, String(id));
    void pricing.submit(body, { method: "post" });
  };
  const onTick = (event: ChangeEvent<HTMLInputElement>) => {
    const id = Number(event.currentTarget.value);
    const { checked } = event.currentTarget;
    const next = allIds.filter((each) => (each === id ? checked : ticked.includes(each)));
    setTicked(next);
    if (next.length > 0) askPreview(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const confirming = !(submitter instanceof HTMLButtonElement && submitter.formNoValidate);
    if (confirming && ticked.length === 0) {
      event.preventDefault();
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${CANCEL_FIELDS.orderItemIds}"]`)?.focus();
      return;
    }
    formProps.onSubmit(event);
  };

  // The newest answer about exactly the ticked lines: the fetcher's, the action's (a page without script), the page's.
  const preview =
    [pricing.data?.preview, answer?.preview, start.preview].find(
      (candidate): candidate is RefundAmount =>
        candidate !== undefined && candidate !== null && previewMatches(candidate.orderItemIds, ticked),
    ) ?? null;
  const pricingBusy = pricing.state !== "idle";
  let previewNote: string | null = null;
  if (ticked.length === 0) previewNote = CANCEL_LINES_MESSAGE;
  else if (!preview && pricingBusy) previewNote = "환불 금액을 계산하고 있습니다.";
  else if (!preview) {
    previewNote =
      pricing.data?.formError ??
      start.error ??
      (scripted
        ? "환불 금액을 확인하지 못했습니다. 잠시 후 다시 시도해 주세요."
        : "선택한 상품이 바뀌었다면 환불 금액 다시 계산을 눌러 확인해 주세요.");
  }
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === CANCEL_INTENTS.confirm;
  // The action's refusals (of the cancel, or of a preview posted without script) above the buttons, unless the refund
  // block already says the same; the preview fetcher's show in the refund block only.
  const formError = answer?.formError === previewNote ? undefined : answer?.formError;

  const confirmButton = (
    <button
      type="submit"
      form={formId}
      name="intent"
      value={CANCEL_INTENTS.confirm}
      className={formStyles.primaryButton}
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      취소하기
    </button>
  );

  const form = (
    <Form
      method="post"
      id={formId}
      ref={formRef}
      className={styles.form}
      aria-label="주문 취소"
      {...formProps}
      onSubmit={onSubmit}
    >
      {/* First in the form: Enter in a field confirms, never recomputes. */}
      <button
        type="submit"
        name="intent"
        value={CANCEL_INTENTS.confirm}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      <CsrfField />
      {refundAccountRequired ? <input type="hidden" name={CANCEL_FIELDS.withRefundAccount} value="1" /> : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>취소할 상품</legend>
        {wholeOnly ? (
          <p className={styles.note}>
            입금 전인 가상계좌 주문은 주문 전체만 취소할 수 있어 모든 상품이 선택되어 있습니다.
          </p>
        ) : null}
        <ul className={styles.lines}>
          {lines.map((line) => (
            <CancelLine
              key={line.orderItemId}
              line={line}
              checked={line.orderItemId !== null && ticked.includes(line.orderItemId)}
              fixed={wholeOnly}
              onChange={onTick}
            />
          ))}
        </ul>
        {/* Disabled boxes post nothing: the whole order's lines go as hidden fields. */}
        {wholeOnly
          ? allIds.map((id) => <input key={id} type="hidden" name={CANCEL_FIELDS.orderItemIds} value={id} />)
          : null}
      </fieldset>

      <RefundSummary preview={preview} note={previewNote} busy={pricingBusy}>
        {scripted ? null : (
          <button
            type="submit"
            name="intent"
            value={CANCEL_INTENTS.preview}
            formNoValidate
            className={styles.recomputeButton}
          >
            환불 금액 다시 계산
          </button>
        )}
      </RefundSummary>

      <ReasonFields
        reason={textOf(values, CANCEL_FIELDS.reason)}
        detail={textOf(values, CANCEL_FIELDS.reasonDetail)}
        errorOf={errorOf}
      />

      {refundAccountRequired ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>환불 계좌</legend>
          <p className={styles.note}>
            가상계좌로 입금하신 금액은 아래 계좌로 돌려드립니다. 본인 명의 계좌를 입력해 주세요.
          </p>
          <RefundBankSelect
            name={CANCEL_FIELDS.bankCode}
            value={textOf(values, CANCEL_FIELDS.bankCode)}
            error={errorOf(CANCEL_FIELDS.bankCode)}
          />
          <TextField
            label="계좌번호"
            name={CANCEL_FIELDS.accountNumber}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            placeholder="'-' 없이 숫자만 입력해 주세요"
            defaultValue={textOf(values, CANCEL_FIELDS.accountNumber)}
            requiredMark
            error={errorOf(CANCEL_FIELDS.accountNumber)}
          />
          <TextField
            label="예금주"
            name={CANCEL_FIELDS.holder}
            autoComplete="off"
            maxLength={10}
            defaultValue={textOf(values, CANCEL_FIELDS.holder)}
            requiredMark
            error={errorOf(CANCEL_FIELDS.holder)}
          />
        </fieldset>
      ) : null}

      <FormAlert message={formError} />
      {scripted ? null : (
        <div className={styles.actions}>
          <Link to={pathname} className={formStyles.secondaryButton} preventScrollReset>
            닫기
          </Link>
          {confirmButton}
        </div>
      )}
    </Form>
  );

  if (!scripted) {
    return (
      <section className={styles.inlinePanel}>
        <h2 className={styles.inlineTitle}>주문 취소</h2>
        {form}
      </section>
    );
  }
  return (
    <Modal
      open
      title="주문 취소"
      onClose={close}
      size="md"
      footer={
        <div className={styles.actions}>
          <button type="button" className={formStyles.secondaryButton} onClick={close}>
            닫기
          </button>
          {confirmButton}
        </div>
      }
    >
      {form}
    </Modal>
  );
}

function CancelLine({
  line,
  checked,
  fixed,
  onChange,
}: {
  line: OrderLine;
  checked: boolean;
  fixed: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <li>
      <label className={fixed ? `${styles.line} ${styles.lineFixed}` : styles.line}>
        <input
          type="checkbox"
          className={styles.lineCheck}
          name={fixed ? undefined : CANCEL_FIELDS.orderItemIds}
          value={line.orderItemId ?? ""}
          checked={checked}
          disabled={fixed}
          onChange={onChange}
        />
        <span className={styles.lineThumb}>
          {line.imageSrc ? <img src={line.imageSrc} alt="" width={56} height={56} loading="lazy" /> : null}
        </span>
        <span className={styles.lineText}>
          <span className={styles.lineName}>{line.itemName}</span>
          <span className={styles.lineMeta}>
            {line.optionName ? `${line.optionName} · ` : ""}
            {line.quantity}개
          </span>
        </span>
        <span className={styles.lineAmount}>{formatWon(line.amount - line.couponDiscount)}</span>
      </label>
    </li>
  );
}

function ReasonFields({
  reason,
  detail,
  errorOf,
}: {
  reason: string;
  detail: string;
  errorOf: (name: string) => string | undefined;
}) {
  const reasonId = useId();
  const reasonError = errorOf(CANCEL_FIELDS.reason);
  return (
    <div className={styles.reason}>
      <div className={formStyles.field}>
        <label htmlFor={reasonId} className={formStyles.label}>
          취소 사유
          <span className={formStyles.requiredMark} aria-hidden="true">
            *
          </span>
        </label>
        <div className={formStyles.control}>
          <select
            id={reasonId}
            name={CANCEL_FIELDS.reason}
            className={reasonError ? `${formStyles.select} ${formStyles.inputInvalid}` : formStyles.select}
            defaultValue={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          >
            <option value="">취소 사유를 선택해 주세요</option>
            {CANCEL_REASONS.map((value) => (
              <option key={value} value={value}>
                {CANCEL_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {reasonError ? (
          <p id={`${reasonId}-error`} className={formStyles.error}>
            {reasonError}
          </p>
        ) : null}
      </div>
      <ReasonDetailField
        name={CANCEL_FIELDS.reasonDetail}
        max={REASON_DETAIL_MAX}
        placeholder="취소하시는 이유를 남겨 주시면 서비스 개선에 참고하겠습니다."
        value={detail}
        error={errorOf(CANCEL_FIELDS.reasonDetail)}
      />
    </div>
  );
}

/** What the ticked lines give back, as the API reckons it; a note instead while there is nothing to show. */
function RefundSummary({
  preview,
  note,
  busy,
  children,
}: {
  preview: RefundAmount | null;
  note: string | null;
  busy: boolean;
  /** Under the amounts: the page's 환불 금액 다시 계산 without script. */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.refund} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId} className={styles.refundTitle}>
        환불 정보
      </h3>
      {preview === null ? (
        <p className={styles.refundNote} role="status">
          {note}
        </p>
      ) : (
        <>
          <dl className={styles.refundRows}>
            <AmountRow label="상품 금액">{formatWon(preview.itemAmount)}</AmountRow>
            <AmountRow label="쿠폰 할인" minus={preview.itemCouponDiscount > 0}>
              {preview.itemCouponDiscount > 0 ? `-${formatWon(preview.itemCouponDiscount)}` : "0원"}
            </AmountRow>
            {preview.shippingRefund > 0 ? (
              <AmountRow label="배송비 환불">+{formatWon(preview.shippingRefund)}</AmountRow>
            ) : null}
            {preview.shippingDeduction > 0 ? (
              <AmountRow
                label={
                  <>
                    배송비 차감
                    <span className={styles.rowNote}>
                      남은 상품이 무료배송 기준에 못 미쳐 배송비를 빼고 돌려드립니다.
                    </span>
                  </>
                }
                minus
              >
                -{formatWon(preview.shippingDeduction)}
              </AmountRow>
            ) : null}
            <AmountRow
              label={
                <>
                  적립금 환원
                  {preview.pointsRestored > 0 ? (
                    <span className={styles.rowNote}>사용하신 적립금은 적립금으로 돌려드립니다.</span>
                  ) : null}
                </>
              }
            >
              {formatWon(preview.pointsRestored)}
            </AmountRow>
            <div className={styles.refundTotal}>
              <dt>환불 예정 금액</dt>
              <dd>
                <strong aria-live="polite">{formatWon(preview.refundAmount)}</strong>
                <span className={styles.refundMethod}>{preview.refundMethodLabel}</span>
              </dd>
            </div>
          </dl>
          {preview.couponsReturned > 0 || preview.closesOrder ? (
            <ul className={styles.refundNotes}>
              {preview.couponsReturned > 0 ? (
                <li>사용하신 쿠폰 {preview.couponsReturned}장은 다시 쓰실 수 있도록 돌려드립니다.</li>
              ) : null}
              {preview.closesOrder ? <li>모든 상품이 취소되어 주문 전체가 취소됩니다.</li> : null}
            </ul>
          ) : null}
        </>
      )}
      {children}
    </section>
  );
}
