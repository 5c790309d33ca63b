import type { NoticeList } from "@shop/contracts/content";
import { koreaDate } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import styles from "./notice-table.module.css";

type NoticeSummary = NoticeList["list"][number];

interface NoticeTableProps {
  notices: NoticeSummary[];
  emptyText: string;
  /** The list's query (page, keyword), carried to the detail page so "목록으로" returns here. */
  listSearch?: string;
}

/** Pinned notices first (kept in the API's order otherwise), each linking to its detail page. */
export function NoticeTable({ notices, emptyText, listSearch = "" }: NoticeTableProps) {
  if (notices.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const ordered = [...notices.filter((n) => n.pinned), ...notices.filter((n) => !n.pinned)];
  return (
    <ul className={styles.list} aria-label="공지사항 목록">
      {ordered.map((notice) => (
        <li key={notice.id} className={notice.pinned ? styles.pinnedRow : styles.row}>
          <span className={notice.pinned ? styles.pinnedLabel : styles.label}>{notice.label}</span>
          <Link to={`/customer/notice/${notice.id}${listSearch}`} className={styles.title}>
            {notice.title}
          </Link>
          <time className={styles.date} dateTime={notice.date}>
            {koreaDate(notice.date)}
          </time>
        </li>
      ))}
    </ul>
  );
}
