import { Link } from "react-router";
import { MEMBER_LOGIN_HREF } from "./guest-checkout";
import styles from "./guest-checkout.module.css";

/** In place of a non-member's coupons and points: they are for members, with the way to log in. */
export function GuestBenefitsNote() {
  return (
    <div className={styles.benefits}>
      <div>
        <p className={styles.benefitsText}>적립금·쿠폰은 회원만 사용할 수 있어요.</p>
        <p className={styles.benefitsHint}>로그인하면 담아 두신 상품이 회원님의 장바구니로 옮겨져요.</p>
      </div>
      <Link to={MEMBER_LOGIN_HREF} className={styles.benefitsLink}>
        로그인
      </Link>
    </div>
  );
}
