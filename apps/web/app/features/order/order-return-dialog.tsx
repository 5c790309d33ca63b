import type { OrderDetail } from "@shop/contracts/order";
import { CLAIM_DETAIL_MAX, type ClaimApplyInfo, type ReturnAmount } from "@shop/contracts/order-return";
import { koreaDate } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { CLAIM_FRESH_CHANGE_OF_MIND_MESSAGE } from "@shop/core/order/return-policy";
import { type ChangeEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert, TextField } from "../../components/form/form-fields";
import formStyles from "../../components/form/form-fields.module.css";
import { textOf } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { Modal } from "../../components/ui/modal";
import { useRootData } from "../../lib/use-root-data";
import styles from "./order-cancel.module.css";
import { AmountRow, ReasonDetailField, RefundBankSelect } from "./order-claim-fields";
import returnStyles from "./order-return.module.css";
import type { ClaimStart, OrderReturnActionData } from "./order-return-action.server";
import {
  CLAIM_FIELDS,
  CLAIM_INTENTS,
  CLAIM_PARAM,
  CLAIM_SPEC,
  type ClaimMode,
  pickedPhotosProblem,
} from "./order-return-form";

const TITLES: Record<ClaimMode, string> = { return: "반품 신청", exchange: "교환 신청" };

/** 반품 신청 and 교환 신청: links to the order with the form open, so they work the same with and without script. */
export function OrderClaimButtons() {
  return (
    <>
      <Link to={`?${CLAIM_PARAM}=return`} className={styles.openButton} preventScrollReset>
        반품 신청
      </Link>
      <Link to={`?${CLAIM_PARAM}=exchange`} className={styles.openButton} preventScrollReset>
        교환 신청
      </Link>
    </>
  );
}

/**
 * The return or exchange form (SPEC §2 "order return" modal; docs/decisions/030): the delivered lines, the reason
 * with who pays the shipping, the shopper's words, up to five photos with previews, the pickup address, a return's
 * refund estimate (POST /api/order/return-amount, asked again on every change) and the 청약철회 notes. With script it
 * is the shop's modal; without, a section of the page whose 환불 금액 계산 posts the form.
 */
export function OrderReturnDialog({
  order,
  start,
  answer,
}: {
  order: OrderDetail;
  start: ClaimStart | null;
  answer: OrderReturnActionData | undefined;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!start) return null;
  return <ClaimPanel order={order} start={start} answer={answer} scripted={hydrated} />;
}

interface ClaimPanelProps {
  order: OrderDetail;
  start: ClaimStart;
  answer: OrderReturnActionData | undefined;
  scripted: boolean;
}

function ClaimPanel({ order, start, answer, scripted }: ClaimPanelProps) {
  const { mode, info } = start;
  const title = TITLES[mode];
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = useCallback(() => {
    void navigate(pathname, { replace: true, preventScrollReset: true });
  }, [navigate, pathname]);

  const body = info?.available ? (
    <ClaimForm order={order} mode={mode} info={info} answer={answer} scripted={scripted} />
  ) : (
    <p className={styles.note} role="status">
      {start.error ?? info?.unavailableMessage ?? "지금은 신청할 수 없습니다."}
    </p>
  );
  if (!scripted) {
    return (
      <section className={styles.inlinePanel} aria-label={title}>
        <h2 className={styles.inlineTitle}>{title}</h2>
        {body}
        {info?.available ? null : (
          <div className={styles.actions}>
            <Link to={pathname} className={formStyles.secondaryButton} preventScrollReset>
              닫기
            </Link>
          </div>
        )}
      </section>
    );
  }
  const formId = `claim-form-${mode}`;
  return (
    <Modal
      open
      title={title}
      onClose={close}
      size="md"
      footer={
        <div className={styles.actions}>
          <button type="button" className={formStyles.secondaryButton} onClick={close}>
            닫기
          </button>
          {info?.available ? <ApplyButton formId={formId} mode={mode} /> : null}
        </div>
      }
    >
      {body}
    </Modal>
  );
}

function ApplyButton({ formId, mode }: { formId: string; mode: ClaimMode }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === CLAIM_INTENTS.apply;
  return (
    <button
      type="submit"
      form={formId}
      name="intent"
      value={CLAIM_INTENTS.apply}
      className={formStyles.primaryButton}
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {mode === "return" ? "반품 신청하기" : "교환 신청하기"}
    </button>
  );
}

