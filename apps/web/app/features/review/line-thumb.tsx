import { Link } from "react-router";
import styles from "./review-page.module.css";

/** An item's page. */
export const itemHref = (itemUserCode: string) => `/items/${encodeURIComponent(itemUserCode)}`;

/** The item's picture as it was ordered, linking to its page; a grey square when the line kept none. */
export function LineThumb({ itemUserCode, imageSrc }: { itemUserCode: string; imageSrc: string | null }) {
  return (
    <Link to={itemHref(itemUserCode)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
      {imageSrc ? <img src={imageSrc} alt="" width={88} height={88} loading="lazy" decoding="async" /> : null}
    </Link>
  );
}

/** "500g / 1개" — the option and how many, as the order showed them. */
export function optionText(optionName: string, quantity: number): string {
  return optionName ? `${optionName} / ${quantity}개` : `${quantity}개`;
}
