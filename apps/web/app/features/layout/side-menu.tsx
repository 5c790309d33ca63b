import { NavLink } from "react-router";
import { type ChromeLink, CUSTOMER_MENU, MYPAGE_MENU } from "./layout-links";
import styles from "./side-menu.module.css";

/**
 * Which side menu a divide-layout page gets: my page under /mypage (and secession, reached from my info),
 * customer service elsewhere.
 */
export function sideMenuFor(pathname: string): { title: string; links: ChromeLink[] } {
  return pathname === "/mypage" || pathname.startsWith("/mypage/") || pathname === "/user/secede"
    ? { title: "마이페이지", links: MYPAGE_MENU }
    : { title: "고객센터", links: CUSTOMER_MENU };
}

/** Side menu of the divide layout (SPEC §2 "Side menus"); a tab row on phones. */
export function SideMenu({ pathname }: { pathname: string }) {
  const { title, links } = sideMenuFor(pathname);
  return (
    <nav className={styles.side} aria-label={`${title} 메뉴`}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === "/mypage"}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
