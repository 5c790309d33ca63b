import { NavLink } from "react-router";
import styles from "../../components/admin/admin-table.module.css";

/** The content pages, in tab order (issue 14 item 4). */
export const CONTENT_TABS = [
  { to: "/admin/content/notices", label: "공지사항" },
  { to: "/admin/content/faqs", label: "FAQ" },
  { to: "/admin/content/policies", label: "약관/방침" },
  { to: "/admin/content/stripe-banner", label: "띠배너" },
  { to: "/admin/content/popups", label: "팝업" },
  { to: "/admin/content/main-visuals", label: "메인 비주얼" },
  { to: "/admin/content/maintenance", label: "점검 시간" },
  { to: "/admin/content/app-version", label: "앱 버전" },
  { to: "/admin/content/display", label: "전시·MD 추천" },
  { to: "/admin/content/events", label: "이벤트" },
  { to: "/admin/content/style-books", label: "스타일북" },
  { to: "/admin/content/keywords", label: "추천 검색어" },
] as const;

export function ContentTabs() {
  return (
    <nav aria-label="콘텐츠 종류">
      <ul className={styles.tabs}>
        {CONTENT_TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink className={styles.tab} to={tab.to} prefetch="intent">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
