import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ItemGrid } from "../../components/catalog/item-grid";
import { MODERATION_ROUTE } from "../../components/moderation/moderation-answer";
import { ExperiencePanel } from "../../features/experience-team/experience-panel";
import { loadExperiencePanel } from "../../features/experience-team/experience-team.server";
import { EXPERIENCE_ANCHOR, ExperienceSection } from "../../features/item/experience-section";
import type { ItemActionData } from "../../features/item/item-action-data";
import { ItemGallery } from "../../features/item/item-gallery";
import { itemMeta } from "../../features/item/item-meta";
import styles from "../../features/item/item-page.module.css";
import { itemCodeOf, itemPageAction, loadItemPage } from "../../features/item/item-page.server";
import { ItemPurchase } from "../../features/item/item-purchase";
import { ItemSummary } from "../../features/item/item-summary";
import { QNA_ANCHOR, QnaSection } from "../../features/item/qna-section";
import { REVIEWS_ANCHOR, ReviewSection } from "../../features/item/review-section";
import { CART_ADDED_MESSAGE } from "../../features/item/use-cart-added";
import { useItemLists } from "../../features/item/use-item-lists";
import { useRecordRecentItem } from "../../features/item/use-record-recent-item";
import { CART_PATH } from "../../lib/checkout-links";
import { pageMeta } from "../../lib/page-meta";
import { useTrackItemView } from "../../lib/tracking/track-events";
import { useRootData } from "../../lib/use-root-data";
import type { Route } from "./+types/item-detail";

const INFO_ANCHOR = "item-info";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = itemCodeOf(params);
  // The 체험단 모집 panel (decision 050) beside the page's own answers.
  const [page, experienceTeams] = await Promise.all([
    loadItemPage(context, request, code),
    loadExperiencePanel(context, request, code),
  ]);
  return { ...page, experienceTeams };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return itemPageAction(context, request, itemCodeOf(params));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, "상품 상세");
  const { item, pageUrl, reviewInfo } = loaderData;
  return itemMeta(matches, { item, pageUrl, rating: { average: reviewInfo.average, count: reviewInfo.count } });
};

// Answers that carry the new state themselves (heart, likes, restock) do not reload the whole page; a question
// does, so it shows in the list.
const SELF_CONTAINED: ReadonlySet<ItemActionData["intent"]> = new Set([
  "add",
  "wishlist",
  "review-like",
  "experience-like",
  "restock",
]);

export function shouldRevalidate({ formAction, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // 신고하기 / 차단하기 (decision 051): a report changes nothing shown (its answer is the alert), and a block loads only
  // the lists again (useItemLists), not the item, its pictures, Q&A and the rest.
  if (formAction === MODERATION_ROUTE) return false;
  const intent = (actionResult as ItemActionData | undefined)?.intent;
  if (intent && SELF_CONTAINED.has(intent)) return false;
  return defaultShouldRevalidate;
}

export default function ItemDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, options, wished, slides, related, mdPicks, qna, trace, query } = loaderData;
  const { experience, reviews, reviewInfo, refresh: refreshLists } = useItemLists(item.itemUserCode, loaderData);
  const { shopper } = useRootData();
  useRecordRecentItem(item.itemUserCode, item.itemName, slides[0]?.url ?? item.images[0]?.url ?? "");
  useTrackItemView(item);
  // Only a form posted without JavaScript leaves an answer here; with it, each button's fetcher holds its own.
  const notice = actionData?.alert && actionData.intent !== "inquiry" ? actionData.alert : null;

  const infoRows: [string, string][] = [
    ["상품명", item.itemName],
    ["상품코드", item.itemUserCode],
    ["브랜드", item.brand.brandName],
    ["판매자", item.seller.sellerName],
    ["축종", item.livestockName],
    ["부위", item.cutName],
    ["중량", item.weightGrams > 0 ? item.weightLabel : ""],
    ["원산지", item.origin],
    ["보관방법", item.storage],
    ["배송방법", item.deliveryTypeName],
    ["배송비", item.seller.shippingCondition],
  ];

  return (
    <div className={styles.page}>
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
      {actionData?.added ? (
        <p className={styles.added} role="status">
          {CART_ADDED_MESSAGE} <Link to={CART_PATH}>장바구니 보기</Link>
        </p>
      ) : null}
      <div className={styles.top}>
        <ItemGallery slides={slides} soldOut={item.soldOut} />
        <div>
          <ItemSummary
            item={item}
            wished={wished}
            pageUrl={loaderData.pageUrl}
            trace={trace}
            traceOpen={query.traceOpen}
          />
          <ItemPurchase
            key={item.itemId}
            item={item}
            options={options}
            restockSubscribed={loaderData.restockSubscribed}
          />
          <ExperiencePanel
            teams={loaderData.experienceTeams}
            itemUserCode={item.itemUserCode}
            loggedIn={shopper.loggedIn}
          />
        </div>
      </div>

      <nav className={styles.tabs} aria-label="상품 상세 메뉴">
        <ul>
          <li>
            <a href={`#${INFO_ANCHOR}`}>상품정보</a>
          </li>
          <li>
            <a href={`#${REVIEWS_ANCHOR}`}>리뷰 ({reviewInfo.count})</a>
          </li>
          <li>
            <a href={`#${QNA_ANCHOR}`}>상품문의 ({qna.pagination.totalCount})</a>
          </li>
          {experience.pagination.totalCount > 0 ? (
            <li>
              <a href={`#${EXPERIENCE_ANCHOR}`}>체험단 리뷰</a>
            </li>
          ) : null}
        </ul>
      </nav>

      <div className={styles.below}>
        <section id={INFO_ANCHOR} className={styles.info} aria-labelledby="item-info-title">
          <h2 id="item-info-title" className={styles.infoTitle}>
            상품 정보
          </h2>
          <table className={styles.infoTable}>
            <tbody>
              {infoRows
                .filter(([, value]) => value !== "")
                .map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>

        <ReviewSection info={reviewInfo} reviews={reviews} query={query} onBlocked={refreshLists} />
        <QnaSection itemUserCode={item.itemUserCode} qna={qna} loggedIn={shopper.loggedIn} actionData={actionData} />
        <ExperienceSection experience={experience} onBlocked={refreshLists} />

        {related.length > 0 ? (
          <section className={styles.gridSection} aria-labelledby="item-related-title">
            <h2 id="item-related-title" className={styles.gridTitle}>
              관련 상품
            </h2>
            <ItemGrid items={related} />
          </section>
        ) : null}
        {mdPicks.length > 0 ? (
          <section className={styles.gridSection} aria-labelledby="item-md-title">
            <h2 id="item-md-title" className={styles.gridTitle}>
              MD 추천 상품
            </h2>
            <ItemGrid items={mdPicks} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
