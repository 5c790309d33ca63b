import { Link } from "react-router";
import styles from "../../features/account/account-form.module.css";
import { AccountPage } from "../../features/account/account-page";
import { pageMeta } from "../../lib/page-meta";
import { SHOP_NAME } from "../../lib/seo-meta";
import type { Route } from "./+types/transfer-complete";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "회원 전환 완료");

export default function TransferCompletePage() {
  return (
    <AccountPage title="회원 전환 완료">
      <div className={styles.result} role="status">
        <p>
          회원 전환 가입이 완료되었습니다.
          <br />
          새로워진 {SHOP_NAME}에서 기존 아이디로 계속 이용하실 수 있습니다.
        </p>
      </div>
      <div className={`${styles.buttonRow} ${styles.spaced}`}>
        <Link to="/mypage" className={styles.secondaryButton}>
          마이페이지
        </Link>
        <Link to="/" className={styles.primaryButton}>
          쇼핑 계속하기
        </Link>
      </div>
    </AccountPage>
  );
}
