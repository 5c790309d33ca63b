import type { MemberGradeInfo } from "@shop/contracts/order-confirm";
import { formatWon } from "@shop/core/format/number";
import styles from "./member-grade.module.css";

/** "1.5%" */
const rate = (percent: number) => `${percent}%`;

/**
 * /mypage/grade: the member's grade with what it is judged on, how far the next one is, and every grade's condition
 * and the points a confirmed purchase earns at it.
 */
export function MemberGradeView({ info }: { info: MemberGradeInfo }) {
  const { grade, nextGrade } = info;
  const progress = nextGrade
    ? Math.min(100, Math.round(((info.periodAmount - grade.minAmount) / (nextGrade.minAmount - grade.minAmount)) * 100))
    : 100;
  return (
    <>
      <section className={styles.current} aria-labelledby="grade-current">
        <p className={styles.currentLabel} id="grade-current">
          현재 회원등급
        </p>
        <p className={styles.gradeName}>
          <strong>{grade.label}</strong>
          <span className={styles.gradeRate}>구매확정 시 {rate(grade.earnRatePercent)} 적립</span>
        </p>
        <p className={styles.period}>
          최근 {info.periodMonths}개월 결제 금액 <strong>{formatWon(info.periodAmount)}</strong>
          <span className={styles.periodDates}>
            ({info.periodFrom.replaceAll("-", ".")} ~ {info.periodTo.replaceAll("-", ".")})
          </span>
        </p>
        {nextGrade ? (
          <div className={styles.next}>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={`${nextGrade.label} 등급까지`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.max(progress, 0)}
            >
              <span className={styles.barFill} style={{ width: `${Math.max(progress, 0)}%` }} />
            </div>
            <p className={styles.nextText}>
              {formatWon(info.amountToNext)} 더 구매하시면 <strong>{nextGrade.label}</strong> 등급이 됩니다.
            </p>
          </div>
        ) : (
          <p className={styles.nextText}>최고 등급입니다. 늘 이용해 주셔서 감사합니다.</p>
        )}
      </section>
      <section className={styles.tableSection} aria-labelledby="grade-table">
        <h2 id="grade-table" className={styles.tableTitle}>
          등급별 혜택
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">등급</th>
              <th scope="col">조건 (최근 {info.periodMonths}개월 결제 금액)</th>
              <th scope="col">구매확정 적립</th>
            </tr>
          </thead>
          <tbody>
            {info.grades.map((entry) => (
              <tr key={entry.code} aria-current={entry.code === grade.code ? "true" : undefined}>
                <th scope="row">{entry.label}</th>
                <td>{entry.minAmount === 0 ? "가입 시" : `${formatWon(entry.minAmount)} 이상`}</td>
                <td>{rate(entry.earnRatePercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className={styles.notes}>
          <li>
            회원등급은 최근 {info.periodMonths}개월 동안 결제하신 금액(취소·환불된 금액 제외)으로 매일 다시 정해집니다.
          </li>
          <li>
            적립금은 구매확정 때 상품 결제 금액(쿠폰·적립금 사용분과 배송비 제외)에 등급 적립률을 곱해 10원 단위로
            드립니다.
          </li>
          <li>배송완료 후 {info.autoConfirmAfterDays}일이 지나면 자동으로 구매확정됩니다.</li>
        </ul>
      </section>
    </>
  );
}
