import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { idParamSchema } from "@shop/contracts/common";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { CategoryIcon } from "../../components/catalog/category-icon";
import { ItemGrid } from "../../components/catalog/item-grid";
import { NoticeMainBlock } from "../../features/content/notice-main-block";
import { BrandTiles } from "../../features/display/brand-tiles";
import { ContentPicks } from "../../features/display/content-picks";
import { DisplaySection } from "../../features/display/display-section";
import { groupLinkBlocks, type HomeRow, planHomeBlocks } from "../../features/display/home-blocks";
import { loadHomeBlocks } from "../../features/display/home-blocks.server";
import { ItemTabs } from "../../features/display/item-tabs";
import { LinkTiles } from "../../features/display/link-tiles";
import { MainVisual } from "../../features/display/main-visual";
import { StyleBookCards } from "../../features/display/style-book-cards";
import { HomePopups } from "../../features/popup/home-popups";
import { popupDismissCookie, visiblePopups } from "../../features/popup/popup-cookie";
import { displayCache } from "../../lib/display-cache.server";
import { pageMeta } from "../../lib/page-meta";
import { shellAnswers } from "../../lib/shared-answers.server";
import { useShellData } from "../../lib/use-root-data";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

/**
 * One call per thing shown, each answer shared by every shopper for a few seconds (display
 * cache): the block list first (it says which blocks to fetch), then every visible block at once.
 * The categories of the shortcuts come from the root loader, which already has them for the header.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [visible, popups] = await Promise.all([
    displayCache.get(context, apiEndpoints.visibleBlocks),
    // The popup list sits with the other shop-wide answers (docs/decisions/026).
    shellAnswers.getOr(context, apiEndpoints.popupList, { list: [] }),
  ]);
  const blocks = await loadHomeBlocks(context, planHomeBlocks(visible.list));
  return { blocks, popups: visiblePopups(popups.list, request.headers.get("cookie")) };
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

// The home page changes only when the shopper comes back to it: a popup dismissed by the form
// revalidates through the action's redirect anyway.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blocks, popups } = loaderData;
  const { categoryGroups } = useShellData();
  const visual = blocks.find((block) => block.kind === "visual");
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">농협 축산물 도매몰 홈</h1>
      {visual ? <MainVisual title={visual.title} slides={visual.slides} /> : null}
      <div className={styles.content}>
        {categoryGroups.length > 0 ? (
          <nav className={styles.categories} aria-label="카테고리 바로가기">
            <ul className={styles.categoryList}>
              {categoryGroups.map((group) => (
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
        {groupLinkBlocks(blocks).map((row) => (
          <HomeRowView key={row.code} row={row} />
        ))}
      </div>
      <HomePopups popups={popups} />
    </div>
  );
}

/** One block below the main visual, or a row of display-page tiles, drawn by its kind. */
function HomeRowView({ row: block }: { row: HomeRow }) {
  if (block.kind === "link-row") return <LinkTiles links={block.links} />;
  const id = `home-${block.code}`;
  switch (block.kind) {
    case "visual":
      return null;
    case "items":
      return (
        <DisplaySection id={id} title={block.title} subTitle={block.subTitle} link={block.link}>
          <ItemGrid items={block.items} />
        </DisplaySection>
      );
    case "picks":
      return (
        <DisplaySection id={id} title={block.title} subTitle={block.subTitle} link={block.link}>
          <ContentPicks picks={block.picks} />
        </DisplaySection>
      );
    case "tabs":
      return (
        <DisplaySection id={id} title={block.title} subTitle={block.subTitle} link={block.link}>
          <ItemTabs label={block.title} tabs={block.tabs} />
        </DisplaySection>
      );
    case "style-book":
      return (
        <DisplaySection id={id} title={block.title} subTitle={block.subTitle} link={block.link}>
          <StyleBookCards styleBooks={block.styleBooks} />
        </DisplaySection>
      );
    case "brands":
      return (
        <DisplaySection id={id} title={block.title} subTitle={block.subTitle} link={block.link}>
          <BrandTiles brands={block.brands} size="large" />
        </DisplaySection>
      );
    case "notice":
      return (
        <div className={styles.notice}>
          <NoticeMainBlock notices={block.notices} />
        </div>
      );
    case "link":
      // Grouped into link rows above.
      return null;
  }
}
