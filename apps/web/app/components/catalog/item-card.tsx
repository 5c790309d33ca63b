import type { ItemCard as ItemCardData } from "@shop/contracts/catalog";
import { formatWeight, formatWon } from "@shop/core/format/number";
import { Link } from "react-router";
import styles from "./item-card.module.css";

const deliveryLabels: Record<ItemCardData["deliveryType"], string> = {
  1: "신선물류",
  2: "개별배송",
};

/** Livestock grades ("1++", "1+", "1", "2") read as 등급; other labels (무항생제 …) as they are. */
function gradeLabel(grade: string) {
  return /^[0-9+]+$/.test(grade) ? `${grade}등급` : grade;
}

/** One item of a grid: links to the item page by its itemUserCode. */
export function ItemCard({ item, eager = false }: { item: ItemCardData; eager?: boolean }) {
  const discounted = item.discountRate > 0 && item.consumerPrice > item.presentPrice;
  return (
    <article className={styles.card} aria-label={item.itemName}>
      <Link to={`/items/${encodeURIComponent(item.itemUserCode)}`} className={styles.link}>
        <div className={styles.thumb}>
          <img
            src={item.imageSrc}
            alt={item.itemName}
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
          {item.soldOut ? (
            <span className={styles.soldOut}>
              <span>품절</span>
            </span>
          ) : null}
          <span className={item.deliveryType === 1 ? styles.deliveryFresh : styles.deliveryOwn}>
            {deliveryLabels[item.deliveryType]}
          </span>
        </div>
        <div className={styles.body}>
          <p className={styles.brand}>{item.brand}</p>
          <h3 className={styles.name}>{item.itemName}</h3>
          <p className={styles.meta}>
            {item.grade !== "" ? <span className={styles.grade}>{gradeLabel(item.grade)}</span> : null}
            {item.weightGrams > 0 ? <span className={styles.weight}>{formatWeight(item.weightGrams)}</span> : null}
          </p>
          <div className={styles.price}>
            {discounted ? (
              <del className={styles.consumerPrice}>
                <span className="visually-hidden">정상가</span>
                {formatWon(item.consumerPrice)}
              </del>
            ) : null}
            <p className={styles.present}>
              {discounted ? (
                <span className={styles.rate}>
                  <span className="visually-hidden">할인율</span>
                  {item.discountRate}%
                </span>
              ) : null}
              <strong className={styles.amount}>
                <span className="visually-hidden">판매가</span>
                {formatWon(item.presentPrice)}
              </strong>
            </p>
          </div>
        </div>
      </Link>
    </article>
  );
}
