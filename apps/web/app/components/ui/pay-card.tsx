import type { PinPayCard } from "@shop/contracts/pin-pay";
import styles from "./pay-card.module.css";

export { styles as payCardStyles };

/** What the shopper calls a registered card: its alias, or the card company's name. */
export function payCardTitle(card: PinPayCard): string {
  return card.alias || `${card.cardName}카드`;
}

/** One registered quick-pay card (간편결제): its name, the 기본 badge and the masked number. */
export function PayCardSummary({ card }: { card: PinPayCard }) {
  return (
    <span className={styles.cardName}>
      <span>
        {payCardTitle(card)}
        {card.isDefault ? <span className={styles.badge}>기본</span> : null}
      </span>
      <span className={styles.cardNumber}>
        {card.cardName} **** {card.last4}
      </span>
    </span>
  );
}
