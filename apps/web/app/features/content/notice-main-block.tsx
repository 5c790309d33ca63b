import type { NoticeList } from "@shop/contracts/content";
import { koreaDate } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import styles from "./notice-main-block.module.css";

type NoticeSummary = NoticeList["list"][number];

/** The home page's 공지사항 box: the notices the API marks for the main page. */
export function NoticeMainBlock({ notices }: { notices: NoticeSummary[] }) {
  return (
    <section className={styles.block} aria-labelledby="home-notice-title">
      <header className={styles.header}>
        <h2 id="home-notice-title" className={styles.title}>
          공지사항
        </h2>
        <Link to="/customer/notice" className={styles.more} aria-label="공지사항 더보기">
          더보기
        </Link>
      </header>
      {notices.length === 0 ? (
        <p className={styles.empty}>등록된 공지사항이 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {notices.map((notice) => (
            <li key={notice.id}>
              <Link to={`/customer/notice/${notice.id}`} className={styles.row}>
                <span className={styles.label}>{notice.label}</span>
                <span className={styles.noticeTitle}>{notice.title}</span>
                <time className={styles.date} dateTime={notice.date}>
                  {koreaDate(notice.date)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
