import { formatNumber } from "@shop/core/format/number";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/mypage/mypage.module.css";
import { deleteWishlistAction, loadWishlist } from "../../features/mypage/wishlist.server";
import { WishlistEmpty, WishlistGrid } from "../../features/mypage/wishlist-grid";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/wishlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWishlist(request, context);
}

/** 선택 삭제 and a card's 삭제. */
export async function action({ request, context }: Route.ActionArgs) {
  return deleteWishlistAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "찜한 상품");

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, pagination } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className={styles.title}>
        찜한 상품 <span className={styles.titleCount}>{formatNumber(pagination.totalCount)}</span>
      </h1>
      {list.length === 0 ? <WishlistEmpty /> : <WishlistGrid list={list} formError={actionData?.formError} />}
      <PaginationNav pagination={pagination} />
    </section>
  );
}
