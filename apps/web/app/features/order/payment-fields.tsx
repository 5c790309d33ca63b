import type { PaymentStep } from "@shop/contracts/order";
import { formatWon } from "@shop/core/format/number";
import { CheckboxField, TextField } from "../../components/form/form-fields";
import formStyles from "../../components/form/form-fields.module.css";
import { type FormValues, textOf } from "../../components/form/form-values";
import styles from "./checkout.module.css";
import { CHECKOUT_FIELDS } from "./checkout-form";
import { PinPayMethodBlock } from "./checkout-pinpay";

interface PaymentFieldsProps {
  step: Pick<PaymentStep, "paymentMethods" | "autoCashReceipt" | "cashbillTypes" | "billTypes" | "useEscrow">;
  values: FormValues;
  /** What is to be paid now (the summary's total): the automatic cash receipt depends on it. */
  payAmount: number;
  /** False until the page's script runs: every choice is shown then, as a page without script needs. */
  hydrated: boolean;
  errorOf: (name: string) => string | undefined;
  onChange: (name: string, value: string | boolean) => void;
}

/**
 * 결제수단 (paymentMethods), and for cash payments (가상계좌, 계좌이체) the 현금영수증 — issued automatically from
 * autoCashReceipt.from won as Korean law requires of meat retailers — and 에스크로; 세금계산서 for company buyers.
 */
export function PaymentFields({ step, values, payAmount, hydrated, errorOf, onChange }: PaymentFieldsProps) {
  const method = textOf(values, CHECKOUT_FIELDS.paymentMethod);
  const cashMethods: readonly string[] = step.autoCashReceipt.methods;
  const cash = cashMethods.includes(method);
  const showCash = cash || !hydrated;
  const receiptType = textOf(values, CHECKOUT_FIELDS.cashReceiptType);
  const autoReceipt = payAmount >= step.autoCashReceipt.from;
  const methodError = errorOf(CHECKOUT_FIELDS.paymentMethod);
  const canTaxBill = step.billTypes.some((type) => type.value === "taxBill");
  const cashLabels = step.paymentMethods
    .filter((entry) => cashMethods.includes(entry.value))
    .map((entry) => entry.label);

  return (
    <>
      <fieldset className={styles.methods} aria-invalid={methodError ? true : undefined}>
        <legend className="visually-hidden">결제수단 선택</legend>
        {step.paymentMethods.map((entry) => (
          <label
            key={entry.value}
            className={entry.value === method ? `${styles.method} ${styles.methodChecked}` : styles.method}
          >
            <input
              type="radio"
              name={CHECKOUT_FIELDS.paymentMethod}
              value={entry.value}
              checked={entry.value === method}
              onChange={() => onChange(CHECKOUT_FIELDS.paymentMethod, entry.value)}
            />
            <span>{entry.label}</span>
          </label>
        ))}
      </fieldset>
      {methodError ? <p className={formStyles.error}>{methodError}</p> : null}
      {method === "pinpay" && hydrated ? <PinPayMethodBlock /> : null}

      {showCash ? (
        <div className={styles.subBlock}>
          <h3 className={styles.subTitle}>
            현금영수증
            {!hydrated ? <span className={styles.subNote}> ({cashLabels.join("·")} 결제 시)</span> : null}
          </h3>
          {autoReceipt ? (
            <p className={styles.infoNote}>
              {formatWon(step.autoCashReceipt.from)} 이상 현금 결제는 현금영수증이 자동 발급됩니다. 신청하지 않으시면
              국세청 자진발급번호(010-000-1234)로 발급됩니다.
            </p>
          ) : null}
          <fieldset className={styles.inlineRadios}>
            <legend className="visually-hidden">현금영수증 종류</legend>
            {step.cashbillTypes.map((type) => (
              <label key={type.value} className={formStyles.checkbox}>
                <input
                  type="radio"
                  name={CHECKOUT_FIELDS.cashReceiptType}
                  value={type.value}
                  checked={receiptType === type.value}
                  onChange={() => onChange(CHECKOUT_FIELDS.cashReceiptType, type.value)}
                />
                <span>{type.label}</span>
              </label>
            ))}
          </fieldset>
          {receiptType === "individual" || receiptType === "company" || !hydrated ? (
            <TextField
              label={receiptType === "company" ? "사업자등록번호" : "현금영수증 번호"}
              name={CHECKOUT_FIELDS.cashReceiptNumber}
              value={textOf(values, CHECKOUT_FIELDS.cashReceiptNumber)}
              onChange={(event) => onChange(CHECKOUT_FIELDS.cashReceiptNumber, event.target.value)}
              inputMode="numeric"
              maxLength={13}
              placeholder={receiptType === "company" ? "'-' 없이 10자리" : "휴대폰번호 (숫자만)"}
              hint={!hydrated ? "소득공제용은 휴대폰번호, 지출증빙용은 사업자등록번호를 입력해 주세요." : undefined}
              error={errorOf(CHECKOUT_FIELDS.cashReceiptNumber)}
            />
          ) : null}
        </div>
      ) : null}

      {showCash && step.useEscrow ? (
        <div className={styles.subBlock}>
          <h3 className={styles.subTitle}>
            에스크로
            {!hydrated ? <span className={styles.subNote}> ({cashLabels.join("·")} 결제 시)</span> : null}
          </h3>
          <CheckboxField
            name={CHECKOUT_FIELDS.useEscrow}
            checked={values[CHECKOUT_FIELDS.useEscrow] === true}
            onChange={(event) => onChange(CHECKOUT_FIELDS.useEscrow, event.target.checked)}
          >
            에스크로(구매안전서비스) 이용
          </CheckboxField>
          <p className={styles.subHint}>
            결제대금을 결제대행사가 보관했다가, 상품을 받으셨다고 확인하신 뒤 판매자에게 지급합니다.
          </p>
        </div>
      ) : null}

      {canTaxBill ? (
        <div className={styles.subBlock}>
          <h3 className={styles.subTitle}>세금계산서</h3>
          <CheckboxField
            name={CHECKOUT_FIELDS.taxBill}
            checked={values[CHECKOUT_FIELDS.taxBill] === true}
            onChange={(event) => onChange(CHECKOUT_FIELDS.taxBill, event.target.checked)}
            error={errorOf(CHECKOUT_FIELDS.taxBill)}
          >
            세금계산서 신청 (회원정보의 사업자등록번호로 발행)
          </CheckboxField>
        </div>
      ) : null}
    </>
  );
}
