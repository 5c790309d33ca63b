import type { ItemCard as ItemCardData } from "@shop/contracts/catalog";
import { ItemCard } from "./item-card";
import styles from "./item-grid.module.css";

/** SPEC §9 item grid: 4 columns on PC, 3 on tablet, 2 on phone. */
export function ItemGrid({ items, eagerCount = 0 }: { items: ItemCardData[]; eagerCount?: number }) {
  if (items.length === 0) return <p className={styles.empty}>등록된 상품이 없습니다.</p>;
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.itemId}>
          <ItemCard item={item} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
