import type { ReviewableLine } from "@shop/contracts/review";
import { koreaDate } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import { itemHref, LineThumb, optionText } from "./line-thumb";
import styles from "./review-page.module.css";
import { reviewPageHref } from "./review-page-query";

/**
 * 작성 가능한 리뷰: the lines delivered or confirmed and not reviewed yet, each with 리뷰 작성. The button is a link to
 * the same page with the modal open (`?write=`), so it works without JavaScript too.
 */
export function ReviewableLineList({ list, page }: { list: readonly ReviewableLine[]; page: number }) {
  if (list.length === 0) {
    return (
      <div className={styles.empty}>
        <p>
          작성 가능한 리뷰가 없습니다.
          <br />
          배송이 완료된 상품은 이곳에서 리뷰를 남기실 수 있습니다.
        </p>
        <Link to="/mypage/order" className={styles.emptyAction}>
          주문/배송 조회
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label="작성 가능한 리뷰 목록">
      {list.map((line) => (
        <li key={line.orderItemId} className={styles.entry} aria-label={line.itemName}>
          <div className={styles.line}>
            <LineThumb itemUserCode={line.itemUserCode} imageSrc={line.imageSrc} />
            <div className={styles.lineBody}>
              <span className={styles.status}>{line.statusLabel}</span>
              <Link to={itemHref(line.itemUserCode)} className={styles.itemName}>
                {line.itemName}
              </Link>
              <span className={styles.option}>{optionText(line.optionName, line.quantity)}</span>
              <span className={styles.meta}>
                {koreaDate(line.orderedAt)} 주문 · 주문번호 {line.orderCode}
              </span>
            </div>
            <div className={styles.lineAction}>
              <Link
                to={reviewPageHref({ tab: "awaiting", page, write: line.orderItemId })}
                className={styles.writeButton}
                preventScrollReset
                aria-label={`${line.itemName} 리뷰 작성`}
              >
                리뷰 작성
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
