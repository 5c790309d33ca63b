import { Link } from "react-router";
import { CategoryIcon } from "../../components/catalog/category-icon";
import type { LinkBlock } from "./home-blocks";
import styles from "./link-tiles.module.css";

/** The pictogram of a display page's tile, borrowed from the livestock it is about. */
const ICON_OF: Partial<Record<LinkBlock["code"], string>> = {
  "dry-aging": "hanwoo",
  pb: "pb",
  "fresh-food": "fresh",
};

/** Display pages the home page points to (드라이에이징, PB, 신선식품 …): a tile each, side by side. */
export function LinkTiles({ links }: { links: LinkBlock[] }) {
  return (
    <nav className={styles.row} aria-label="전문관 바로가기">
      <ul className={styles.list}>
        {links.map((block) => (
          <li key={block.code}>
            <Link to={block.link} className={styles.tile} data-code={block.code}>
              <span className={styles.icon}>
                <CategoryIcon livestock={ICON_OF[block.code] ?? ""} />
              </span>
              <span className={styles.text}>
                <strong className={styles.title}>{block.title}</strong>
                {block.subTitle ? <span className={styles.subTitle}>{block.subTitle}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
