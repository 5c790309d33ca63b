import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { formatWon } from "@shop/core/format/number";
import { DisplayArticle } from "../../features/display/display-article";
import styles from "../../features/display/display-page.module.css";
import { callApi } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/shipping-way";

export async function loader({ request, context }: Route.LoaderArgs) {
  return orNotFound(callApi(context, apiEndpoints.deliveryInfo, { request }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData?.block.title);

/** /display/shipping-way: how delivery works, then every seller's shipping terms. */
export default function ShippingWayPage({ loaderData }: Route.ComponentProps) {
  const { block, sellers } = loaderData;
  return (
    <DisplayArticle block={block}>
      <section aria-labelledby="shipping-sellers">
        <h2 id="shipping-sellers" className={styles.tableTitle}>
          판매자별 배송 안내
        </h2>
        <p className={styles.tableLead}>배송비는 판매자별로 한 번 부과되며, 무료배송 기준 금액 이상이면 무료입니다.</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">판매자</th>
              <th scope="col">배송 방법</th>
              <th scope="col">택배사</th>
              <th scope="col">배송비</th>
              <th scope="col">무료배송</th>
            </tr>
          </thead>
          <tbody>
            {sellers.map((seller) => (
              <tr key={seller.sellerId}>
                <th scope="row">{seller.sellerName}</th>
                <td data-label="배송 방법">{seller.deliveryMethod}</td>
                <td data-label="택배사">{seller.courier}</td>
                <td data-label="배송비">{seller.shippingFee > 0 ? formatWon(seller.shippingFee) : "무료"}</td>
                <td data-label="무료배송">{seller.shippingCondition}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </DisplayArticle>
  );
}
