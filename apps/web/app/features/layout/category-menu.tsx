import type { CategoryGroup, LivestockList } from "@shop/contracts/catalog";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronRightIcon, MenuIcon } from "../../components/ui/icons";
import { brandItemsHref, brandsOfGroup } from "../../lib/category-links";
import styles from "./category-menu.module.css";
import { ALL_ITEMS_LINK } from "./layout-links";

interface CategoryMenuProps {
  groups: CategoryGroup[];
  livestock: LivestockList["list"];
}

/**
 * PC category menu (SPEC §2): top categories on the left; the pointed one shows its two lower
 * levels, or for a livestock group the brands selling it. The server's HTML holds only the top
 * categories (hidden until opened, still there for crawlers and no-JS shoppers, who reach the lower
 * levels from each category's page and the sitemap); the pointed group's levels are drawn only
 * while the menu is open, from the shell data the page already has. Every level of every group
 * in every page was the largest part of the header (docs/decisions/026).
 */
export function CategoryMenu({ groups, livestock }: CategoryMenuProps) {
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(groups[0]?.id ?? null);
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const active = groups.find((group) => group.id === activeId) ?? groups[0];

  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon size={22} />
        전체 카테고리
      </button>
      <nav id={panelId} className={styles.panel} hidden={!open} aria-label="카테고리">
        <ul className={styles.groups}>
          {groups.map((group) => (
            <li key={group.id}>
              <Link
                to={group.url}
                className={group.id === active?.id ? `${styles.group} ${styles.groupActive}` : styles.group}
                onMouseEnter={() => setActiveId(group.id)}
                onFocus={() => setActiveId(group.id)}
              >
                {group.name}
                <ChevronRightIcon size={16} />
              </Link>
            </li>
          ))}
          <li>
            <Link to={ALL_ITEMS_LINK.to} className={`${styles.group} ${styles.allItems}`}>
              {ALL_ITEMS_LINK.label}
              <ChevronRightIcon size={16} />
            </Link>
          </li>
        </ul>
        {open && active ? <GroupDetail group={active} livestock={livestock} /> : null}
        {groups.length === 0 && <p className={styles.emptyAll}>카테고리를 불러오지 못했습니다.</p>}
      </nav>
    </div>
  );
}

/** The pointed group's lower levels, or the brands selling its livestock. */
function GroupDetail({ group, livestock }: { group: CategoryGroup; livestock: LivestockList["list"] }) {
  const brands = brandsOfGroup(group, livestock);
  return (
    <section className={styles.detail} aria-label={`${group.name} 하위 메뉴`}>
      <Link to={group.url} className={styles.detailTitle}>
        {group.name} 전체보기
      </Link>
      {group.categories.length > 0 && (
        <ul className={styles.categories}>
          {group.categories.map((category) => (
            <li key={category.id} className={styles.category}>
              <Link to={category.url} className={styles.categoryLink}>
                {category.name}
              </Link>
              {category.childCategories.length > 0 && (
                <ul className={styles.children}>
                  {category.childCategories.map((child) => (
                    <li key={child.id}>
                      <Link to={child.url} className={styles.childLink}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {brands.length > 0 && (
        <div className={styles.brands}>
          <h3 className={styles.brandsTitle}>브랜드</h3>
          <ul className={styles.brandList}>
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link to={brandItemsHref(brand)} className={styles.brandLink}>
                  {brand.brandName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {group.categories.length === 0 && brands.length === 0 && (
        <p className={styles.empty}>준비 중인 카테고리입니다.</p>
      )}
    </section>
  );
}
