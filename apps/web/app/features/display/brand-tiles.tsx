import type { BrandSummary } from "@shop/contracts/display";
import { formatNumber } from "@shop/core/format/number";
import { Link } from "react-router";
import { brandHref } from "./brand-links";
import styles from "./brand-tiles.module.css";

type TileBrand = Pick<BrandSummary, "id" | "brandName" | "logoSrc" | "sellerName" | "itemCount"> & {
  /** The operator's line for a featured brand, else the brand's description. */
  headline?: string;
  description?: string;
};

/**
 * Brand logos with names, each opening the brand's items. `large` tiles (home page, featured
 * brands) add the brand's line; small ones (every brand of a livestock) its seller and count.
 */
export function BrandTiles({ brands, size = "small" }: { brands: TileBrand[]; size?: "large" | "small" }) {
  if (brands.length === 0) return <p className={styles.empty}>등록된 브랜드가 없습니다.</p>;
  const large = size === "large";
  return (
    <ul className={large ? styles.largeGrid : styles.smallGrid}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link to={brandHref(brand.id)} className={large ? styles.largeTile : styles.smallTile}>
            <img
              className={styles.logo}
              src={brand.logoSrc}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.text}>
              <strong className={styles.name}>{brand.brandName}</strong>
              {large ? (
                <span className={styles.line}>{brand.headline || brand.description}</span>
              ) : (
                <span className={styles.meta}>
                  {brand.sellerName}
                  <span className={styles.count}>
                    <span className="visually-hidden">상품 </span>
                    {formatNumber(brand.itemCount)}개
                  </span>
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
