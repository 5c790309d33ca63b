import type { ItemDetail, TraceRecord } from "@shop/contracts/item";
import { formatWon } from "@shop/core/format/number";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { displayDate } from "./display-date";
import { ImageModal, ImageModalLink, type ModalImage } from "./image-modal";
import type { GradeImageUrls } from "./item-page.server";
import { itemQueryHref } from "./item-page-query";
import styles from "./item-summary.module.css";
import { ShareButtons } from "./share-buttons";
import { TraceModal } from "./trace-modal";
import { WishlistButton } from "./wishlist-button";

interface ItemSummaryProps {
  item: ItemDetail & GradeImageUrls;
  wished: boolean;
  pageUrl: string;
  trace: TraceRecord | null;
  /** ?trace=1 opened the traceability modal (the page without JavaScript). */
  traceOpen: boolean;
}

/** Breadcrumb, brand and seller, titles, prices with their breakdown and the item facts of SPEC §3. */
export function ItemSummary({ item, wished, pageUrl, trace, traceOpen }: ItemSummaryProps) {
  const { pathname, search } = useLocation();
  const [traceShown, setTraceShown] = useState(traceOpen);
  const [gradeImage, setGradeImage] = useState<number | null>(null);
  const discounted = item.discountRate > 0 && item.consumerPrice > item.presentPrice;
  const { benefit } = item;
  const gradeImages: (ModalImage & { label: string })[] = [
    ...(item.sirloinImageUrl
      ? [
          {
            url: item.sirloinImageUrl,
            alt: `${item.itemName} 등심 단면(근내지방도)`,
            label: "마블링 보기",
          },
        ]
      : []),
    ...(item.certificateImageUrl
      ? [
          {
            url: item.certificateImageUrl,
            alt: `${item.itemName} 축산물 등급판정 확인서`,
            label: "등급판정서",
          },
        ]
      : []),
  ];
  const traceHref = itemQueryHref(pathname, search, { trace: 1 });
  const traceCloseHref = itemQueryHref(pathname, search, { trace: null });

  return (
    <div className={styles.summary}>
      {item.category.path.length > 0 ? (
        <nav aria-label="현재 위치" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/">홈</Link>
            </li>
            {item.category.path.map((entry) => (
              <li key={entry.id}>{entry.url ? <Link to={entry.url}>{entry.name}</Link> : entry.name}</li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className={styles.headRow}>
        <p className={styles.brand}>
          <Link to={`/items?sellerId=${item.seller.sellerId}`}>{item.brand.brandName}</Link>
          {item.seller.sellerName !== item.brand.brandName ? (
            <span className={styles.seller}>판매자 {item.seller.sellerName}</span>
          ) : null}
        </p>
        <div className={styles.icons}>
          <WishlistButton itemId={item.itemId} wished={wished} />
          <ShareButtons target={{ title: item.itemName, text: item.subTitle || item.itemName, url: pageUrl }} />
        </div>
      </div>

      <h1 className={styles.title}>{item.itemName}</h1>
      {item.subTitle ? <p className={styles.subTitle}>{item.subTitle}</p> : null}

      <div className={styles.price}>
        {discounted ? (
          <p className={styles.consumer}>
            <span className="visually-hidden">정상가</span>
            <del>{formatWon(item.consumerPrice)}</del>
          </p>
        ) : null}
        <p className={styles.present}>
          {discounted ? (
            <span className={styles.rate} data-testid="discount-rate">
              <span className="visually-hidden">할인율</span>
              {item.discountRate}%
            </span>
          ) : null}
          <strong className={styles.amount} data-testid="present-price">
            <span className="visually-hidden">판매가</span>
            {formatWon(item.presentPrice)}
          </strong>
          {benefit.label ? <span className={styles.benefitLabel}>{benefit.label}</span> : null}
        </p>
        {item.unitPriceNote ? <p className={styles.unitPrice}>{item.unitPriceNote}</p> : null}
        {benefit.type !== "none" ? (
          <dl className={styles.benefit} aria-label="혜택 내역">
            <div>
              <dt>정상가</dt>
              <dd>{formatWon(benefit.consumerPrice)}</dd>
            </div>
            {benefit.saleDiscountAmount > 0 ? (
              <div>
                <dt>할인</dt>
                <dd>-{formatWon(benefit.saleDiscountAmount)}</dd>
              </div>
            ) : null}
            {benefit.specialDiscountAmount > 0 ? (
              <div>
                <dt>특가 추가할인{benefit.specialDiscountRate > 0 ? ` ${benefit.specialDiscountRate}%` : ""}</dt>
                <dd>-{formatWon(benefit.specialDiscountAmount)}</dd>
              </div>
            ) : null}
            <div className={styles.benefitTotal}>
              <dt>총 할인금액</dt>
              <dd>{formatWon(benefit.savedAmount)}</dd>
            </div>
          </dl>
        ) : null}
      </div>

      <dl className={styles.facts}>
        {item.weightLabel && item.weightGrams > 0 ? (
          <div>
            <dt>중량</dt>
            <dd>{item.weightLabel}</dd>
          </div>
        ) : null}
        {item.traceNumber ? (
          <div>
            <dt>이력번호</dt>
            <dd className={styles.traceRow}>
              <span>{item.traceNumber}</span>
              <Link
                to={traceHref}
                preventScrollReset
                replace
                className={styles.smallButton}
                onClick={(event) => {
                  event.preventDefault();
                  setTraceShown(true);
                }}
              >
                이력번호 조회
              </Link>
            </dd>
          </div>
        ) : null}
        {item.processDate ? (
          <div>
            <dt>가공일자</dt>
            <dd>{displayDate(item.processDate)}</dd>
          </div>
        ) : null}
        {item.slaughterDate ? (
          <div>
            <dt>도축일자</dt>
            <dd>{displayDate(item.slaughterDate)}</dd>
          </div>
        ) : null}
        {item.gradeBadges.length > 0 ? (
          <div>
            <dt>등급</dt>
            <dd className={styles.grades}>
              {item.gradeBadges.map((badge) => (
                <span key={badge.code} className={styles.gradeBadge} title={badge.description || undefined}>
                  {badge.label}
                </span>
              ))}
              {gradeImages.map((image, index) => (
                <ImageModalLink
                  key={image.url}
                  href={image.url}
                  className={styles.smallButton}
                  onOpen={() => setGradeImage(index)}
                >
                  {image.label}
                </ImageModalLink>
              ))}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>배송</dt>
          <dd>
            <span className={item.deliveryType === 1 ? styles.deliveryFresh : styles.deliveryOwn}>
              {item.deliveryTypeName}
            </span>
            {item.seller.shippingCondition ? (
              <span className={styles.shipping}>{item.seller.shippingCondition}</span>
            ) : null}
          </dd>
        </div>
        {item.origin ? (
          <div>
            <dt>원산지</dt>
            <dd>{item.origin}</dd>
          </div>
        ) : null}
      </dl>

      {item.traceNumber ? (
        <TraceModal
          open={traceShown}
          trace={trace}
          traceNumber={item.traceNumber}
          closeHref={traceCloseHref}
          onClose={() => setTraceShown(false)}
        />
      ) : null}
      <ImageModal title="등급 정보" images={gradeImages} startIndex={gradeImage} onClose={() => setGradeImage(null)} />
    </div>
  );
}
