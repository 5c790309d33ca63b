import type { Cart } from "@shop/contracts/cart";
import { useMemo } from "react";
import { Link } from "react-router";
import { useTrackCartChanges } from "../../lib/tracking/track-events";
import type { CartActionData } from "./cart-action-data";
import { DeleteButton } from "./cart-line-item";
import { CartNotes } from "./cart-notes";
import styles from "./cart-page.module.css";
import { CartShippingGroup } from "./cart-shipping-group";
import { CartSummary, MobileOrderBar } from "./cart-summary";
import type { CartNotes as CartNotesData } from "./cart-view";
import { SelectToggle } from "./select-toggle";
import { useCartSelection } from "./use-cart-selection";

interface CartPageViewProps {
  cart: Cart;
  /** The payment window sent the shopper back (?payment=cancelled|failed). */
  paymentAlert: string | null;
  /** 장바구니 안내 (GET /api/common/cart-info); null when the API could not answer it. */
  notes: CartNotesData | null;
  /** A form's answer when the page was posted without JavaScript. */
  actionData: CartActionData | undefined;
}

/** The cart page (SPEC §2 /cart): the lines by delivery group, the selection, the money, 주문하기 and 장바구니 안내. */
export function CartPageView({ cart, paymentAlert, notes, actionData }: CartPageViewProps) {
  const selection = useCartSelection(cart);
  useTrackCartChanges(cart.list);
  const lines = useMemo(() => new Map(cart.list.map((line) => [line.cartId, line])), [cart.list]);
  const selectedIds = selection.buyable.filter((id) => selection.selected.has(id));
  const onDeliveryShipping = cart.shippingGroups.reduce((sum, group) => sum + group.onDeliveryShipping, 0);
  const saving = selection.fetcher.state !== "idle";

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>장바구니</h1>
        <ol className={styles.steps} aria-label="주문 단계">
          <li aria-current="step">01 장바구니</li>
          <li>02 주문/결제</li>
          <li>03 주문완료</li>
        </ol>
      </div>
      {paymentAlert ? (
        <p className={styles.alert} role="alert">
          {paymentAlert}
        </p>
      ) : null}
      {actionData?.formError ? (
        <p className={styles.alert} role="alert">
          {actionData.formError}
        </p>
      ) : null}

      {cart.list.length === 0 ? (
        <>
          <div className={styles.empty}>
            <p className={styles.emptyText}>장바구니에 담긴 상품이 없습니다.</p>
            <Link to="/items" className={styles.emptyLink}>
              쇼핑하러 가기
            </Link>
          </div>
          {notes ? <CartNotes notes={notes} /> : null}
        </>
      ) : (
        <div className={styles.layout}>
          <div className={styles.listColumn}>
            <div className={styles.selectBar}>
              <SelectToggle
                selection={selection}
                ids={selection.buyable}
                label="전체선택"
                text={`전체선택 (${selectedIds.length}/${selection.buyable.length})`}
              />
              <DeleteButton ids={selectedIds} label="선택삭제" text="선택삭제" />
            </div>
            {cart.shippingGroups.map((group) => (
              <CartShippingGroup
                key={`${group.deliveryType}-${group.sellerId}`}
                group={group}
                lines={lines}
                selection={selection}
              />
            ))}
          </div>
          <aside className={styles.summaryColumn} aria-label="주문 요약">
            <CartSummary
              orderPrice={cart.orderPrice}
              onDeliveryShipping={onDeliveryShipping}
              selectedIds={selectedIds}
              saving={saving}
              naverPay={cart.displayNaverPayFlag}
            />
          </aside>
          {notes ? <CartNotes notes={notes} /> : null}
          <MobileOrderBar orderPayAmount={cart.orderPrice.orderPayAmount} selectedIds={selectedIds} />
        </div>
      )}
    </div>
  );
}
