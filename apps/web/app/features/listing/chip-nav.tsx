import { Link } from "react-router";
import styles from "./chip-nav.module.css";

export interface ChipLink {
  label: string;
  to: string;
  /** The page shown now (aria-current="page"). */
  current?: boolean;
}

interface ChipNavProps {
  /** Accessible name of the navigation, e.g. "하위 카테고리". */
  label: string;
  links: ChipLink[];
  /** tabs: a row of underlined tabs (a level of the category tree); chips: rounded pills. */
  variant: "tabs" | "chips";
}

/** One level of links above a list (sub-categories, brands); scrolls sideways on a phone. */
export function ChipNav({ label, links, variant }: ChipNavProps) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={variant === "tabs" ? styles.tabs : styles.chips}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link} aria-current={link.current ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
