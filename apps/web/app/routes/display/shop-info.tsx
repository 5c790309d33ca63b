import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Link } from "react-router";
import { DisplayArticle } from "../../features/display/display-article";
import styles from "../../features/display/display-page.module.css";
import { callApi } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/shop-info";

/** Where a shopper goes next from the introduction. */
const NEXT_LINKS = [
  { to: "/company/about", title: "회사소개", text: "운영사와 사업자 정보" },
  { to: "/display/shipping-way", title: "배송 안내", text: "신선물류와 개별 택배, 판매자별 배송비" },
  { to: "/display/meat-cuts", title: "부위 안내", text: "한우·한돈·닭 부위도와 어울리는 요리" },
  { to: "/display/safety", title: "안심 먹거리", text: "이력제, 등급판정, HACCP" },
  { to: "/customer/faq", title: "자주 묻는 질문", text: "주문, 결제, 배송 문의" },
  { to: "/customer/store-inquiry", title: "입점문의", text: "판매자로 함께하기" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { block } = await orNotFound(callApi(context, apiEndpoints.shopInfo, { request }));
  return { block };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, loaderData?.block.title);

/** /display/shop-info: the shop's introduction. */
export default function ShopInfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <DisplayArticle block={loaderData.block}>
      <nav aria-label="더 알아보기">
        <ul className={styles.links}>
          {NEXT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.linkCard}>
                <span className={styles.linkTitle}>{link.title}</span>
                <span className={styles.linkText}>{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </DisplayArticle>
  );
}
