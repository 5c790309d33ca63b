import type { CouponOption, OrderBox, OrderLine } from "@shop/contracts/order";
import { formatWon } from "@shop/core/format/number";
import type { ChangeEvent, KeyboardEvent, MouseEvent } from "react";
import { useId } from "react";
import formStyles from "../../components/form/form-fields.module.css";
import { type FormValues, textOf } from "../../components/form/form-values";
import styles from "./checkout.module.css";
import { CHECKOUT_FIELDS, itemCouponField, STEP1_INTENTS, shippingCouponField } from "./checkout-form";

interface CouponFieldsProps {
  boxes: readonly OrderBox[];
  itemCoupons: readonly CouponOption[];
  shippingCoupons: readonly CouponOption[];
  values: FormValues;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
}

/** "한우 등심 · 500g"; an option the item's name already says (한우 등심 500g · 500g) is not repeated. */
function lineLabel(line: OrderLine): string {
  return line.optionName && !line.itemName.includes(line.optionName)
    ? `${line.itemName} · ${line.optionName}`
    : line.itemName;
}

/** The copy ids chosen on other selects: one coupon copy goes on one line or box only. */
function takenElsewhere(values: FormValues, name: string): Set<string> {
  const taken = new Set<string>();
  for (const [field, value] of Object.entries(values)) {
    if (field !== name && typeof value === "string" && value !== "" && /Coupon\./.test(field)) taken.add(value);
  }
  return taken;
}

function CouponSelect({
  name,
  label,
  options,
  values,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly CouponOption[];
  values: FormValues;
  onChange: (name: string, value: string) => void;
}) {
  const id = useId();
  const taken = takenElsewhere(values, name);
  return (
    <div className={styles.couponRow}>
      <label htmlFor={id} className={styles.couponLabel}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={formStyles.select}
        value={textOf(values, name)}
        disabled={options.length === 0}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(name, event.target.value)}
      >
        <option value="">{options.length === 0 ? "사용 가능한 쿠폰이 없습니다" : "쿠폰을 선택해 주세요"}</option>
        {options.map((coupon) => (
          <option
            key={coupon.couponUserId}
            value={String(coupon.couponUserId)}
            disabled={taken.has(String(coupon.couponUserId))}
          >
            {coupon.couponName} (-{formatWon(coupon.discountAmount)})
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * 쿠폰 (members): an item coupon per line and a shipping coupon per box that pays shipping, from the coupons
 * step1-order-coupons says are usable there. Refusals (a copy on two lines, a coupon that cannot go together with
 * another) show under the section.
 */
export function CouponFields({ boxes, itemCoupons, shippingCoupons, values, error, onChange }: CouponFieldsProps) {
  const lines = boxes.flatMap((box) => box.lines);
  const paidShipping = boxes.filter((box) => box.shipping > 0);
  const none = itemCoupons.length === 0 && shippingCoupons.length === 0;
  return (
    <div className={styles.coupons}>
      {none ? <p className={styles.muted}>이 주문에 사용할 수 있는 쿠폰이 없습니다.</p> : null}
      {!none &&
        lines.map((line) => {
          if (line.cartId === null) return null;
          const options = itemCoupons.filter((coupon) => coupon.itemSequence === line.cartId);
          return (
            <CouponSelect
              key={line.cartId}
              name={itemCouponField(line.cartId)}
              label={lineLabel(line)}
              options={options}
              values={values}
              onChange={onChange}
            />
          );
        })}
      {!none &&
        paidShipping.map((box) => (
          <CouponSelect
            key={box.boxKey}
            name={shippingCouponField(box.boxKey)}
            label={`배송비 쿠폰 · ${box.title}`}
            options={shippingCoupons.filter((coupon) => coupon.shippingIndex === box.boxKey)}
            values={values}
            onChange={onChange}
          />
        ))}
      {error ? (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface PointFieldProps {
  balance: number;
  maxUsable: number;
  pointUseRatio: number;
  pointUseUnit: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The typed amount is done (blur, Enter): the summary is recomputed. */
  onCommit: () => void;
  onUseAll: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** 적립금 (members): the balance, how much may be used now, the amount, 전액사용. */
export function PointField({
  balance,
  maxUsable,
  pointUseRatio,
  pointUseUnit,
  value,
  error,
  onChange,
  onCommit,
  onUseAll,
}: PointFieldProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    // Enter applies the points rather than sending the whole order.
    event.preventDefault();
    onCommit();
  };
  return (
    <div className={styles.points}>
      <p className={styles.pointFacts}>
        <span>
          보유 적립금 <strong>{formatWon(balance)}</strong>
        </span>
        <span>
          최대 사용 가능 <strong>{formatWon(maxUsable)}</strong>
        </span>
      </p>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          사용할 적립금
        </label>
        <div className={formStyles.control}>
          <input
            id={id}
            name={CHECKOUT_FIELDS.points}
            className={error ? `${formStyles.input} ${formStyles.inputInvalid}` : formStyles.input}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-message` : ""}`}
            disabled={balance <= 0}
            onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, ""))}
            onBlur={onCommit}
            onKeyDown={onKeyDown}
          />
          <button
            type="submit"
            name="intent"
            value={STEP1_INTENTS.allPoints}
            formNoValidate
            className={formStyles.sideButton}
            disabled={balance <= 0}
            onClick={onUseAll}
          >
            전액사용
          </button>
        </div>
        <p id={`${id}-hint`} className={formStyles.hint}>
          {pointUseUnit.toLocaleString("ko-KR")}원 단위로, 결제금액의 {Math.round(pointUseRatio * 100)}%까지 사용할 수
          있습니다.
        </p>
        {error ? (
          <p id={`${id}-message`} className={formStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
