import type { UserType } from "@shop/contracts/auth";
import { Link } from "react-router";
import styles from "./account-form.module.css";

/** 개인회원 / 사업자회원 as links (?type=), so the choice works without JavaScript and can be shared. */
export function UserTypeTabs({ current, basePath }: { current: UserType; basePath: string }) {
  const tabs: { type: UserType; label: string; query: string }[] = [
    { type: "PERSONAL", label: "개인회원", query: "" },
    { type: "BUSINESS", label: "사업자회원", query: "?type=business" },
  ];
  return (
    <nav className={styles.tabs} aria-label="회원 유형">
      {tabs.map((tab) => (
        <Link
          key={tab.type}
          to={`${basePath}${tab.query}`}
          replace
          preventScrollReset
          className={tab.type === current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          aria-current={tab.type === current ? "page" : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** The user type a page was opened with (?type=business for company buyers). */
export function userTypeFromUrl(url: URL): UserType {
  return url.searchParams.get("type") === "business" ? "BUSINESS" : "PERSONAL";
}
