import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { CloseIcon } from "../../components/ui/icons";
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from "../../lib/recent-searches";
import { searchHref } from "../../lib/search-query";
import styles from "./search-keywords.module.css";

/**
 * 최근 검색어 on the search page: the header's store (localStorage, newest five, SPEC §9). The
 * keyword of the page is recorded here too, so a search reached by a link or without JavaScript
 * counts as well. Rendered after hydration: the server cannot see the shopper's storage.
 */
export function RecentSearches({ current }: { current: string | undefined }) {
  const [recent, setRecent] = useState<string[] | null>(null);
  const titleId = useId();

  useEffect(() => {
    setRecent(current ? addRecentSearch(current) : readRecentSearches());
  }, [current]);

  if (recent === null) return null;
  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        최근 검색어
      </h2>
      {recent.length === 0 ? (
        <p className={styles.none}>최근 검색 내역이 없습니다.</p>
      ) : (
        <>
          <ul className={styles.recentList} aria-label="최근 검색어 목록">
            {recent.map((keyword) => (
              <li key={keyword} className={styles.recentItem}>
                <Link to={searchHref(keyword)} className={styles.recentKeyword}>
                  {keyword}
                </Link>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => setRecent(removeRecentSearch(keyword))}
                  aria-label={`${keyword} 삭제`}
                >
                  <CloseIcon size={12} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.clear} onClick={() => setRecent(clearRecentSearches())}>
            전체 삭제
          </button>
        </>
      )}
    </section>
  );
}

/** 인기 검색어 as links, for a search that found nothing. */
export function PopularKeywords({ keywords }: { keywords: string[] }) {
  const titleId = useId();
  return (
    <section className={styles.popular} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        인기 검색어
      </h2>
      {keywords.length === 0 ? (
        <p className={styles.none}>인기 검색어가 없습니다.</p>
      ) : (
        <ol className={styles.popularList} aria-label="인기 검색어 목록">
          {keywords.map((keyword, index) => (
            <li key={keyword}>
              <Link to={searchHref(keyword)} className={styles.popularKeyword}>
                <span className={index < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>{index + 1}</span>
                {keyword}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What to try when a search found nothing. */
export function SearchTips() {
  return (
    <ul className={styles.tips}>
      <li>검색어의 철자가 정확한지 확인해 주세요.</li>
      <li>검색어의 단어 수를 줄이거나, 보다 일반적인 단어로 검색해 보세요.</li>
      <li>띄어쓰기를 바꾸거나 초성(예: ㅎㅇ)으로 검색해 보세요.</li>
    </ul>
  );
}
