import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { formatNumber } from "@shop/core/format/number";
import { Link, useLocation } from "react-router";
import { ItemGrid } from "../../components/catalog/item-grid";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { groupBrandsByLivestock } from "../../features/display/brand-groups";
import { brandHref } from "../../features/display/brand-links";
import { BrandNav } from "../../features/display/brand-nav";
import styles from "../../features/display/brand-page.module.css";
import { BRAND_ITEM_SORTS, brandSortHref, parseBrandPageQuery } from "../../features/display/brand-query";
import { BrandTiles } from "../../features/display/brand-tiles";
import { callApi } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import { useShellData } from "../../lib/use-root-data";
import type { Route } from "./+types/brand-hall";

const ITEMS_PER_FEATURED_BRAND = 4;
const BRAND_ITEMS_PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseBrandPageQuery(new URL(request.url).searchParams);
  if (query.view === "not-found") notFound();
  if (query.view === "hall") {
    const main = await orNotFound(
      callApi(context, apiEndpoints.brandMain, { request, query: { itemsPerBrand: ITEMS_PER_FEATURED_BRAND } }),
    );
    return { view: "hall" as const, featured: main.featured, brands: main.list };
  }
  const [detail, items] = await Promise.all([
    orNotFound(callApi(context, apiEndpoints.brandDetail, { request, params: { id: query.brandId } })),
    orNotFound(
      callApi(context, apiEndpoints.brandItems, {
        request,
        params: { id: query.brandId },
        query: { page: query.page, size: BRAND_ITEMS_PAGE_SIZE, sort: query.sort },
      }),
    ),
  ]);
  return { view: "brand" as const, brand: detail.brand, items, sort: query.sort };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.view === "brand" ? `${loaderData.brand.brandName} - 브랜드관` : "브랜드관");

/** /brand: the brand hall (featured brands with their best items, then every brand by livestock), or one brand's items. */
export default function BrandHallPage({ loaderData }: Route.ComponentProps) {
  return loaderData.view === "hall" ? (
    <BrandHall featured={loaderData.featured} brands={loaderData.brands} />
  ) : (
    <BrandItems brand={loaderData.brand} items={loaderData.items} sort={loaderData.sort} />
  );
}

type HallData = Extract<Route.ComponentProps["loaderData"], { view: "hall" }>;
type BrandData = Extract<Route.ComponentProps["loaderData"], { view: "brand" }>;

function BrandHall({ featured, brands }: Pick<HallData, "featured" | "brands">) {
  const { livestock } = useShellData();
  const groups = groupBrandsByLivestock(
    brands,
    livestock.map((kind) => kind.code),
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>브랜드관</h1>
      <p className={styles.lead}>산지의 이름을 걸고 만든 브랜드를 만나 보세요</p>
      <BrandNav />
      {featured.length > 0 ? (
        <section className={styles.section} aria-labelledby="brand-featured">
          <h2 id="brand-featured" className={styles.sectionTitle}>
            추천 브랜드
          </h2>
          <ul className={styles.featured}>
            {featured.map((brand) => (
              <li key={brand.id} className={styles.featuredBrand}>
                <div className={styles.featuredHead}>
                  <img
                    className={styles.featuredLogo}
                    src={brand.logoSrc}
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className={styles.featuredHeadText}>
                    <span className={styles.badge}>{brand.livestockName}</span>
                    <h3 className={styles.featuredName}>{brand.brandName}</h3>
                  </div>
                  <p className={styles.featuredLine}>{brand.headline}</p>
                  <Link to={brandHref(brand.id)} className={styles.moreLink}>
                    {brand.brandName} 상품 {formatNumber(brand.itemCount)}개 보기
                  </Link>
                </div>
                <ItemGrid items={brand.items} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="brand-all">
        <h2 id="brand-all" className={styles.sectionTitle}>
          전체 브랜드
        </h2>
        {groups.map((group) => (
          <section
            key={group.livestock}
            className={styles.livestockGroup}
            aria-labelledby={`brand-group-${group.livestock}`}
          >
            <h3 id={`brand-group-${group.livestock}`} className={styles.groupTitle}>
              {group.name}
            </h3>
            <BrandTiles brands={group.brands} />
          </section>
        ))}
      </section>
    </div>
  );
}

function BrandItems({ brand, items, sort }: Pick<BrandData, "brand" | "items" | "sort">) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <div className={styles.page}>
      <nav aria-label="현재 위치">
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/">홈</Link>
          </li>
          <li>
            <Link to="/brand">브랜드관</Link>
          </li>
          <li aria-current="page">{brand.brandName}</li>
        </ol>
      </nav>
      <header className={styles.brandHead}>
        <img
          className={styles.brandLogo}
          src={brand.logoSrc}
          alt=""
          width={400}
          height={400}
          fetchPriority="high"
          decoding="async"
        />
        <div className={styles.brandText}>
          <span className={styles.badge}>{brand.livestockName}</span>
          <h1 className={styles.brandName}>{brand.brandName}</h1>
          <p className={styles.brandHeadline}>{brand.headline || brand.description}</p>
          <p className={styles.brandSeller}>
            판매자 {brand.seller.sellerName}
            {brand.seller.shippingCondition ? ` · ${brand.seller.shippingCondition}` : ""}
          </p>
        </div>
      </header>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          전체 <strong>{formatNumber(items.pagination.totalCount)}</strong>개
        </p>
        <nav aria-label="정렬">
          <ul className={styles.sorts}>
            {BRAND_ITEM_SORTS.map((option) => (
              <li key={option.sort}>
                <Link
                  to={brandSortHref(params, option.sort)}
                  className={option.sort === sort ? styles.sortCurrent : styles.sort}
                  aria-current={option.sort === sort ? "true" : undefined}
                  preventScrollReset
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <ItemGrid items={items.list} eagerCount={2} />
      <PaginationNav pagination={items.pagination} />
    </div>
  );
}
