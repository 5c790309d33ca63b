import { itemBlockSchema } from "@shop/contracts/display";
import { formatNumber } from "@shop/core/format/number";
import { ItemGrid } from "../../components/catalog/item-grid";
import { callApiOrNotFound } from "../../features/display/display-api.server";
import { DisplayArticle } from "../../features/display/display-article";
import styles from "../../features/display/display-page.module.css";
import { notFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/item-block-page";

/** The curated display pages this module serves, by their last path segment. */
const ITEM_BLOCK_CODES = ["dry-aging", "fresh-food", "pb", "safety"] as const;
type ItemBlockCode = (typeof ITEM_BLOCK_CODES)[number];

function codeOf(pathname: string): ItemBlockCode | undefined {
  const segment = pathname.replace(/\/+$/, "").split("/").pop();
  return ITEM_BLOCK_CODES.find((code) => code === segment);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const code = codeOf(new URL(request.url).pathname);
  if (!code) notFound();
  const { block, list } = await callApiOrNotFound(context, request, `/api/display/${code}`, itemBlockSchema);
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
