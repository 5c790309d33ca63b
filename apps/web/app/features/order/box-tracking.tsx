import type { BoxTracking } from "@shop/contracts/order";
import styles from "./box-tracking.module.css";

/**
 * A shipped box's carrier and tracking number, with the carrier's tracking page in a new window (decision 027: no
 * opener) when the shop knows the carrier: my page's order list and the order page.
 */
export function BoxTrackingLine({ tracking }: { tracking: BoxTracking }) {
  return (
    <p className={styles.tracking}>
      <span className={styles.label}>운송장</span> {tracking.carrierName}{" "}
      <span className={styles.number}>{tracking.trackingNumber}</span>
      {tracking.trackingUrl ? (
        <>
          {" "}
          <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
            배송 조회
          </a>
        </>
      ) : null}
    </p>
  );
}
