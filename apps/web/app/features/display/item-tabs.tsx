import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ItemGrid } from "../../components/catalog/item-grid";
import { stepSlide } from "./carousel";
import type { ItemTab } from "./home-blocks";
import styles from "./item-tabs.module.css";

/**
 * Item lists in tabs (MD picks, best per livestock). Only the open tab's cards are in the page,
 * so the HTML stays small; the others render when their tab is chosen. Arrow keys, Home and End
 * move between tabs as the ARIA tabs pattern expects.
 */
export function ItemTabs({ label, tabs }: { label: string; tabs: ItemTab[] }) {
  const [openKey, setOpenKey] = useState(tabs[0]?.key);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const openIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === openKey),
  );
  const open = tabs[openIndex];
  if (!open) return null;

  const choose = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setOpenKey(tab.key);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: stepSlide(openIndex, 1, tabs.length),
      ArrowLeft: stepSlide(openIndex, -1, tabs.length),
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  return (
    <div className={styles.tabs}>
      <div className={styles.tabList} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={index === openIndex}
            aria-controls={panelId}
            tabIndex={index === openIndex ? 0 : -1}
            onClick={() => setOpenKey(tab.key)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(openIndex)} className={styles.panel}>
        <ItemGrid items={open.items} />
        {open.link ? (
          <p className={styles.more}>
            <Link to={open.link} className={styles.moreLink}>
              {open.name} 전체보기
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
