import type { CartLineView, ShippingGroupView } from "@shop/contracts/cart";
import { useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import type { CartActionData } from "./cart-action-data";
import { CartLineItem } from "./cart-line-item";
import styles from "./cart-page.module.css";
import { boxShipping } from "./cart-view";
import { SelectToggle } from "./select-toggle";
import { useCartAnswerAlert } from "./use-cart-answer-alert";
import type { CartSelection } from "./use-cart-selection";

type ShippingBox = ShippingGroupView["brands"][number];

interface GroupProps {
  group: ShippingGroupView;
  lines: ReadonlyMap<number, CartLineView>;
  selection: CartSelection;
}

/**
 * One delivery group as the API groups the cart (SPEC §4): 신선물류 배송 with a box per seller, or one seller's
 * 개별배송. Each box lists its lines with its fee, the 선결제/착불 choice and, for another seller's goods, the
 * seller-responsibility notice (SPEC §6).
 */
export function CartShippingGroup({ group, lines, selection }: GroupProps) {
  const fresh = group.deliveryType === 1;
  return (
    <section className={styles.group} aria-label={group.title}>
      <header className={styles.groupHeader}>
        <SelectToggle selection={selection} ids={group.allCartIds} label={`${group.title} 전체선택`} />
        <h2 className={styles.groupTitle}>{group.title}</h2>
      </header>
      {group.brands.map((box) => (
        <CartBox key={box.boxKey} box={box} lines={lines} selection={selection} showSeller={fresh} />
      ))}
    </section>
  );
}

function CartBox({
  box,
  lines,
  selection,
  showSeller,
}: {
  box: ShippingBox;
  lines: ReadonlyMap<number, CartLineView>;
  selection: CartSelection;
  showSeller: boolean;
}) {
  const shipping = boxShipping(box);
  const boxLines = box.itemGroups.flatMap((itemGroup) =>
    itemGroup.buyItems.flatMap((buyItem) => {
      const line = lines.get(buyItem.cartId);
      return line ? [line] : [];
    }),
  );
  return (
    <div className={styles.box}>
      {showSeller ? (
        <div className={styles.boxHeader}>
          <SelectToggle selection={selection} ids={box.allCartIds} label={`${box.sellerName} 상품 전체선택`} />
          <h3 className={styles.boxTitle}>{box.sellerName}</h3>
        </div>
      ) : null}
      <ul className={styles.lines}>
        {boxLines.map((line) => (
          <CartLineItem key={line.cartId} line={line} selection={selection} />
        ))}
      </ul>
      <div className={styles.boxFooter}>
        <div className={styles.boxShipping}>
          <p className={styles.boxFee} data-testid="box-fee">
            {shipping.label}
          </p>
          {shipping.hint ? <p className={styles.boxHint}>{shipping.hint}</p> : null}
        </div>
        {box.price > 0 && box.realShipping > 0 ? <ShippingPaymentChoice box={box} /> : null}
      </div>
      {box.notice ? <p className={styles.sellerNotice}>{box.notice}</p> : null}
    </div>
  );
}

/** 선결제 (with the order) or 착불 (to the courier) for a box (POST /api/cart/shipping-payment-type). */
function ShippingPaymentChoice({ box }: { box: ShippingBox }) {
  const fetcher = useFetcher<CartActionData>();
  useCartAnswerAlert(fetcher.data);
  const pending = fetcher.formData?.get("shippingPaymentType");
  const current = pending === "1" ? 1 : pending === "2" ? 2 : box.shippingPaymentType;
  return (
    <fetcher.Form method="post" className={styles.payChoice}>
      <CsrfField />
      <input type="hidden" name="intent" value="shipping-payment" />
      {box.allCartIds.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
      <fieldset className={styles.payChoiceSet}>
        <legend className={styles.payChoiceLabel}>배송비 결제</legend>
        <span className={styles.segmented}>
          <button type="submit" name="shippingPaymentType" value="1" aria-pressed={current === 1}>
            선결제
          </button>
          <button type="submit" name="shippingPaymentType" value="2" aria-pressed={current === 2}>
            착불
          </button>
        </span>
      </fieldset>
    </fetcher.Form>
  );
}
