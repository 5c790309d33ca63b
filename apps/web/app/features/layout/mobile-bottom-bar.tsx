import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { CartIcon, GearIcon, HomeIcon, MenuIcon, UserIcon } from "../../components/ui/icons";
import { useRootData, useShellData } from "../../lib/use-root-data";
import { APP_SETTING_LINK, CART_LINK, MYPAGE_LINK } from "./layout-links";
import styles from "./mobile-bottom-bar.module.css";
import { MobileCategoryPanel } from "./mobile-category-panel";

/** Mobile bottom bar (SPEC §2); settings appear only inside the companion app. */
export function MobileBottomBar() {
  const { shopper } = useRootData();
  // The header's cart count (members' and guests' carts alike).
  const { cartQuantity } = useShellData();
  const location = useLocation();
  const [categoryOpen, setCategoryOpen] = useState(false);
  const panelId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: SPEC §2: the panel closes on route change
  useEffect(() => setCategoryOpen(false), [location.pathname, location.search]);

  const itemClass = ({ isActive }: { isActive: boolean }) =>
    isActive && !categoryOpen ? `${styles.item} ${styles.active}` : styles.item;

  return (
    <>
      <MobileCategoryPanel id={panelId} open={categoryOpen} onClose={() => setCategoryOpen(false)} />
      <nav className={styles.bar} aria-label="하단 메뉴">
        <NavLink to="/" end className={itemClass}>
          <HomeIcon />
          <span>홈</span>
        </NavLink>
        <button
          type="button"
          className={categoryOpen ? `${styles.item} ${styles.active}` : styles.item}
          aria-expanded={categoryOpen}
          aria-controls={panelId}
          onClick={() => setCategoryOpen((open) => !open)}
        >
          <MenuIcon />
          <span>카테고리</span>
        </button>
        <NavLink
          to={CART_LINK.to}
          className={itemClass}
          aria-label={cartQuantity > 0 ? `${CART_LINK.label} ${cartQuantity}개` : undefined}
        >
          <span className={styles.iconWrap}>
            <CartIcon />
            {cartQuantity > 0 && (
              <span className={styles.badge} aria-hidden="true">
                {cartQuantity > 99 ? "99+" : cartQuantity}
              </span>
            )}
          </span>
          <span>{CART_LINK.label}</span>
        </NavLink>
        <NavLink to={MYPAGE_LINK.to} className={itemClass}>
          <UserIcon />
          <span>{MYPAGE_LINK.label}</span>
        </NavLink>
        {shopper.isApp && (
          <NavLink to={APP_SETTING_LINK.to} className={itemClass}>
            <GearIcon />
            <span>{APP_SETTING_LINK.label}</span>
          </NavLink>
        )}
      </nav>
    </>
  );
}
