import { type ApiEndpoint, apiEndpoints } from "@shop/contracts/api-endpoints";
import { formatNumber } from "@shop/core/format/number";
import { ItemGrid } from "../../components/catalog/item-grid";
import { DisplayArticle } from "../../features/display/display-article";
import styles from "../../features/display/display-page.module.css";
import { callApi } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/item-block-page";

/** The curated display pages this module serves, by their last path segment. */
const ITEM_BLOCK_CODES = ["dry-aging", "fresh-food", "pb", "safety"] as const;
type ItemBlockCode = (typeof ITEM_BLOCK_CODES)[number];

/** Each page's block, as the API serves it. */
const ITEM_BLOCK_ENDPOINTS = {
  "dry-aging": apiEndpoints.dryAgingBlock,
  "fresh-food": apiEndpoints.freshFoodBlock,
  pb: apiEndpoints.privateBrandBlock,
  safety: apiEndpoints.foodSafetyBlock,
} as const satisfies Record<ItemBlockCode, ApiEndpoint>;

function codeOf(pathname: string): ItemBlockCode | undefined {
  const segment = pathname.replace(/\/+$/, "").split("/").pop();
  return ITEM_BLOCK_CODES.find((code) => code === segment);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const code = codeOf(new URL(request.url).pathname);
  if (!code) notFound();
  const { block, list } = await orNotFound(callApi(context, ITEM_BLOCK_ENDPOINTS[code], { request }));
  return { block, items: list };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData?.block.title);

/** /display/dry-aging, /fresh-food, /pb and /safety: the block's story, then its curated items. */
export default function ItemBlockPage({ loaderData }: Route.ComponentProps) {
  const { block, items } = loaderData;
  return (
    <DisplayArticle block={block}>
      <section className={styles.items} aria-labelledby="display-items">
        <h2 id="display-items" className={styles.itemsTitle}>
          {block.title} 상품 <span className={styles.count}>{formatNumber(items.length)}</span>
        </h2>
        <ItemGrid items={items} />
      </section>
    </DisplayArticle>
  );
}
