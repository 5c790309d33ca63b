import type { PrivateOrderItem } from "@shop/contracts/designated-order";
import { discountRate } from "@shop/core/catalog/pricing";
import { CART_LINE_MAX_QUANTITY } from "@shop/core/checkout/cart-quantity";
import { formatWeight, formatWon } from "@shop/core/format/number";
import { formatBusinessNumber } from "@shop/core/validation/business-number";
import { type MouseEvent, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import styles from "./private-order.module.css";
import type { PrivateOrderActionData, PrivateOrderReady } from "./private-order.server";
import {
  type Choices,
  choiceAmounts,
  choiceErrors,
  choiceTotals,
  ITEM_FIELD,
  type ItemChoice,
  optionField,
  quantityField,
  quantityOf,
  STEP_FIELD,
  stepChoice,
} from "./private-order-form";

const DESIGNATED_GUIDE_PATH = "/designated";

function PageTitle() {
  return (
    <div className={styles.titleRow}>
      <h1 className={styles.title}>지정거래 주문</h1>
      <Link to={DESIGNATED_GUIDE_PATH} className={styles.guideLink}>
        지정거래 안내 ›
      </Link>
    </div>
  );
}

/** A personal member (or anyone the API refuses): why, and the ways on. */
export function PrivateOrderRefusedView({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <PageTitle />
      <div className={styles.refused} role="alert">
        <p className={styles.refusedMessage}>{message}</p>
        <p className={styles.refusedHelp}>
          사업자등록번호를 등록한 사업자 회원은 담당자와 협의한 지정 가격으로 정해진 수량 이상을 주문할 수 있습니다.
          회원정보 수정에서 사업자 회원으로 전환할 수 있습니다.
        </p>
        <div className={styles.refusedActions}>
          <Link to={DESIGNATED_GUIDE_PATH} className={styles.primaryLink}>
            지정거래 안내 보기
          </Link>
          <Link to="/mypage/modify" className={styles.secondaryLink}>
            회원정보 수정
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * /order/private-order (SPEC §2, docs/decisions/019): the company buyer's designated items, each with the shop's price
 * and the buyer's designated price, an option, a quantity starting at the item's minimum, and 지정거래 주문하기 into
 * /order/step1. Without JavaScript −/+ post the form and the action answers the new quantities; with it they change at
 * once and the money follows.
 */
export function PrivateOrderView({
  data,
  actionData,
}: {
  data: PrivateOrderReady;
  actionData: PrivateOrderActionData | undefined;
}) {
  const { page } = data;
  const [choices, setChoices] = useState<Choices>(actionData?.choices ?? data.choices);
  // A new answer of the action (or a new load) is what the page shows from then on.
  useEffect(() => {
    setChoices(actionData?.choices ?? data.choices);
  }, [actionData, data.choices]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "order";
  const liveErrors = choiceErrors(page.list, choices);
  const postedErrors = actionData?.fieldErrors ?? {};
  const totals = choiceTotals(page.list, choices);

  const update = (itemId: number, patch: Partial<ItemChoice>) =>
    setChoices((current) => {
      const choice = current[itemId];
      return choice ? { ...current, [itemId]: { ...choice, ...patch } } : current;
    });
  const onStep = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const step = event.currentTarget.value;
    setChoices((current) => stepChoice(page.list, current, step));
  };

  return (
    <div className={styles.page}>
      <PageTitle />
      <p className={styles.buyer}>
        <strong>{page.buyer.companyName || "사업자 회원"}</strong>
        {page.buyer.businessNumber ? (
          <span className={styles.businessNumber}>
            사업자등록번호 {formatBusinessNumber(page.buyer.businessNumber)}
          </span>
        ) : null}
        <span className={styles.buyerNote}>회원님께 지정된 가격으로 주문합니다.</span>
      </p>
      {data.notice ? (
        <p className={styles.alert} role="alert">
          {data.notice}
        </p>
      ) : null}
      {page.list.length === 0 ? (
        <div className={styles.empty}>
          <p>회원님께 지정된 거래 가격이 아직 없습니다. 담당자에게 문의해 주세요.</p>
          <Link to={DESIGNATED_GUIDE_PATH} className={styles.primaryLink}>
            지정거래 상품 보기
          </Link>
        </div>
      ) : (
        <Form method="post" className={styles.form} aria-label="지정거래 주문서">
          <CsrfField />
          {/* First in the form, so Enter in a quantity field orders rather than stepping an item. */}
          <button type="submit" name="intent" value="order" className={styles.srOnly} tabIndex={-1}>
            지정거래 주문하기
          </button>
          {actionData?.formError ? (
            <p className={styles.alert} role="alert">
              {actionData.formError}
            </p>
          ) : null}
          <ul className={styles.items}>
            {page.list.map((item) => (
              <PrivateOrderItemRow
                key={item.itemId}
                item={item}
                choice={choices[item.itemId]}
                error={liveErrors[item.itemId] ?? postedErrors[item.itemId]}
                onChange={(patch) => update(item.itemId, patch)}
                onStep={onStep}
              />
            ))}
          </ul>
          <section className={styles.summary} aria-labelledby="private-order-summary">
            <h2 id="private-order-summary" className={styles.summaryTitle}>
              주문 예정 금액
            </h2>
            <dl className={styles.summaryRows}>
              <div>
                <dt>선택 상품</dt>
                <dd>{totals.count}개</dd>
              </div>
              <div>
                <dt>지정가 상품금액</dt>
                <dd>{formatWon(totals.amount)}</dd>
              </div>
              <div className={styles.saving}>
                <dt>판매가 대비 절감</dt>
                <dd>{totals.saving > 0 ? `-${formatWon(totals.saving)}` : formatWon(0)}</dd>
              </div>
            </dl>
            <p className={styles.summaryNote}>
              배송비는 주문서에서 배송지와 함께 계산됩니다. 지정거래 상품에는 상품 쿠폰을 사용할 수 없습니다.
            </p>
            <button
              type="submit"
              name="intent"
              value="order"
              className={styles.orderButton}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              지정거래 주문하기
            </button>
          </section>
        </Form>
      )}
    </div>
  );
}

function PrivateOrderItemRow({
  item,
  choice,
  error,
  onChange,
  onStep,
}: {
  item: PrivateOrderItem;
  choice: ItemChoice | undefined;
  error: string | undefined;
  onChange: (patch: Partial<ItemChoice>) => void;
  onStep: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const itemHref = `/items/${encodeURIComponent(item.itemUserCode)}`;
  const money = choiceAmounts(item, choice);
  const rate = discountRate(money.shopPrice, money.designatedPrice);
  const quantity = choice ? quantityOf(choice) : item.minOrderQuantity;
  const errorId = `private-order-error-${item.itemId}`;
  const nameId = `private-order-name-${item.itemId}`;
  const selected = choice?.selected ?? false;
  return (
    <li className={selected ? `${styles.item} ${styles.itemSelected}` : styles.item}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={ITEM_FIELD}
          value={item.itemId}
          checked={selected}
          onChange={(event) => onChange({ selected: event.currentTarget.checked })}
          aria-describedby={nameId}
        />
        <span className={styles.srOnly}>{item.itemName} 선택</span>
      </label>
      <Link to={itemHref} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {item.imageSrc ? <img src={item.imageSrc} alt="" width={96} height={96} loading="lazy" /> : null}
      </Link>
      <div className={styles.info}>
        <p className={styles.brand}>{item.brand}</p>
        <Link to={itemHref} className={styles.name} id={nameId}>
          {item.itemName}
        </Link>
        <p className={styles.terms}>
          <span className={styles.badge}>지정거래</span>
          최소 {item.minOrderQuantity}
          {item.unit} 이상
          {item.weightGrams > 0 ? ` · ${formatWeight(item.weightGrams)}` : ""}
          {item.note ? ` · ${item.note}` : ""}
        </p>
        <p className={styles.prices}>
          <span className={styles.shopPrice}>
            판매가 <del>{formatWon(money.shopPrice)}</del>
          </span>
          <span className={styles.designatedPrice}>
            지정가 <strong>{formatWon(money.designatedPrice)}</strong>
            {rate > 0 ? <span className={styles.rate}>{rate}%</span> : null}
          </span>
        </p>
      </div>
      <div className={styles.controls}>
        {item.options.length > 1 ? (
          <label className={styles.optionField}>
            <span className={styles.controlLabel}>옵션</span>
            <select
              name={optionField(item.itemId)}
              value={choice?.optionId ?? item.options[0]?.optionId}
              onChange={(event) => onChange({ optionId: Number(event.currentTarget.value), selected: true })}
            >
              {item.options.map((option) => (
                <option key={option.optionId} value={option.optionId} disabled={option.soldOut}>
                  {option.optionName} · 지정가 {formatWon(option.designatedPrice)}
                  {option.soldOut ? " (품절)" : ""}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <input type="hidden" name={optionField(item.itemId)} value={item.options[0]?.optionId ?? ""} />
        )}
        <div className={styles.quantityField}>
          <span className={styles.controlLabel} aria-hidden="true">
            수량({item.unit})
          </span>
          <div className={styles.stepper}>
            <button
              type="submit"
              name={STEP_FIELD}
              value={`${item.itemId}:-1`}
              aria-label={`${item.itemName} 수량 줄이기`}
              disabled={Number.isSafeInteger(quantity) && quantity <= item.minOrderQuantity}
              onClick={onStep}
            >
              −
            </button>
            <input
              name={quantityField(item.itemId)}
              type="number"
              inputMode="numeric"
              min={item.minOrderQuantity}
              max={CART_LINE_MAX_QUANTITY}
              step={1}
              value={choice?.quantity ?? String(item.minOrderQuantity)}
              onChange={(event) => onChange({ quantity: event.currentTarget.value, selected: true })}
              aria-label={`${item.itemName} 수량(${item.unit})`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <button
              type="submit"
              name={STEP_FIELD}
              value={`${item.itemId}:1`}
              aria-label={`${item.itemName} 수량 늘리기`}
              disabled={Number.isSafeInteger(quantity) && quantity >= CART_LINE_MAX_QUANTITY}
              onClick={onStep}
            >
              +
            </button>
          </div>
        </div>
        <p className={styles.amount}>
          <span className={styles.controlLabel}>주문금액</span>
          <strong>{formatWon(selected ? money.amount : 0)}</strong>
        </p>
      </div>
      {error && selected ? (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
