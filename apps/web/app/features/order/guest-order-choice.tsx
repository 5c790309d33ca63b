import { Link } from "react-router";
import { GUEST_ORDER_LOOKUP_PATH, JOIN_PATH, MEMBER_LOGIN_HREF } from "./guest-checkout";
import styles from "./guest-checkout.module.css";

/**
 * 회원 주문 / 비회원 주문: what a shopper without a login sees on pressing 주문하기 (cart) or 바로구매 (item page). Logging
 * in moves their cart to the member's, where they order on; 비회원으로 주문하기 opens the order form for the same lines.
 */
export function GuestOrderChoice({ lineCount, guestHref }: { lineCount: number; guestHref: string }) {
  return (
    <div className={styles.choice}>
      <p className={styles.choiceLead}>
        선택하신 상품 {lineCount}개를 주문합니다. 회원으로 주문하시거나, 회원가입 없이 비회원으로 주문하실 수 있어요.
      </p>
      <div className={styles.choiceCards}>
        <section className={`${styles.choiceCard} ${styles.choiceCardMember}`} aria-labelledby="choice-member">
          <h2 id="choice-member" className={styles.choiceTitle}>
            회원 주문
          </h2>
          <ul className={styles.choicePoints}>
            <li>적립금과 쿠폰으로 할인받을 수 있어요.</li>
            <li>배송지 목록을 저장해 두고 쓸 수 있어요.</li>
            <li>마이페이지에서 주문·배송을 확인할 수 있어요.</li>
          </ul>
          <p className={styles.choiceText}>로그인하면 담아 두신 상품이 회원님의 장바구니로 옮겨져요.</p>
          <Link to={MEMBER_LOGIN_HREF} className={styles.choicePrimary}>
            로그인하고 주문하기
          </Link>
          <p className={styles.choiceAside}>
            아직 회원이 아니신가요? <Link to={JOIN_PATH}>회원가입</Link>
          </p>
        </section>
        <section className={styles.choiceCard} aria-labelledby="choice-guest">
          <h2 id="choice-guest" className={styles.choiceTitle}>
            비회원 주문
          </h2>
          <ul className={styles.choicePoints}>
            <li>휴대폰 인증과 주문 비밀번호만으로 주문할 수 있어요.</li>
            <li>적립금과 쿠폰은 사용할 수 없어요.</li>
            <li>주문번호와 주문 비밀번호로 주문을 조회할 수 있어요.</li>
          </ul>
          <p className={styles.choiceText}>회원가입 없이 바로 주문서를 작성해요.</p>
          <Link to={guestHref} className={styles.choiceSecondary}>
            비회원으로 주문하기
          </Link>
          <p className={styles.choiceAside}>
            이미 주문하셨나요? <Link to={GUEST_ORDER_LOOKUP_PATH}>비회원 주문조회</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
