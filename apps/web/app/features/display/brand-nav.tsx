import { NavLink } from "react-router";
import { BRAND_HALL_PATH, BRAND_INDEX_PATH } from "./brand-links";
import styles from "./brand-nav.module.css";

/** The brand hall's two views: by livestock and featured (/brand) or by 가나다 and ABC (/brand/index2). */
export function BrandNav() {
  const className = ({ isActive }: { isActive: boolean }) => (isActive ? styles.current : styles.link);
  return (
    <nav className={styles.nav} aria-label="브랜드 보기 방식">
      <NavLink to={BRAND_HALL_PATH} end className={className}>
        추천·축종별
      </NavLink>
      <NavLink to={BRAND_INDEX_PATH} end className={className}>
        가나다순
      </NavLink>
    </nav>
  );
}
