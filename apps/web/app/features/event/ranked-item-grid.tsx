import type { ItemCard as ItemCardData } from "@shop/contracts/catalog";
import { ItemCard } from "../../components/catalog/item-card";
import styles from "./ranked-item-grid.module.css";

/** A best-seller ranking: the item grid (SPEC §9 columns) with each card's rank, counted from `firstRank`. */
export function RankedItemGrid({
  items,
  label,
  firstRank = 1,
  eagerCount = 0,
}: {
  items: ItemCardData[];
  label: string;
  firstRank?: number;
  eagerCount?: number;
}) {
  if (items.length === 0) return <p className={styles.empty}>등록된 상품이 없습니다.</p>;
  return (
    <ol className={styles.grid} aria-label={label}>
      {items.map((item, index) => {
        const rank = firstRank + index;
        return (
          <li key={item.itemId} className={styles.entry}>
            <span className={rank <= 3 ? styles.top : styles.rank}>
              <span className="visually-hidden">순위 </span>
              {rank}
            </span>
            <ItemCard item={item} eager={index < eagerCount} />
          </li>
        );
      })}
    </ol>
  );
}
