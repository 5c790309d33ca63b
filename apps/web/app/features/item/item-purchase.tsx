import type { ItemDetail, ItemOption } from "@shop/contracts/item";
import { formatWon } from "@shop/core/format/number";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { trackAddToCart } from "../../lib/tracking/track-events";
import type { ItemActionData } from "./item-action-data";
import styles from "./item-summary.module.css";
import { clampQuantity, initialOptionId, lineTotal, maxQuantity, optionLabel } from "./purchase-selection";
import { useAnswerAlert } from "./use-answer-alert";
import { useCartAdded } from "./use-cart-added";

interface ItemPurchaseProps {
  item: Pick<ItemDetail, "itemId" | "itemUserCode" | "itemName" | "soldOut" | "seller">;
  options: ItemOption[];
  restockSubscribed: boolean;
}

/**
 * The option and quantity the shopper would buy, with the total (arrayRequiredItems of SPEC §3: option and
 * quantity), and the 장바구니 and 바로구매 buttons: a form posted to the page's action (intent add or buy), through a
 * fetcher once the page has JavaScript, so adding shows a confirmation without a reload. A sold-out item offers the
 * restock alert instead. Render it keyed by the item so another item starts over.
 */
export function ItemPurchase({ item, options, restockSubscribed }: ItemPurchaseProps) {
  const selectId = useId();
  const quantityId = useId();
  const [optionId, setOptionId] = useState(() => initialOptionId(options));
  const [quantity, setQuantity] = useState(1);
  const fetcher = useFetcher<ItemActionData>({ key: `cart-add-${item.itemId}` });
  useAnswerAlert(fetcher.data);
  useCartAdded(fetcher.data);

  const option = options.find((entry) => entry.optionId === optionId);
  const max = maxQuantity(option);
  const soldOut = item.soldOut || max === 0;
  const change = (value: number) => setQuantity(clampQuantity(value, max));
  const pendingIntent = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");

  return (
    <section className={styles.purchase} aria-label="구매 정보">
      <fetcher.Form method="post" onSubmit={() => trackAddToCart(item, option, quantity)}>
        <CsrfField />
        <input type="hidden" name="itemId" value={item.itemId} />
        {options.length > 1 ? (
          <div className={styles.purchaseRow}>
            <label htmlFor={selectId} className={styles.purchaseLabel}>
              {options[0]?.groupName || "옵션"}
            </label>
            <select
              id={selectId}
              name="optionId"
              className={styles.select}
              value={optionId ?? ""}
              onChange={(event) => {
                const next = options.find((entry) => entry.optionId === Number(event.target.value));
                setOptionId(next?.optionId ?? null);
                setQuantity((value) => clampQuantity(value, maxQuantity(next)));
              }}
            >
              {options.map((entry) => (
                <option key={entry.optionId} value={entry.optionId} disabled={entry.soldOut}>
                  {optionLabel(entry)}
                </option>
              ))}
            </select>
          </div>
        ) : option ? (
          <div className={styles.purchaseRow}>
            <span className={styles.purchaseLabel}>{option.groupName || "옵션"}</span>
            <span>{optionLabel(option)}</span>
            <input type="hidden" name="optionId" value={option.optionId} />
          </div>
        ) : null}

        {soldOut ? null : (
          <>
            <div className={styles.purchaseRow}>
              <label htmlFor={quantityId} className={styles.purchaseLabel}>
                수량
              </label>
              <div className={styles.stepper}>
                <button
                  type="button"
                  aria-label="수량 줄이기"
                  disabled={quantity <= 1}
                  onClick={() => change(quantity - 1)}
                >
                  −
                </button>
                <input
                  id={quantityId}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  value={quantity}
                  onChange={(event) => change(Number(event.target.value))}
                />
                <button
                  type="button"
                  aria-label="수량 늘리기"
                  disabled={quantity >= max}
                  onClick={() => change(quantity + 1)}
                >
                  +
                </button>
              </div>
            </div>
            <p className={styles.total} aria-live="polite">
              <span>총 상품금액</span>
              <span>
                <span className={styles.totalCount}>({quantity}개)</span>
                <strong data-testid="total-price">{formatWon(lineTotal(option, quantity))}</strong>
              </span>
            </p>
            <div className={styles.buyButtons}>
              <button
                type="submit"
                name="intent"
                value="add"
                className={styles.cartButton}
                disabled={pendingIntent != null}
              >
                {pendingIntent === "add" ? "담는 중…" : "장바구니"}
              </button>
              <button
                type="submit"
                name="intent"
                value="buy"
                className={styles.buyButton}
                disabled={pendingIntent != null}
              >
                바로구매
              </button>
            </div>
          </>
        )}
      </fetcher.Form>

      {soldOut ? <RestockBox itemId={item.itemId} subscribed={restockSubscribed} /> : null}

      {item.seller.ownBrand ? null : (
        <p className={styles.sellerNotice}>
          이 상품은 {item.seller.sellerName}에서 판매하며, 주문·품질·교환·환불의 책임은 판매자에게 있습니다.
        </p>
      )}
    </section>
  );
}

/** Sold out: members ask for a text when it is back (or stop waiting); guests are sent to log in first (SPEC §8). */
function RestockBox({ itemId, subscribed }: { itemId: number; subscribed: boolean }) {
  const fetcher = useFetcher<ItemActionData>({ key: `restock-${itemId}` });
  useAnswerAlert(fetcher.data);
  const current = fetcher.data?.restockSubscribed ?? subscribed;
  const pending = fetcher.state !== "idle";
  return (
    <div className={styles.restock}>
      <p className={styles.soldOutText}>품절된 상품입니다.</p>
      <fetcher.Form method="post">
        <CsrfField />
        <input type="hidden" name="subscribe" value={current ? "false" : "true"} />
        <button
          type="submit"
          name="intent"
          value="restock"
          className={current ? styles.restockCancel : styles.restockButton}
          disabled={pending}
        >
          {current ? "재입고 알림 취소" : "재입고 알림 신청"}
        </button>
      </fetcher.Form>
      <p className={styles.restockNote}>
        {current
          ? "재입고 알림을 신청하셨습니다. 입고되면 문자로 알려 드립니다."
          : "상품이 다시 입고되면 문자로 알려 드립니다."}
      </p>
    </div>
  );
}
