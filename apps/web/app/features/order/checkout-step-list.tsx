import styles from "./checkout.module.css";

const STEPS = ["01 장바구니", "02 주문/결제", "03 주문완료"] as const;

/**
 * A checkout page's title with where the shopper is in buying, as the cart page shows it (01 장바구니 › 02 주문/결제
 * › 03 주문완료): the order form and its confirm step are both 02.
 */
export function CheckoutHeader({ title, current }: { title: string; current: 1 | 2 }) {
  return (
    <div className={styles.titleRow}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <ol className={styles.steps} aria-label="주문 단계">
        {STEPS.map((label, index) => (
          <li key={label} aria-current={index === current ? "step" : undefined}>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
