import type { StoreInquiryReceipt } from "@shop/contracts/store-inquiry";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import styles from "./store-inquiry.module.css";

interface StoreApplyDoneProps {
  receipt: StoreInquiryReceipt;
  reviewBusinessDays: number;
}

/** 신청 완료: the application number to keep, and when the shop will call. */
export function StoreApplyDone({ receipt, reviewBusinessDays }: StoreApplyDoneProps) {
  return (
    <>
      <section className={styles.done} aria-label="입점 신청 접수 결과">
        <span className={styles.doneMark} aria-hidden="true">
          <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className={styles.doneText}>
          <strong>{receipt.companyName}</strong>의 입점 신청이 접수되었습니다.
          <br />
          영업일 기준 {reviewBusinessDays}일 이내에 담당자가 연락드리겠습니다.
        </p>
        <dl className={styles.receipt}>
          <div>
            <dt>접수번호</dt>
            <dd className={styles.applicationNumber}>{receipt.applicationNumber}</dd>
          </div>
          <div>
            <dt>접수일시</dt>
            <dd>{koreaDateTime(receipt.appliedAt)}</dd>
          </div>
          <div>
            <dt>첨부파일</dt>
            <dd>{receipt.attachmentCount > 0 ? `${receipt.attachmentCount}개` : "없음"}</dd>
          </div>
        </dl>
        <p className={styles.hint}>
          접수번호는 진행 상황을 문의하실 때 필요하니 메모해 두세요. 입점 검토 결과는 신청서에 적어 주신 담당자 연락처로
          안내해 드립니다.
        </p>
      </section>
      <div className={styles.actions}>
        <Link to="/customer/store-inquiry" className={styles.secondaryButton}>
          입점 안내 보기
        </Link>
        <Link to="/" className={styles.primaryButton}>
          메인으로
        </Link>
      </div>
    </>
  );
}
