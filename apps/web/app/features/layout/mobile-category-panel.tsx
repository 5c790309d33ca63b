import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { ChevronDownIcon, CloseIcon } from "../../components/ui/icons";
import { brandItemsHref, brandsOfGroup } from "../../lib/category-links";
import { useRootData, useShellData } from "../../lib/use-root-data";
import {
  ALL_ITEMS_LINK,
  CUSTOMER_CENTER_LINK,
  JOIN_LINK,
  LOGIN_LINK,
  MYPAGE_LINK,
  QUICK_MENU_LINKS,
} from "./layout-links";
import styles from "./mobile-category-panel.module.css";

interface MobileCategoryPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The bottom bar's category panel: account links, all categories as an accordion, shortcuts. */
export function MobileCategoryPanel({ id, open, onClose }: MobileCategoryPanelProps) {
  const { shopper } = useRootData();
  const { categoryGroups, livestock } = useShellData();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    // The page behind must not scroll under the full-screen panel.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  // Its links repeat the PC menu's, which the server already renders: drawn only while open.
  if (!open) return <div id={id} hidden />;
  return (
    <div id={id} className={styles.panel} role="dialog" aria-modal="true" aria-label="카테고리">
      <div className={styles.head}>
        <h2 className={styles.title}>카테고리</h2>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label="카테고리 닫기">
          <CloseIcon />
        </button>
      </div>
      <div className={styles.account}>
        {shopper.loggedIn ? (
          <>
            <Form method="post" action="/user/logout" className={styles.accountForm}>
              <CsrfField />
              <button type="submit" className={styles.accountSecondary}>
                로그아웃
              </button>
            </Form>
            <Link to={MYPAGE_LINK.to} className={styles.accountPrimary}>
              {MYPAGE_LINK.label}
            </Link>
          </>
        ) : (
          <>
            <Link to={LOGIN_LINK.to} className={styles.accountPrimary}>
              {LOGIN_LINK.label}
            </Link>
            <Link to={JOIN_LINK.to} className={styles.accountSecondary}>
              {JOIN_LINK.label}
            </Link>
          </>
        )}
      </div>
      <div className={styles.scroll}>
        <Link to={ALL_ITEMS_LINK.to} className={styles.allItems}>
          {ALL_ITEMS_LINK.label}
        </Link>
        {categoryGroups.length === 0 && <p className={styles.empty}>카테고리를 불러오지 못했습니다.</p>}
        <ul className={styles.groups}>
          {categoryGroups.map((group) => {
            const expanded = expandedId === group.id;
            const brands = brandsOfGroup(group, livestock);
            const listId = `${id}-group-${group.id}`;
            return (
              <li key={group.id} className={styles.group}>
                <button
                  type="button"
                  className={styles.groupToggle}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setExpandedId(expanded ? null : group.id)}
                >
                  {group.name}
                  <ChevronDownIcon size={18} className={expanded ? styles.chevronOpen : styles.chevron} />
                </button>
                <div id={listId} className={styles.groupBody} hidden={!expanded}>
                  <Link to={group.url} className={styles.groupAll}>
                    {group.name} 전체
                  </Link>
                  {group.categories.map((category) => (
                    <div key={category.id} className={styles.category}>
                      <Link to={category.url} className={styles.categoryLink}>
                        {category.name}
                      </Link>
                      {category.childCategories.length > 0 && (
                        <ul className={styles.children}>
                          {category.childCategories.map((child) => (
                            <li key={child.id}>
                              <Link to={child.url}>{child.name}</Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  ))}
                  {brands.length > 0 && (
                    <div className={styles.brands}>
                      <h3 className={styles.brandsTitle}>브랜드</h3>
                      <ul className={styles.brandList}>
                        {brands.map((brand) => (
                          <li key={brand.id}>
                            <Link to={brandItemsHref(brand)}>{brand.brandName}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <ul className={styles.shortcuts}>
          {[...QUICK_MENU_LINKS, CUSTOMER_CENTER_LINK].map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
