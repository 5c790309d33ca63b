import { formatBusinessNumber } from "@shop/core/validation/business-number";
import { Link } from "react-router";
import styles from "../../features/account/account-form.module.css";
import { AccountPage } from "../../features/account/account-page";
import { readJoinedMember } from "../../features/account/join-complete-cookie.server";
import { requireAnonymous } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { SHOP_NAME } from "../../lib/seo-meta";
import { useTrackJoin } from "../../lib/tracking/track-events";
import type { Route } from "./+types/join-complete";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { member: await readJoinedMember(request) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "회원가입 완료");

export default function JoinCompletePage({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  useTrackJoin(member?.loginId ?? null);
  return (
    <AccountPage title="회원가입 완료">
      <div className={styles.result}>
        <p>
          {member ? (
            <>
              <strong>{member.userName}</strong>님, {SHOP_NAME}의 회원이 되신 것을 환영합니다.
            </>
          ) : (
            <>{SHOP_NAME}의 회원이 되신 것을 환영합니다.</>
          )}
        </p>
        {member && (
          <dl className={styles.summaryList}>
            <div>
              <dt>아이디</dt>
              <dd>{member.loginId}</dd>
            </div>
            <div>
              <dt>회원 유형</dt>
              <dd>{member.userType === "BUSINESS" ? "사업자회원" : "개인회원"}</dd>
            </div>
            {member.businessNumber && (
              <div>
                <dt>사업자등록번호</dt>
                <dd>{formatBusinessNumber(member.businessNumber)}</dd>
              </div>
            )}
          </dl>
        )}
        <p className={styles.hint}>로그인 후 다양한 상품과 혜택을 만나보세요.</p>
      </div>
      <div className={`${styles.buttonRow} ${styles.spaced}`}>
        <Link to="/" className={styles.secondaryButton}>
          메인으로
        </Link>
        <Link to="/user/login" className={styles.primaryButton}>
          로그인
        </Link>
      </div>
    </AccountPage>
  );
}
