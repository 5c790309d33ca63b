import { Link } from "react-router";
import { GUEST_ORDER_LOOKUP_PATH } from "./guest-checkout";
import styles from "./guest-checkout.module.css";

/**
 * The order number of a non-member's order, large on the order-complete page: with the order password it is the only
 * way back to the order (/order/no-member).
 */
export function GuestOrderNumber({ orderCode, orderedAt }: { orderCode: string; orderedAt: string }) {
  return (
    <div className={styles.orderNumberBox}>
      <p className={styles.orderNumberLabel}>비회원 주문번호</p>
      <p className={styles.orderNumberValue}>{orderCode}</p>
      <p className={styles.orderNumberDate}>{orderedAt}</p>
      <p className={styles.orderNumberHint}>주문번호와 주문 비밀번호로 비회원 주문조회에서 확인할 수 있어요.</p>
      <Link to={GUEST_ORDER_LOOKUP_PATH} className={styles.lookupLink}>
        비회원 주문조회 바로가기
      </Link>
    </div>
  );
}
