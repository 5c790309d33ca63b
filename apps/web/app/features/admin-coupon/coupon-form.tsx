import { COUPON_ISSUE_METHOD_LABELS, COUPON_KIND_LABELS } from "@shop/contracts/admin-coupon";
import { COUPON_ISSUE_METHODS } from "@shop/core/checkout/coupon-terms";
import { useState } from "react";
import { Form } from "react-router";
import { Choices, Field } from "../../components/admin/admin-form";
import styles from "../../components/admin/admin-form.module.css";
import table from "../../components/admin/admin-table.module.css";
import type { CouponFormValues } from "./coupon-form-values";

const ISSUE_METHOD_HINTS: Record<CouponFormValues["issueMethod"], string> = {
  download: "상품 상세와 쿠폰존에 보이고, 회원이 직접 받습니다.",
  grade: "저장한 뒤 회원 등급을 골라 한 번에 발급합니다.",
  members: "저장한 뒤 회원 아이디를 입력해 발급합니다.",
  codes: "저장한 뒤 코드를 만들어 나눠 주면, 회원이 쿠폰 번호로 등록합니다.",
};

/**
 * The coupon's form (/admin/coupons/new and /admin/coupons/:id): the cap shows for a rate, the days for "N days from
 * issue", the first-come limit for a download coupon. Once issued (`locked`), only the name, the description and the
 * end may change: the rest is sent as it is (hidden) and shown above the form.
 */
export function CouponForm({
  title,
  values,
  errors,
  locked,
  submitLabel,
  busy,
}: {
  title: string;
  values: CouponFormValues;
  errors: Record<string, string>;
  locked: boolean;
  submitLabel: string;
  busy: boolean;
}) {
  const [discountType, setDiscountType] = useState(values.discountType);
  const [validity, setValidity] = useState(values.validity);
  const [issueMethod, setIssueMethod] = useState(values.issueMethod);
  const [kind, setKind] = useState(values.kind);
  const [concurrently, setConcurrently] = useState(values.concurrently ? "Y" : "N");
  const hidden = (name: keyof CouponFormValues, value: string) => <input type="hidden" name={name} value={value} />;
  return (
    <Form method="post" className={styles.form} aria-label="쿠폰 정보">
      <input type="hidden" name="intent" value="save" />
      <h2 className={styles.formTitle}>{title}</h2>
      <Field label="쿠폰 이름" error={errors.name} wide>
        <input name="name" defaultValue={values.name} maxLength={60} required />
      </Field>
      <Field label="설명 (선택)" error={errors.description} wide hint="회원의 쿠폰함에 이름 아래 보입니다.">
        <input name="description" defaultValue={values.description} maxLength={200} />
      </Field>
      {locked ? (
        <>
          {hidden("kind", values.kind)}
          {hidden("discountType", values.discountType)}
          {hidden("amount", values.amount)}
          {hidden("rate", values.rate)}
          {hidden("maxDiscount", values.maxDiscount)}
          {hidden("minOrderAmount", values.minOrderAmount)}
          {hidden("concurrently", values.concurrently ? "Y" : "N")}
          {hidden("validFrom", values.validFrom)}
          {hidden("validity", values.validity)}
          {hidden("validDays", values.validDays)}
          {hidden("issueMethod", values.issueMethod)}
          {hidden("issueLimit", values.issueLimit)}
          <p className={`${table.notice} ${styles.wide}`}>
            이미 발급된 쿠폰입니다. 회원이 받은 조건을 지키기 위해 이름, 설명과 종료일 연장만 바꿀 수 있습니다.
          </p>
          <Field label="종료일" error={errors.validUntil} hint="지금보다 늦은 날로만 바꿀 수 있습니다.">
            <input type="date" name="validUntil" defaultValue={values.validUntil} min={values.validUntil} required />
          </Field>
        </>
      ) : (
        <>
          <Choices
            legend="쿠폰 종류"
            name="kind"
            value={kind}
            onChange={setKind}
            error={errors.kind}
            options={[
              { value: "item", label: COUPON_KIND_LABELS.item },
              { value: "shipping", label: COUPON_KIND_LABELS.shipping },
            ]}
          />
          <Choices
            legend="할인 방식"
            name="discountType"
            value={discountType}
            onChange={setDiscountType}
            error={errors.discountType}
            options={[
              { value: "fixed", label: "정액 (원)" },
              { value: "rate", label: "정률 (%)" },
            ]}
          />
          {discountType === "fixed" ? (
            <Field label="할인 금액 (원)" error={errors.amount}>
              <input name="amount" inputMode="numeric" defaultValue={values.amount} placeholder="예: 2000" required />
            </Field>
          ) : (
            <>
              <Field
                label="할인율 (%)"
                error={errors.rate}
                hint={kind === "shipping" ? "100%는 무료배송입니다." : undefined}
              >
                <input name="rate" inputMode="numeric" defaultValue={values.rate} placeholder="예: 10" required />
              </Field>
              <Field label="최대 할인 금액 (원)" error={errors.maxDiscount} hint="0이면 한도 없이 할인합니다.">
                <input name="maxDiscount" inputMode="numeric" defaultValue={values.maxDiscount || "0"} />
              </Field>
            </>
          )}
          <Field
            label="최소 주문 금액 (원)"
            error={errors.minOrderAmount}
            hint={kind === "shipping" ? "한 판매자 상자의 상품 금액 기준입니다." : "쿠폰을 쓰는 상품 금액 기준입니다."}
          >
            <input name="minOrderAmount" inputMode="numeric" defaultValue={values.minOrderAmount || "0"} />
          </Field>
          <Choices
            legend="다른 상품 쿠폰과 함께 사용"
            name="concurrently"
            value={concurrently}
            onChange={setConcurrently}
            options={[
              { value: "Y", label: "함께 사용 가능" },
              { value: "N", label: "단독 사용" },
            ]}
          />
          <Field label="시작일" error={errors.validFrom}>
            <input type="date" name="validFrom" defaultValue={values.validFrom} required />
          </Field>
          <Field label="종료일" error={errors.validUntil}>
            <input type="date" name="validUntil" defaultValue={values.validUntil} required />
          </Field>
          <Choices
            legend="사용 기한"
            name="validity"
            value={validity}
            onChange={setValidity}
            options={[
              { value: "period", label: "기간 내 사용" },
              { value: "days", label: "발급일로부터 N일" },
            ]}
          />
          {validity === "days" && (
            <Field label="발급일로부터 (일)" error={errors.validDays} hint="종료일을 넘지는 않습니다.">
              <input
                name="validDays"
                inputMode="numeric"
                defaultValue={values.validDays}
                placeholder="예: 30"
                required
              />
            </Field>
          )}
          <Field label="발급 방식" error={errors.issueMethod} hint={ISSUE_METHOD_HINTS[issueMethod]}>
            <select
              name="issueMethod"
              value={issueMethod}
              onChange={(event) => setIssueMethod(event.target.value as CouponFormValues["issueMethod"])}
            >
              {COUPON_ISSUE_METHODS.map((method) => (
                <option key={method} value={method}>
                  {COUPON_ISSUE_METHOD_LABELS[method]}
                </option>
              ))}
            </select>
          </Field>
          {issueMethod === "download" && (
            <Field label="선착순 수량 (선택)" error={errors.issueLimit} hint="비우면 수량 제한 없이 받습니다.">
              <input name="issueLimit" inputMode="numeric" defaultValue={values.issueLimit} />
            </Field>
          )}
        </>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={table.primary} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
