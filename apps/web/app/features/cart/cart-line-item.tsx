import type { CartLineView } from "@shop/contracts/cart";
import { CART_LINE_MAX_QUANTITY } from "@shop/core/checkout/cart-quantity";
import { formatWon } from "@shop/core/format/number";
import type { FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { useAlert } from "../../components/ui/alert-modal";
import type { CartActionData } from "./cart-action-data";
import styles from "./cart-page.module.css";
import { linePrices, lineUnavailableLabel, NOTHING_SELECTED_MESSAGE } from "./cart-view";
import { SelectToggle } from "./select-toggle";
import { useCartAnswerAlert } from "./use-cart-answer-alert";
import type { CartSelection } from "./use-cart-selection";

/** One cart line: checkbox, picture, name and option, prices, quantity stepper, amount and delete. */
export function CartLineItem({ line, selection }: { line: CartLineView; selection: CartSelection }) {
  const unavailable = lineUnavailableLabel(line);
  const prices = linePrices(line);
  const itemHref = `/items/${encodeURIComponent(line.itemUserCode)}`;
  return (
    <li className={unavailable ? `${styles.line} ${styles.unavailable}` : styles.line}>
      <div className={styles.lineCheck}>
        <SelectToggle selection={selection} ids={[line.cartId]} label={`${line.itemName} 선택`} />
      </div>
      <Link to={itemHref} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {line.imageSrc ? <img src={line.imageSrc} alt="" width={80} height={80} loading="lazy" /> : null}
        {unavailable ? <span className={styles.thumbLabel}>{unavailable}</span> : null}
      </Link>
      <div className={styles.lineInfo}>
        <Link to={itemHref} className={styles.lineName}>
          {line.itemName}
        </Link>
        <p className={styles.lineOption}>
          {line.optionName}
          {unavailable ? <span className={styles.unavailableBadge}>{unavailable}</span> : null}
        </p>
        <p className={styles.unitPrice}>
          {prices.struckUnit !== null ? (
            <del>
              <span className={styles.srOnly}>판매가 </span>
              {formatWon(prices.struckUnit)}
            </del>
          ) : null}
          <span>{formatWon(prices.unit)}</span>
        </p>
      </div>
      <div className={styles.lineQuantity}>
        {unavailable ? <span className={styles.quantityText}>{line.quantity}개</span> : <QuantityStepper line={line} />}
      </div>
      <p className={styles.lineAmount}>
        {prices.struckAmount !== null ? <del>{formatWon(prices.struckAmount)}</del> : null}
        <strong>{formatWon(prices.amount)}</strong>
      </p>
      <div className={styles.lineDelete}>
        <DeleteButton ids={[line.cartId]} label={`${line.itemName} 삭제`} />
      </div>
    </li>
  );
}

/**
 * −, the typed number and + for one line (POST /api/cart/update-quantity). Without JavaScript −/+ post one step and
 * Enter posts the typed number; with it a typed number is saved when the field is left, and the new number shows at
 * once.
 */
function QuantityStepper({ line }: { line: CartLineView }) {
  const fetcher = useFetcher<CartActionData>();
  useCartAnswerAlert(fetcher.data);
  const max = Math.max(1, Math.min(line.stock, CART_LINE_MAX_QUANTITY));
  const posted = fetcher.formData;
  const shown = posted
    ? Number(posted.get("quantity") ?? line.quantity) + Number(posted.get("step") ?? 0)
    : line.quantity;
  return (
    <fetcher.Form method="post" className={styles.stepper} aria-label={`${line.itemName} 수량`}>
      <CsrfField />
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="id" value={line.cartId} />
      {/* First in the form, so Enter in the field posts the typed number and no step. */}
      <button type="submit" className={styles.srOnly} tabIndex={-1}>
        수량 변경
      </button>
      <button type="submit" name="step" value="-1" aria-label="수량 줄이기" disabled={shown <= 1}>
        −
      </button>
      <input
        key={shown}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        defaultValue={shown}
        aria-label="수량"
        onBlur={(event) => {
          const typed = Number(event.currentTarget.value);
          if (Number.isInteger(typed) && typed !== shown) fetcher.submit(event.currentTarget.form);
        }}
      />
      <button type="submit" name="step" value="1" aria-label="수량 늘리기" disabled={shown >= max}>
        +
      </button>
    </fetcher.Form>
  );
}

/** Deletes lines (POST /api/cart/delete); with JavaScript it asks first. */
export function DeleteButton({ ids, label, text }: { ids: readonly number[]; label: string; text?: string }) {
  const fetcher = useFetcher<CartActionData>();
  const { alert, confirm } = useAlert();
  useCartAnswerAlert(fetcher.data);
  const many = ids.length > 1 || text !== undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (ids.length === 0) {
      void alert(NOTHING_SELECTED_MESSAGE);
      return;
    }
    const question = many ? "선택한 상품을 장바구니에서 삭제하시겠습니까?" : "이 상품을 장바구니에서 삭제하시겠습니까?";
    void confirm(question, { okLabel: "삭제" }).then((yes) => {
      if (yes) fetcher.submit(form);
    });
  };
  return (
    <fetcher.Form method="post" onSubmit={onSubmit}>
      <CsrfField />
      <input type="hidden" name="intent" value={many ? "delete-selected" : "delete"} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
      <button
        type="submit"
        className={text ? styles.textButton : styles.deleteButton}
        aria-label={text ? undefined : label}
        disabled={fetcher.state !== "idle"}
      >
        {text ?? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        )}
      </button>
    </fetcher.Form>
  );
}
