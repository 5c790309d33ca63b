import { useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { CartIcon, TruckIcon, UserIcon } from "../../components/ui/icons";
import { isStripeBannerClosed, stripeBannerClosedCookie } from "../../lib/stripe-banner-cookie";
import { useRootData, useShellData } from "../../lib/use-root-data";
import { CategoryMenu } from "./category-menu";
import { HeaderSearch } from "./header-search";
import {
  CART_LINK,
  CUSTOMER_CENTER_LINK,
  JOIN_LINK,
  LOGIN_LINK,
  MYPAGE_LINK,
  QUICK_MENU_LINKS,
  SHIPPING_WAY_LINK,
} from "./layout-links";
import { ShopLogo } from "./shop-logo";
import styles from "./site-header.module.css";
import { StripeBanner } from "./stripe-banner";

/** Pages where the top stripe banner appears (SPEC §2: index and main pages). */
const STRIPE_BANNER_PATHS = new Set(["/", "/main"]);

/** The header of every page with chrome (SPEC §2 "Header"). */
export function SiteHeader() {
  const { shopper, stripeBannerClosed } = useRootData();
  const shell = useShellData();
  const location = useLocation();
  // The server read the cookie for the first render; after a client-side remount (another
  // layout) document.cookie is the truth, and both agree at hydration.
  const [bannerClosed, setBannerClosed] = useState(
    () => stripeBannerClosed || (typeof document !== "undefined" && isStripeBannerClosed(document.cookie)),
  );
  const closeBanner = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a one-day flag the server reads; no Cookie Store API in older WebViews
    document.cookie = stripeBannerClosedCookie();
    setBannerClosed(true);
  };
  const showBanner = shell.stripeBanner !== null && !bannerClosed && STRIPE_BANNER_PATHS.has(location.pathname);
  // A guest's cart lives on their guest token: its count shows as a member's does (SPEC §2 says members; a guest
  // who has just added would otherwise see nothing change).
  const showCartBadge = shell.cartQuantity > 0;

  return (
    <header className={styles.header}>
      {showBanner && shell.stripeBanner && <StripeBanner banner={shell.stripeBanner} onClose={closeBanner} />}
      <div className={styles.utilBar}>
        <ul className={`${styles.inner} ${styles.utilLinks}`}>
          {shopper.loggedIn ? (
            <>
              <li>
                <Form method="post" action="/user/logout">
                  <CsrfField />
                  <button type="submit" className={styles.utilButton}>
                    로그아웃
                  </button>
                </Form>
              </li>
              <li>
                <Link to={MYPAGE_LINK.to}>{MYPAGE_LINK.label}</Link>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to={JOIN_LINK.to} className={styles.joinLink}>
                  {JOIN_LINK.label}
                </Link>
              </li>
              <li>
                <Link to={LOGIN_LINK.to}>{LOGIN_LINK.label}</Link>
              </li>
            </>
          )}
          <li>
            <Link to={CUSTOMER_CENTER_LINK.to}>{CUSTOMER_CENTER_LINK.label}</Link>
          </li>
        </ul>
      </div>
      <div className={`${styles.inner} ${styles.main}`}>
        <div className={styles.logo}>
          <ShopLogo />
        </div>
        <div className={styles.searchArea}>
          <HeaderSearch recommendKeyword={shell.recommendKeyword} bestKeywords={shell.bestKeywords} />
        </div>
        <nav className={styles.shortcuts} aria-label="바로가기">
          <Link to={SHIPPING_WAY_LINK.to} className={`${styles.shortcut} ${styles.pcOnly}`}>
            <TruckIcon size={28} />
            <span>{SHIPPING_WAY_LINK.label}</span>
          </Link>
          <Link to={MYPAGE_LINK.to} className={`${styles.shortcut} ${styles.pcOnly}`}>
            <UserIcon size={28} />
            <span>{MYPAGE_LINK.label}</span>
          </Link>
          <Link
            to={CART_LINK.to}
            className={styles.shortcut}
            aria-label={showCartBadge ? `${CART_LINK.label} ${shell.cartQuantity}개` : CART_LINK.label}
          >
            <span className={styles.iconWrap}>
              <CartIcon size={28} />
              {showCartBadge && (
                <span className={styles.badge} aria-hidden="true">
                  {shell.cartQuantity > 99 ? "99+" : shell.cartQuantity}
                </span>
              )}
            </span>
            <span className={styles.shortcutLabel}>{CART_LINK.label}</span>
          </Link>
        </nav>
      </div>
      <div className={styles.gnb}>
        <div className={`${styles.inner} ${styles.gnbInner}`}>
          <div className={styles.pcOnly}>
            <CategoryMenu groups={shell.categoryGroups} livestock={shell.livestock} />
          </div>
          <nav aria-label="주요 메뉴" className={styles.quickNav}>
            <ul className={styles.quickMenu}>
              {QUICK_MENU_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      isActive ? `${styles.quickLink} ${styles.quickActive}` : styles.quickLink
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
