import type { ItemCard as ItemCardData } from "@shop/contracts/catalog";
import { ItemCard } from "../../components/catalog/item-card";
import styles from "./content-picks.module.css";

/** 이달의 PICK: item cards, each under the MD's one-line comment. */
export function ContentPicks({ picks }: { picks: { comment: string; item: ItemCardData }[] }) {
  if (picks.length === 0) return <p className={styles.empty}>등록된 상품이 없습니다.</p>;
  return (
    <ul className={styles.grid}>
      {picks.map(({ comment, item }) => (
        <li key={item.itemId} className={styles.pick}>
          <blockquote className={styles.comment}>
            <p>{comment}</p>
          </blockquote>
          <ItemCard item={item} />
        </li>
      ))}
    </ul>
  );
}
