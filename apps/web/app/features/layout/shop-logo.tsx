import { Link } from "react-router";
import { SHOP_NAME } from "../../lib/seo-meta";
import styles from "./shop-logo.module.css";

/** The shop's text mark with a small emblem; always leads home. */
export function ShopLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={compact ? `${styles.logo} ${styles.compact}` : styles.logo} aria-label={`${SHOP_NAME} 홈`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="var(--color-brand)" />
        <path
          d="M11 27V13l9 10V13M29 13v14"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <path d="M24 20h5" stroke="#f6c343" strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>
        <span className={styles.nh}>농협</span> 축산물 도매몰
      </span>
    </Link>
  );
}
