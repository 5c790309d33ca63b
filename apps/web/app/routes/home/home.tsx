import { categoryTreeSchema, itemListSchema } from "@shop/contracts/catalog";
import { idParamSchema } from "@shop/contracts/common";
import { noticeMainSchema, popupListResponseSchema } from "@shop/contracts/content";
import { data, Link, redirect } from "react-router";
import { CategoryIcon } from "../../features/catalog/category-icon";
import { ItemGrid } from "../../features/catalog/item-grid";
import { NoticeMainBlock } from "../../features/content/notice-main-block";
import { pageMeta } from "../../features/content/page-meta";
import { HomePopups } from "../../features/popup/home-popups";
import { popupDismissCookie, visiblePopups } from "../../features/popup/popup-cookie";
import { callApi, callApiOrFallback } from "../../lib/api-client.server";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

const SECTION_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [categories, newest, popular, notices, popups] = await Promise.all([
    // SPEC §8: a failed category fetch is only logged.
    callApiOrFallback(context, "/api/category", categoryTreeSchema, { groups: [], updatedDate: "" }, { request }),
    callApi(context, "/api/item", itemListSchema, { request, query: { sort: "newest", size: SECTION_SIZE } }),
    callApi(context, "/api/item", itemListSchema, { request, query: { sort: "popular", size: SECTION_SIZE } }),
    callApi(context, "/api/notice/main", noticeMainSchema, { request }),
    callApi(context, "/api/popup/list", popupListResponseSchema, { request }),
  ]);
  return {
    groups: categories.groups.map(({ id, name, url, livestock }) => ({ id, name, url, livestock })),
    newest: newest.list,
    popular: popular.list,
    notices: notices.list,
    popups: visiblePopups(popups.list, request.headers.get("cookie")),
  };
}

/** 오늘 하루 보지 않기 without JS: the same cookie the button sets in the browser. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = idParamSchema.safeParse({ id: form.get("popupId") });
  if (form.get("intent") !== "dismiss-popup" || !parsed.success) {
    throw data("잘못된 요청입니다.", { status: 400 });
  }
  return redirect("/", { headers: { "Set-Cookie": popupDismissCookie(parsed.data.id) } });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { groups, newest, popular, notices, popups } = loaderData;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">농협 축산물 도매몰 홈</h1>
      {groups.length > 0 ? (
        <nav className={styles.categories} aria-label="카테고리 바로가기">
          <ul className={styles.categoryList}>
            {groups.map((group) => (
              <li key={group.id}>
                <Link to={group.url} className={styles.category}>
                  <span className={styles.categoryIcon}>
                    <CategoryIcon livestock={group.livestock} />
                  </span>
                  <span className={styles.categoryName}>{group.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section className={styles.section} aria-labelledby="home-newest">
        <header className={styles.sectionHeader}>
          <h2 id="home-newest" className={styles.sectionTitle}>
            신상품
          </h2>
          <p className={styles.sectionLead}>새로 들어온 상품을 가장 먼저 만나보세요</p>
        </header>
        <ItemGrid items={newest} eagerCount={4} />
      </section>

      <section className={styles.section} aria-labelledby="home-popular">
        <header className={styles.sectionHeader}>
          <h2 id="home-popular" className={styles.sectionTitle}>
            인기상품
          </h2>
          <p className={styles.sectionLead}>많은 분들이 찾는 인기 상품</p>
        </header>
        <ItemGrid items={popular} />
      </section>

      <div className={styles.bottom}>
        <NoticeMainBlock notices={notices} />
      </div>

      <HomePopups popups={popups} />
    </div>
  );
}
