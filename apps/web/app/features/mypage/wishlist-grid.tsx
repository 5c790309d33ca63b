import type { WishlistList } from "@shop/contracts/review";
import { koreaDate } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert } from "../../components/form/form-fields";
import { useAlert } from "../../components/ui/alert-modal";
import pageStyles from "./mypage.module.css";
import styles from "./wishlist.module.css";
import { WISHLIST_ITEM_FIELD, WISHLIST_MESSAGES, WISHLIST_ONLY_FIELD } from "./wishlist-selection";

type WishedItem = WishlistList["list"][number];

/** Nothing wished yet: where to find something to wish. */
export function WishlistEmpty() {
  return (
    <div className={pageStyles.empty}>
      <p className={styles.emptyText}>
        찜한 상품이 없습니다.
        <br />
        마음에 드는 상품의 하트를 눌러 담아 두세요.
      </p>
      <Link to="/event/best" className={pageStyles.emptyAction}>
        베스트 상품 보러 가기
      </Link>
    </div>
  );
}

/**
 * The wished items as cards with a tick each, 선택 삭제 and a 삭제 per card: one plain form, so ticking and deleting
 * work without JavaScript; with it, 전체선택 appears and a delete asks first.
 */
export function WishlistGrid({ list, formError }: { list: readonly WishedItem[]; formError: string | undefined }) {
  const { alert, confirm } = useAlert();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  // Only cards still on the page count: deleted ones leave the list after the action.
  const selected = list.filter((item) => ticked.has(item.itemId)).map((item) => item.itemId);
  const allTicked = list.length > 0 && selected.length === list.length;

  const toggle = (itemId: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget);
    const only = submitter instanceof HTMLButtonElement && submitter.name === WISHLIST_ONLY_FIELD;
    if (only) data.set(WISHLIST_ONLY_FIELD, submitter.value);
    else if (selected.length === 0) {
      void alert(WISHLIST_MESSAGES.nothingSelected);
      return;
    }
    const question = only ? WISHLIST_MESSAGES.confirmOne : WISHLIST_MESSAGES.confirmSelected(selected.length);
    void confirm(question, { okLabel: "삭제" }).then((confirmed) => {
      if (confirmed) void submit(data, { method: "post" });
    });
  };

  return (
    <Form method="post" onSubmit={onSubmit} className={styles.form} aria-busy={busy || undefined}>
      <CsrfField />
      <div className={styles.toolbar}>
        {hydrated ? (
          <label className={styles.selectAll}>
            <input
              type="checkbox"
              checked={allTicked}
              onChange={(event) =>
                setTicked(event.currentTarget.checked ? new Set(list.map((item) => item.itemId)) : new Set())
              }
            />
            전체선택 ({selected.length}/{list.length})
          </label>
        ) : (
          <span className={styles.selectHint}>삭제할 상품을 선택해 주세요.</span>
        )}
        <button type="submit" className={styles.deleteSelected} disabled={busy}>
          선택 삭제
        </button>
      </div>
      <FormAlert message={formError} />
      <ul className={styles.grid}>
        {list.map((item) => (
          <WishlistCard
            key={item.itemId}
            item={item}
            checked={ticked.has(item.itemId)}
            onCheck={(on) => toggle(item.itemId, on)}
            busy={busy}
          />
        ))}
      </ul>
    </Form>
  );
}

function WishlistCard({
  item,
  checked,
  onCheck,
  busy,
}: {
  item: WishedItem;
  checked: boolean;
  onCheck: (on: boolean) => void;
  busy: boolean;
}) {
  const href = `/items/${encodeURIComponent(item.itemUserCode)}`;
  const discounted = item.discountRate > 0 && item.consumerPrice > item.presentPrice;
  return (
    <li className={styles.card} aria-label={item.itemName}>
      <div className={styles.thumb}>
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <img src={item.imageSrc} alt="" width={400} height={400} loading="lazy" decoding="async" />
          {item.soldOut ? <span className={styles.soldOut}>품절</span> : null}
        </Link>
        <label className={styles.check}>
          <input
            type="checkbox"
            name={WISHLIST_ITEM_FIELD}
            value={item.itemId}
            checked={checked}
            onChange={(event) => onCheck(event.currentTarget.checked)}
          />
          <span className="visually-hidden">{item.itemName} 선택</span>
        </label>
      </div>
      <div className={styles.body}>
        {item.brand ? <p className={styles.brand}>{item.brand}</p> : null}
        <Link to={href} className={styles.name}>
          {item.itemName}
        </Link>
        <div className={styles.price}>
          {discounted ? (
            <del className={styles.consumerPrice}>
              <span className="visually-hidden">정상가</span>
              {formatWon(item.consumerPrice)}
            </del>
          ) : null}
          <p className={styles.present}>
            {discounted ? (
              <span className={styles.rate}>
                <span className="visually-hidden">할인율</span>
                {item.discountRate}%
              </span>
            ) : null}
            <strong>
              <span className="visually-hidden">판매가</span>
              {formatWon(item.presentPrice)}
            </strong>
          </p>
        </div>
        <div className={styles.cardFoot}>
          <span className={styles.wishedAt}>{koreaDate(item.wishedAt)} 찜</span>
          <button
            type="submit"
            name={WISHLIST_ONLY_FIELD}
            value={item.itemId}
            className={styles.deleteOne}
            disabled={busy}
            aria-label={`${item.itemName} 삭제`}
          >
            삭제
          </button>
        </div>
      </div>
    </li>
  );
}
