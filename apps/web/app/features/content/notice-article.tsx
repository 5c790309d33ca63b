import type { NoticeDetail } from "@shop/contracts/content";
import { koreaDate } from "@shop/core/format/korea-date";
import { formatNumber } from "@shop/core/format/number";
import { Link } from "react-router";
import { TextBlocks } from "../../components/content/text-blocks";
import type { TextBlock } from "../../components/content/text-blocks.server";
import styles from "./notice-article.module.css";

interface NoticeArticleProps {
  detail: NoticeDetail;
  /** The notice's content as text blocks (text-blocks.server). */
  content: TextBlock[];
  /** The list the shopper came from. */
  listHref: string;
}

/** A notice with its neighbours and the way back to the list. */
export function NoticeArticle({ detail, content, listHref }: NoticeArticleProps) {
  const { notice, prev, next } = detail;
  return (
    <article className={styles.article} aria-labelledby="notice-title">
      <header className={styles.header}>
        <span className={notice.pinned ? styles.pinnedLabel : styles.label}>{notice.label}</span>
        <h2 id="notice-title" className={styles.title}>
          {notice.title}
        </h2>
        <dl className={styles.info}>
          <div>
            <dt>등록일</dt>
            <dd>
              <time dateTime={notice.date}>{koreaDate(notice.date)}</time>
            </dd>
          </div>
          <div>
            <dt>조회수</dt>
            <dd>{formatNumber(notice.viewCount)}</dd>
          </div>
        </dl>
      </header>
      <TextBlocks blocks={content} className={styles.content} />
      <nav className={styles.neighbours} aria-label="이전글 다음글">
        <NeighbourRow kind="이전글" notice={prev} listHref={listHref} />
        <NeighbourRow kind="다음글" notice={next} listHref={listHref} />
      </nav>
      <div className={styles.actions}>
        <Link to={listHref} className={styles.listButton}>
          목록으로
        </Link>
      </div>
    </article>
  );
}

function NeighbourRow({ kind, notice, listHref }: { kind: string; notice: NoticeDetail["prev"]; listHref: string }) {
  const search = listHref.includes("?") ? listHref.slice(listHref.indexOf("?")) : "";
  return (
    <div className={styles.neighbour}>
      <span className={styles.neighbourKind}>{kind}</span>
      {notice ? (
        <Link
          to={`/customer/notice/${notice.id}${search}`}
          className={styles.neighbourTitle}
          aria-label={`${kind}: ${notice.title}`}
        >
          {notice.title}
        </Link>
      ) : (
        <span className={styles.neighbourNone}>{kind}이 없습니다.</span>
      )}
    </div>
  );
}
