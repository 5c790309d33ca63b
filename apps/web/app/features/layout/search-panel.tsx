import { CloseIcon } from "../../components/ui/icons";
import styles from "./search-panel.module.css";

interface SearchPanelProps {
  id: string;
  open: boolean;
  recent: string[];
  popular: string[];
  onSelect: (keyword: string) => void;
  onRemove: (keyword: string) => void;
  onClear: () => void;
  onClose: () => void;
}

/** Recent and popular searches under the search box (SPEC §2 "Search panel"). */
export function SearchPanel({ id, open, recent, popular, onSelect, onRemove, onClear, onClose }: SearchPanelProps) {
  return (
    <section id={id} className={styles.panel} hidden={!open} aria-label="검색어 패널">
      <div className={styles.columns}>
        <div className={styles.column}>
          <div className={styles.heading}>
            <h2 className={styles.title}>최근 검색어</h2>
            {recent.length > 0 && (
              <button type="button" className={styles.clear} onClick={onClear}>
                전체 삭제
              </button>
            )}
          </div>
          {recent.length === 0 ? (
            <p className={styles.empty}>최근 검색 내역이 없습니다.</p>
          ) : (
            <ul className={styles.recentList} aria-label="최근 검색어 목록">
              {recent.map((keyword) => (
                <li key={keyword} className={styles.recentItem}>
                  <button type="button" className={styles.keyword} onClick={() => onSelect(keyword)}>
                    {keyword}
                  </button>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => onRemove(keyword)}
                    aria-label={`${keyword} 삭제`}
                  >
                    <CloseIcon size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.column}>
          <div className={styles.heading}>
            <h2 className={styles.title}>인기 검색어</h2>
          </div>
          {popular.length === 0 ? (
            <p className={styles.empty}>인기 검색어가 없습니다.</p>
          ) : (
            <ol className={styles.popularList} aria-label="인기 검색어 목록">
              {popular.map((keyword, index) => (
                <li key={keyword}>
                  <button type="button" className={styles.popularKeyword} onClick={() => onSelect(keyword)}>
                    <span className={index < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>{index + 1}</span>
                    <span className={styles.popularText}>{keyword}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <div className={styles.footer}>
        <button type="button" className={styles.close} onClick={onClose}>
          닫기
        </button>
      </div>
    </section>
  );
}
