import type { Designated } from "@shop/contracts/display";
import { formatNumber } from "@shop/core/format/number";
import { Link } from "react-router";
import { ItemCard } from "../../components/catalog/item-card";
import styles from "./designated-items.module.css";

export type DesignatedItem = Designated["list"][number];
export type DesignatedInfo = Designated["info"];

/** The designated-trade page of one item (by its itemUserCode, as the item pages are). */
export function designatedHref(item: Pick<DesignatedItem, "itemUserCode">): string {
  return `/designated/${encodeURIComponent(item.itemUserCode)}`;
}

/** "10박스 이상": the fewest units a designated order of the item takes. */
export function minimumOrderText(item: Pick<DesignatedItem, "minOrderQuantity" | "unit">): string {
  return `${formatNumber(item.minOrderQuantity)}${item.unit} 이상`;
}

/** How designated trade works: the block's text and its sections as numbered cards. */
export function DesignatedGuide({ info }: { info: DesignatedInfo }) {
  if (info.sections.length === 0) return null;
  return (
    <ol className={styles.guide} aria-label="지정거래 이용 안내">
      {info.sections.map((section, index) => (
        <li key={section.title} className={styles.guideStep}>
          <span className={styles.guideNumber} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className={styles.guideTitle}>{section.title}</h3>
          <p className={styles.guideBody}>{section.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Designated items in the SPEC §9 grid, each card with its minimum order and a link to its trade terms. */
export function DesignatedItemGrid({ items }: { items: DesignatedItem[] }) {
  if (items.length === 0) return <p className={styles.empty}>지정거래 상품이 없습니다.</p>;
  return (
    <ul className={styles.grid} aria-label="지정거래 상품 목록">
      {items.map((item, index) => (
        <li key={item.itemId} className={styles.entry}>
          <ItemCard item={item} eager={index < 4} />
          <div className={styles.terms}>
            <p className={styles.minimum}>
              최소 주문 <strong>{minimumOrderText(item)}</strong>
            </p>
            {item.note ? <p className={styles.note}>{item.note}</p> : null}
            <Link to={designatedHref(item)} className={styles.termsLink} aria-label={`${item.itemName} 지정거래 안내`}>
              지정거래 안내
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
