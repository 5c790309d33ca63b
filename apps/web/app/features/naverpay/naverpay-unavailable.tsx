import { NAVERPAY_NO_BASE_ADDRESS_MESSAGE } from "@shop/contracts/naverpay";
import { Link } from "react-router";
import { CART_PATH } from "../../lib/checkout-links";
import styles from "./naverpay.module.css";
import { ADDRESS_BOOK_PATH } from "./naverpay-page";
import type { NaverPayPageData } from "./naverpay-page.server";

interface NaverPayUnavailableProps {
  page: Exclude<NaverPayPageData, { kind: "ready" }>;
  /** The order form with the same lines. */
  checkoutHref: string;
}

/**
 * /order/naverpay when the express order cannot be placed: no base address to send it to (register one, or use the
 * order form), or lines that cannot be ordered now (the cart says why).
 */
export function NaverPayUnavailable({ page, checkoutHref }: NaverPayUnavailableProps) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeText}>
        {page.kind === "noBaseAddress" ? NAVERPAY_NO_BASE_ADDRESS_MESSAGE : page.message}
      </p>
      <div className={styles.noticeActions}>
        {page.kind === "noBaseAddress" ? (
          <>
            <Link to={ADDRESS_BOOK_PATH} className={styles.noticeLinkMain}>
              기본 배송지 등록하기
            </Link>
            <Link to={checkoutHref} className={styles.noticeLink}>
              주문서로 주문하기
            </Link>
          </>
        ) : (
          <Link to={CART_PATH} className={styles.noticeLinkMain}>
            장바구니로 돌아가기
          </Link>
        )}
      </div>
    </div>
  );
}
