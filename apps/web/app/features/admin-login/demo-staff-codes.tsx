import type { DevStaffCodes } from "@shop/contracts/admin";
import { STAFF_ROLE_LABELS } from "@shop/core/staff/staff-roles";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import styles from "./admin-login.module.css";

/**
 * Demo mode only: the demo staff accounts with the codes their authenticator apps would show now, so a newcomer can
 * sign in to the back office without one. Fetched again when the codes turn over.
 */
export function DemoStaffCodes({ codes }: { codes: DevStaffCodes["list"] }) {
  const { revalidate } = useRevalidator();
  const secondsLeft = codes[0]?.secondsLeft;
  useEffect(() => {
    if (secondsLeft === undefined) return;
    const timer = window.setTimeout(() => void revalidate(), secondsLeft * 1000 + 300);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, revalidate]);
  if (codes.length === 0) return null;
  return (
    <section className={styles.demo} aria-labelledby="demo-staff-title">
      <h2 id="demo-staff-title">데모 관리자 계정</h2>
      <p>데모 모드에서만 보입니다. 인증 앱 대신 아래의 현재 코드를 입력하세요.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">권한</th>
            <th scope="col">아이디</th>
            <th scope="col">비밀번호</th>
            <th scope="col">현재 인증 코드</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((account) => (
            <tr key={account.loginId}>
              <td>{STAFF_ROLE_LABELS[account.role]}</td>
              <td>{account.loginId}</td>
              <td>{account.password}</td>
              <td>
                <strong className={styles.code} data-login-id={account.loginId}>
                  {account.code}
                </strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {secondsLeft !== undefined && <p className={styles.hint}>코드는 30초마다 바뀝니다.</p>}
    </section>
  );
}
