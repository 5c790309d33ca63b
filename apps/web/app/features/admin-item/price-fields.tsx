import { checkItemPrices, type ItemPrices, itemPriceSummary } from "@shop/core/catalog/item-price-rules";
import { formatWon } from "@shop/core/format/number";
import { useState } from "react";
import styles from "./admin-item.module.css";

const FIELDS = [
  { name: "consumerPrice", label: "정상가" },
  { name: "salePrice", label: "판매가" },
  { name: "specialSalePrice", label: "특가 (없으면 0)" },
] as const;

const toNumber = (text: string) =>
  /^\d+$/.test(text.replaceAll(",", "").trim()) ? Number(text.replaceAll(",", "")) : Number.NaN;

/**
 * The three prices with what the shopper will pay and the discount rate, worked out as staff type with core's own
 * functions (the API checks the same rules on save). Errors from the server show under their field.
 */
export function PriceFields({
  initial,
  errors,
}: {
  /** The stored prices, or (a new item) the text typed so far: an empty field there is not refused until saved. */
  initial: ItemPrices | Record<keyof ItemPrices, string>;
  errors: Record<string, string>;
}) {
  const typedText = typeof initial.consumerPrice === "string";
  const [values, setValues] = useState<Record<keyof ItemPrices, string>>({
    consumerPrice: String(initial.consumerPrice),
    salePrice: String(initial.salePrice),
    specialSalePrice: String(initial.specialSalePrice),
  });
  const prices: ItemPrices = {
    consumerPrice: toNumber(values.consumerPrice),
    salePrice: toNumber(values.salePrice),
    specialSalePrice: toNumber(values.specialSalePrice),
  };
  const live = Object.fromEntries(checkItemPrices(prices).map((error) => [error.field, error.message]));
  const valid = Object.keys(live).length === 0;
  const summary = valid ? itemPriceSummary(prices) : null;
  return (
    <fieldset className={styles.prices}>
      <legend>가격</legend>
      <div className={styles.priceRow}>
        {FIELDS.map((field) => {
          const untouched = typedText && values[field.name].trim() === "";
          const message = (untouched ? undefined : live[field.name]) ?? errors[field.name];
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={`price-${field.name}`}>{field.label}</label>
              <input
                id={`price-${field.name}`}
                name={field.name}
                inputMode="numeric"
                value={values[field.name]}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${field.name}-error` : undefined}
                required
              />
              {message && (
                <span id={`${field.name}-error`} className={styles.fieldError}>
                  {message}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <p className={styles.summary} aria-live="polite" data-testid="price-summary">
        {summary ? (
          <>
            판매 가격 <strong>{formatWon(summary.presentPrice)}</strong> · 할인율{" "}
            <strong data-testid="discount-rate">{summary.discountRate}%</strong>
            {summary.specialDiscountRate > 0 && <> · 특가 할인 {summary.specialDiscountRate}%</>}
          </>
        ) : (
          "가격을 바르게 입력하면 판매 가격과 할인율이 보입니다."
        )}
      </p>
    </fieldset>
  );
}
