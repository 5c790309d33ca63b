import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CUSTOMER_MENU, MYPAGE_MENU, type SideMenuLink } from "./layout-links";
import styles from "./side-menu.module.css";

/**
 * Which side menu a divide-layout page gets: my page under /mypage (and secession, reached from my info),
 * customer service elsewhere.
 */
export function sideMenuFor(pathname: string): { title: string; links: SideMenuLink[] } {
  return pathname === "/mypage" || pathname.startsWith("/mypage/") || pathname === "/user/secede"
    ? { title: "마이페이지", links: MYPAGE_MENU }
    : { title: "고객센터", links: CUSTOMER_MENU };
}

/**
 * Whether a side-menu entry stands for the page at `pathname`: its own page or one below it (my page home only
 * itself), or one of its further pages (쿠폰 on /mypage/delivery-coupon).
 */
export function sideMenuLinkActive(link: SideMenuLink, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const under = (to: string) => path === to || path.startsWith(`${to}/`);
  if (link.to === "/mypage") return path === "/mypage";
  return under(link.to) || (link.alsoActiveOn ?? []).some(under);
}

/** Side menu of the divide layout (SPEC §2 "Side menus"); a tab row on phones. */
export function SideMenu({ pathname }: { pathname: string }) {
  const { title, links } = sideMenuFor(pathname);
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the menu is one row that scrolls sideways: bring the current page's tab into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page changes, which moves the tab
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const box = list.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    list.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
  }, [pathname]);
  return (
    <nav className={styles.side} aria-label={`${title} 메뉴`}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.links} ref={listRef}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={sideMenuLinkActive(link, pathname) ? "page" : undefined}
              className={sideMenuLinkActive(link, pathname) ? `${styles.link} ${styles.active}` : styles.link}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
