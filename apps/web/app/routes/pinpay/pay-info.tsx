import { Link } from "react-router";
import styles from "../../features/pinpay/pinpay.module.css";
import { loadPinPay } from "../../features/pinpay/pinpay.server";
import { PinPayLockedNotice, PinPayStatus } from "../../features/pinpay/pinpay-views";
import { pageMeta } from "../../lib/page-meta";
import { PINPAY_PATHS } from "../../lib/pinpay-links";
import type { Route } from "./+types/pay-info";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { info: await loadPinPay(request, context) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "간편결제 안내");

const STEPS = [
  ["가입", "약관에 동의하고 숫자 6자리 결제 비밀번호를 정합니다."],
  ["카드 등록", "자주 쓰는 신용·체크카드를 최대 5장까지 등록합니다."],
  ["결제", "주문서에서 간편결제를 고르고, 보안 키패드로 비밀번호 6자리만 입력하면 결제가 끝납니다."],
] as const;

/** /pinpay/payu/pay-info (SPEC §2 Quick-pay): what quick pay is, where the member stands, the next step. */
export default function PinPayInfoPage({ loaderData }: Route.ComponentProps) {
  const { info } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="pinpay-info-title">
      <h1 id="pinpay-info-title" className={styles.title}>
        간편결제 안내
      </h1>
      <p className={styles.lead}>
        카드 정보는 결제대행사(나이스페이먼츠)가 암호화해 보관하고, 쇼핑몰에는 카드사와 끝 4자리만 남습니다.
      </p>
      <PinPayStatus info={info} />
      <PinPayLockedNotice info={info} />
      <ol className={styles.cards}>
        {STEPS.map(([title, text], index) => (
          <li key={title} className={styles.card}>
            <span className={styles.cardName}>
              <span>
                {index + 1}. {title}
              </span>
              <span className={styles.cardNumber}>{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.links}>
        {info.enrolled ? (
          <Link to={PINPAY_PATHS.payMethod} className={styles.linkButtonPrimary}>
            등록 카드 보기
          </Link>
        ) : (
          <Link to={PINPAY_PATHS.enrol} className={styles.linkButtonPrimary}>
            간편결제 가입하기
          </Link>
        )}
        <Link to={PINPAY_PATHS.mypage} className={styles.linkButton}>
          간편결제 관리
        </Link>
      </div>
    </section>
  );
}
