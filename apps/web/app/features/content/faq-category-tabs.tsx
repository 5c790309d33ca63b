import { Link, useLocation } from "react-router";
import styles from "./faq-category-tabs.module.css";

const ALL = "전체";

/** 전체 first, then the API's categories; each tab is a link, so filtering works without JS. */
export function FaqCategoryTabs({
  categories,
  current,
  keyword,
}: {
  categories: string[];
  /** '' means 전체. */
  current: string;
  keyword: string;
}) {
  const { pathname } = useLocation();
  const hrefFor = (category: string) => {
    const params = new URLSearchParams();
    if (category !== "") params.set("category", category);
    if (keyword !== "") params.set("keyword", keyword);
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const tabs = [{ value: "", name: ALL }, ...categories.map((category) => ({ value: category, name: category }))];
  return (
    <nav className={styles.tabs} aria-label="FAQ 분류">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link
              to={hrefFor(tab.value)}
              className={tab.value === current ? styles.active : styles.tab}
              aria-current={tab.value === current ? "page" : undefined}
              preventScrollReset
            >
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
