import { formatWeight, formatWon } from "@shop/core/format/number";
import { Link } from "react-router";
import { loadDesignatedItem } from "../../features/event/designated.server";
import detail from "../../features/event/designated-detail.module.css";
import { DesignatedGuide, minimumOrderText } from "../../features/event/designated-items";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import type { Route } from "./+types/designated-detail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadDesignatedItem(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? contentPageMeta(matches, `${loaderData.item.itemName} - 지정거래`, {
        description: `${loaderData.item.itemName} 지정거래 최소 주문 ${minimumOrderText(loaderData.item)}`,
        image: loaderData.item.imageSrc,
      })
    : contentPageMeta(matches, "지정거래", {});

export default function DesignatedDetailPage({ loaderData }: Route.ComponentProps) {
  const { item, info } = loaderData;
  const itemHref = `/items/${encodeURIComponent(item.itemUserCode)}`;
  const orderHref = `/order/private-order?${new URLSearchParams({
    itemUserCode: item.itemUserCode,
    quantity: String(item.minOrderQuantity),
  }).toString()}`;
  const discounted = item.discountRate > 0 && item.consumerPrice > item.presentPrice;
  return (
    <div className={styles.page}>
      <Link to="/designated" className={styles.backLink}>
        ‹ 지정거래 상품 목록
      </Link>
      <article className={detail.item} aria-labelledby="designated-item-title">
        <img className={detail.picture} src={item.imageSrc} alt={item.itemName} width={400} height={400} />
        <div className={detail.summary}>
          <p className={detail.badge}>지정거래 상품</p>
          <p className={detail.brand}>{item.brand}</p>
          <h1 id="designated-item-title" className={detail.name}>
            {item.itemName}
          </h1>
          {item.subTitle ? <p className={detail.sub}>{item.subTitle}</p> : null}
          <p className={detail.price}>
            {discounted ? (
              <>
                <span className={detail.rate}>{item.discountRate}%</span>{" "}
                <del className={detail.consumer}>
                  <span className="visually-hidden">정상가</span>
                  {formatWon(item.consumerPrice)}
                </del>{" "}
              </>
            ) : null}
            <strong className={detail.present}>
              <span className="visually-hidden">판매가</span>
              {formatWon(item.presentPrice)}
            </strong>
          </p>
          <dl className={detail.terms}>
            <div>
              <dt>최소 주문 수량</dt>
              <dd>{minimumOrderText(item)}</dd>
            </div>
            {item.weightGrams > 0 ? (
              <div>
                <dt>중량</dt>
                <dd>{formatWeight(item.weightGrams)}</dd>
              </div>
            ) : null}
            {item.note ? (
              <div>
                <dt>출고 안내</dt>
                <dd>{item.note}</dd>
              </div>
            ) : null}
          </dl>
          <div className={detail.actions}>
            <Link to={itemHref} className={detail.secondary}>
              상품 상세 보기
            </Link>
            <Link to={orderHref} className={detail.primary}>
              지정거래 주문하기
            </Link>
          </div>
        </div>
      </article>
      <section className={styles.section} aria-labelledby="designated-guide">
        <h2 id="designated-guide" className={styles.sectionTitle}>
          {info.title || "지정거래 안내"}
        </h2>
        <DesignatedGuide info={info} />
      </section>
    </div>
  );
}