function ClaimForm({
  order,
  mode,
  info,
  answer,
  scripted,
}: {
  order: OrderDetail;
  mode: ClaimMode;
  info: ClaimApplyInfo;
  answer: OrderReturnActionData | undefined;
  scripted: boolean;
}) {
  const formId = `claim-form-${mode}`;
  const { pathname, search } = useLocation();
  const { csrf } = useRootData();
  const estimating = useFetcher<OrderReturnActionData>();
  const claimable = info.lines.filter((line) => line.claimable);
  const claimableIds = claimable.map((line) => line.orderItemId);
  const values = answer?.values ?? {};
  const [ticked, setTicked] = useState<number[]>(
    () => answer?.orderItemIds?.filter((id) => claimableIds.includes(id)) ?? claimableIds,
  );
  const [reason, setReason] = useState(textOf(values, CLAIM_FIELDS.reason));
  const { formProps, errorOf } = useLiveValidation(CLAIM_SPEC, answer?.fieldErrors);
  const chosenReason = info.reasons.find((each) => each.code === reason) ?? null;
  const refunds = mode === "return";
  // Fresh meat goes back on a change of mind no more (청약철회 제한): said at once, before the API is asked.
  const freshRefused =
    reason === "change_of_mind" && info.lines.some((line) => line.perishable && ticked.includes(line.orderItemId));
  // A virtual account's money (its own, or a 일괄 가상계좌's) goes back by bank transfer.
  const needsAccount = refunds && (order.payment.method === "vbank" || order.payment.method === "bulkVbank");

  const askEstimate = (ids: readonly number[], code: string) => {
    if (!refunds || ids.length === 0 || !code) return;
    const body = new FormData();
    if (csrf) body.set("csrf", csrf);
    body.set("intent", CLAIM_INTENTS.preview);
    body.set(CLAIM_FIELDS.reason, code);
    for (const id of ids) body.append(CLAIM_FIELDS.orderItemIds, String(id));
    void estimating.submit(body, { method: "post", action: `${pathname}${search}` });
  };
  const onTick = (event: ChangeEvent<HTMLInputElement>) => {
    const id = Number(event.currentTarget.value);
    const { checked } = event.currentTarget;
    const next = claimableIds.filter((each) => (each === id ? checked : ticked.includes(each)));
    setTicked(next);
    askEstimate(next, reason);
  };
  const onReason = (event: ChangeEvent<HTMLSelectElement>) => {
    setReason(event.currentTarget.value);
    askEstimate(ticked, event.currentTarget.value);
  };

  const estimate =
    [estimating.data?.estimate, answer?.estimate].find(
      (candidate): candidate is ReturnAmount =>
        candidate !== undefined &&
        candidate.orderItemIds.length === ticked.length &&
        candidate.orderItemIds.every((id) => ticked.includes(id)),
    ) ?? null;
  let estimateNote: string | null = null;
  if (ticked.length === 0) estimateNote = "반품할 상품을 선택해 주세요.";
  else if (!reason) estimateNote = "반품 사유를 선택하면 환불 예정 금액을 알려 드립니다.";
  else if (!estimate && estimating.state !== "idle") estimateNote = "환불 금액을 계산하고 있습니다.";
  else if (!estimate) {
    estimateNote =
      estimating.data?.formError ??
      (scripted
        ? "환불 금액을 확인하지 못했습니다. 잠시 후 다시 시도해 주세요."
        : "환불 금액 계산을 눌러 확인해 주세요.");
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      id={formId}
      className={styles.form}
      aria-label={TITLES[mode]}
      {...formProps}
    >
      {/* First in the form: Enter in a field applies, never recomputes. */}
      <button
        type="submit"
        name="intent"
        value={CLAIM_INTENTS.apply}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      <CsrfField />
      <input type="hidden" name="orderKind" value={order.kind} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{mode === "return" ? "반품할 상품" : "교환할 상품"}</legend>
        <ul className={styles.lines}>
          {info.lines.map((line) => (
            <li key={line.orderItemId}>
              <label className={line.claimable ? styles.line : `${styles.line} ${styles.lineFixed}`}>
                <input
                  type="checkbox"
                  className={styles.lineCheck}
                  name={CLAIM_FIELDS.orderItemIds}
                  value={line.orderItemId}
                  checked={line.claimable && ticked.includes(line.orderItemId)}
                  disabled={!line.claimable}
                  onChange={onTick}
                />
                <span className={styles.lineThumb}>
                  {line.imageSrc ? <img src={line.imageSrc} alt="" width={56} height={56} loading="lazy" /> : null}
                </span>
                <span className={styles.lineText}>
                  <span className={styles.lineName}>{line.itemName}</span>
                  <span className={styles.lineMeta}>
                    {line.optionName ? `${line.optionName} · ` : ""}
                    {line.quantity}개 · {line.statusLabel}
                    {line.perishable ? " · 신선식품" : ""}
                  </span>
                </span>
                <span className={styles.lineAmount}>{formatWon(line.amount)}</span>
              </label>
            </li>
          ))}
        </ul>
        <p className={styles.note}>주문하신 수량 전체가 {mode === "return" ? "반품" : "교환"}됩니다.</p>
      </fieldset>

      <ReasonField info={info} mode={mode} value={reason} onChange={onReason} error={errorOf(CLAIM_FIELDS.reason)} />
      {freshRefused ? (
        <p className={returnStyles.warning} role="alert">
          {CLAIM_FRESH_CHANGE_OF_MIND_MESSAGE}
        </p>
      ) : chosenReason ? (
        <p className={styles.note} role="status">
          배송비: {chosenReason.shippingPayerLabel}
          {chosenReason.deadline ? ` · ${koreaDate(chosenReason.deadline)}까지 신청할 수 있습니다.` : ""}
          {chosenReason.photoRequired ? " · 상품 상태를 확인할 수 있도록 사진을 1장 이상 첨부해 주세요." : ""}
        </p>
      ) : null}
      <ReasonDetailField
        name={CLAIM_FIELDS.detail}
        max={CLAIM_DETAIL_MAX}
        placeholder="상품 상태를 자세히 적어 주시면 빠르게 확인해 드립니다."
        value={textOf(values, CLAIM_FIELDS.detail)}
        error={errorOf(CLAIM_FIELDS.detail)}
      />
      <PhotoPicker
        max={info.photoMaxFiles}
        required={chosenReason?.photoRequired ?? false}
        error={errorOf(CLAIM_FIELDS.photos)}
        scripted={scripted}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>수거지 정보</legend>
        <p className={styles.note}>기본 배송지를 불러왔습니다. 상품을 가져갈 곳이 다르면 고쳐 주세요.</p>
        <TextField
          label="받는 분"
          name={CLAIM_FIELDS.pickupName}
          autoComplete="name"
          maxLength={20}
          defaultValue={textOf(values, CLAIM_FIELDS.pickupName) || info.pickup.name}
          requiredMark
          error={errorOf(CLAIM_FIELDS.pickupName)}
        />
        <TextField
          label="연락처"
          name={CLAIM_FIELDS.pickupPhone}
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
          defaultValue={textOf(values, CLAIM_FIELDS.pickupPhone) || info.pickup.phone}
          requiredMark
          error={errorOf(CLAIM_FIELDS.pickupPhone)}
        />
        <TextField
          label="우편번호"
          name={CLAIM_FIELDS.pickupPostcode}
          inputMode="numeric"
          maxLength={5}
          defaultValue={textOf(values, CLAIM_FIELDS.pickupPostcode) || info.pickup.postcode}
          requiredMark
          error={errorOf(CLAIM_FIELDS.pickupPostcode)}
        />
        <TextField
          label="주소"
          name={CLAIM_FIELDS.pickupAddress}
          autoComplete="street-address"
          maxLength={200}
          defaultValue={textOf(values, CLAIM_FIELDS.pickupAddress) || info.pickup.address}
          requiredMark
          error={errorOf(CLAIM_FIELDS.pickupAddress)}
        />
        <TextField
          label="상세 주소"
          name={CLAIM_FIELDS.pickupAddressDetail}
          maxLength={100}
          defaultValue={textOf(values, CLAIM_FIELDS.pickupAddressDetail) || info.pickup.addressDetail}
          error={errorOf(CLAIM_FIELDS.pickupAddressDetail)}
        />
      </fieldset>

      {needsAccount ? <RefundAccountFields /> : null}

      {refunds ? (
        <EstimateSummary estimate={estimate} note={estimateNote}>
          {scripted ? null : (
            <button
              type="submit"
              name="intent"
              value={CLAIM_INTENTS.preview}
              formNoValidate
              className={styles.recomputeButton}
            >
              환불 금액 계산
            </button>
          )}
        </EstimateSummary>
      ) : (
        <p className={styles.note}>
          교환은 상품을 회수한 뒤 같은 상품·옵션으로 다시 보내 드리며, 배송비는 판매자가 부담합니다.
        </p>
      )}

      <section className={returnStyles.notes} aria-label="반품·교환 안내">
        <h3 className={returnStyles.notesTitle}>반품·교환 안내</h3>
        <ul>
          {info.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      <FormAlert message={answer?.formError} />
      {scripted ? null : (
        <div className={styles.actions}>
          <Link to={pathname} className={formStyles.secondaryButton} preventScrollReset>
            닫기
          </Link>
          <ApplyButton formId={formId} mode={mode} />
        </div>
      )}
    </Form>
  );
}

function ReasonField({
  info,
  mode,
  value,
  onChange,
  error,
}: {
  info: ClaimApplyInfo;
  mode: ClaimMode;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error: string | undefined;
}) {
  const id = useId();
  const noun = mode === "return" ? "반품" : "교환";
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {noun} 사유
        <span className={formStyles.requiredMark} aria-hidden="true">
          *
        </span>
      </label>
      <div className={formStyles.control}>
        <select
          id={id}
          name={CLAIM_FIELDS.reason}
          className={error ? `${formStyles.select} ${formStyles.inputInvalid}` : formStyles.select}
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">{noun} 사유를 선택해 주세요</option>
          {info.reasons.map((reason) => (
            <option key={reason.code} value={reason.code}>
              {reason.label} (배송비 {reason.shippingPayerLabel})
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Up to `max` photos with previews. The file input keeps the picked files (what the form posts); a pick over the
 * limit or of a non-image is refused at once, and the input emptied, so what is previewed is what is sent.
 */
function PhotoPicker({
  max,
  required,
  error,
  scripted,
}: {
  max: number;
  required: boolean;
  error: string | undefined;
  /** With script the browser's own control (in the browser's language) gives way to the shop's button and count. */
  scripted: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<{ url: string; name: string }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // The previews' object URLs are let go when they are replaced and when the form closes.
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    const refused = pickedPhotosProblem(files);
    setProblem(refused);
    if (refused) {
      event.currentTarget.value = "";
      setPreviews([]);
      return;
    }
    setPreviews(files.map((file) => ({ url: URL.createObjectURL(file), name: file.name })));
  };
  const shown = problem ?? error;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        사진 첨부{" "}
        <span className={styles.optional}>{required ? `(필수, 최대 ${max}장)` : `(선택, 최대 ${max}장)`}</span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        name={CLAIM_FIELDS.photos}
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        className={scripted ? "visually-hidden" : returnStyles.fileInput}
        onChange={onPick}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
      />
      {scripted ? (
        <div className={returnStyles.pickRow}>
          <label htmlFor={id} className={returnStyles.pickButton}>
            사진 선택
          </label>
          <span className={returnStyles.pickCount} aria-live="polite">
            {previews.length > 0 ? `선택한 사진 ${previews.length}장` : "선택한 사진이 없습니다."}
          </span>
        </div>
      ) : null}
      <p id={`${id}-hint`} className={returnStyles.photoHint}>
        JPG, PNG, GIF, WEBP 이미지를 한 장에 10MB까지 첨부할 수 있으며, 여러 장은 한 번에 골라 주세요.
      </p>
      {previews.length > 0 ? (
        <ul className={returnStyles.previews} aria-label="첨부한 사진">
          {previews.map((preview) => (
            <li key={preview.url}>
              <img src={preview.url} alt={preview.name} width={72} height={72} />
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}

function RefundAccountFields() {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>환불 계좌</legend>
      <p className={styles.note}>
        가상계좌로 입금하신 금액은 아래 계좌로 돌려드립니다. 본인 명의 계좌를 입력해 주세요.
      </p>
      <RefundBankSelect name={CLAIM_FIELDS.refundBankCode} value="" error={undefined} />
      <TextField
        label="계좌번호"
        name={CLAIM_FIELDS.refundAccount}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
      />
      <TextField label="예금주" name={CLAIM_FIELDS.refundHolder} autoComplete="off" maxLength={10} />
    </fieldset>
  );
}

function EstimateSummary({
  estimate,
  note,
  children,
}: {
  estimate: ReturnAmount | null;
  note: string | null;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.refund} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.refundTitle}>
        환불 예정 정보
      </h3>
      {estimate === null ? (
        <p className={styles.refundNote} role="status">
          {note}
        </p>
      ) : (
        <dl className={styles.refundRows}>
          <AmountRow label="상품 금액">{formatWon(estimate.itemAmount)}</AmountRow>
          {estimate.itemCouponDiscount > 0 ? (
            <AmountRow label="쿠폰 할인" minus>
              -{formatWon(estimate.itemCouponDiscount)}
            </AmountRow>
          ) : null}
          {estimate.shippingRefund > 0 ? (
            <AmountRow label="배송비 환불">+{formatWon(estimate.shippingRefund)}</AmountRow>
          ) : null}
          {estimate.shippingDeduction > 0 ? (
            <AmountRow label="배송비 차감(무료배송 기준 미달)" minus>
              -{formatWon(estimate.shippingDeduction)}
            </AmountRow>
          ) : null}
          <AmountRow label={`반품 배송비(${estimate.shippingPayerLabel})`} minus={estimate.returnFee > 0}>
            {estimate.returnFee > 0 ? `-${formatWon(estimate.returnFee)}` : "0원"}
          </AmountRow>
          {estimate.pointsRestored > 0 ? (
            <AmountRow label="적립금 환원">{formatWon(estimate.pointsRestored)}</AmountRow>
          ) : null}
          <div className={styles.refundTotal}>
            <dt>환불 예정 금액</dt>
            <dd>
              <strong aria-live="polite">{formatWon(estimate.refundAmount)}</strong>
              <span className={styles.refundMethod}>상품 회수 후 결제 수단으로 환불</span>
            </dd>
          </div>
        </dl>
      )}
      {children}
    </section>
  );
}
