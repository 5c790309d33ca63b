import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import type { CategoryGroup, LivestockList } from "@shop/contracts/catalog";
import type {
  AboutUsResponse,
  OperatorResponse,
  RecommendKeywordResponse,
  StripeBannerResponse,
} from "@shop/contracts/content";
import type { AppLoadContext } from "react-router";
import { callApiOrFallback } from "./api-client.server";
import { appQrDrawing, type QrDrawing } from "./app-qr.server";
import { shellAnswers } from "./shared-answers.server";

/** What the header, footer, floating menu and bottom bar show. */
export interface ShellData {
  categoryGroups: CategoryGroup[];
  livestock: LivestockList["list"];
  stripeBanner: StripeBannerResponse["stripeBanner"];
  recommendKeyword: RecommendKeywordResponse["data"];
  bestKeywords: string[];
  /** The footer's business details; the long introduction (the about page's) is left out of every page's data. */
  company: Omit<AboutUsResponse["about"], "introduction"> | null;
  operator: OperatorResponse | null;
  /** The cart badge (GET /api/cart/count): lines in the cart of the session's token. */
  cartQuantity: number;
  /** Null only where no chrome is rendered. */
  appQr: QrDrawing | null;
  /**
   * Where the floating menu refreshes the recently viewed items (GET latelyViewedItems of the endpoint map), given
   * from here so the browser needs no copy of the map; null only where no chrome is rendered.
   */
  latelyPath: string | null;
}

// Pages without header and footer: they skip the chrome calls.
const CHROMELESS_PATHS = [/^\/maintenance\/?$/, /^\/popup(\/|$)/, /^\/admin(\/|$)/];

function withoutIntroduction({ introduction: _, ...company }: AboutUsResponse["about"]) {
  return company;
}

export function pathHasChrome(pathname: string): boolean {
  return !CHROMELESS_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Header and footer data, fetched in parallel. Everything but the cart count is the same for every shopper and comes
 * from the shared answers (docs/decisions/026: kept SHELL_CACHE_TTL_MS, refreshed in the background); the cart count
 * is the shopper's own and is asked every time with their session. Every part falls back and logs on failure (SPEC
 * §8: categories empty, banner hidden, keyword placeholder default; company info and counts are not worth an error
 * page either), so a broken chrome call never takes a page down.
 */
export async function loadShellData(
  context: AppLoadContext,
  request: Request,
  { stripeBannerClosed }: { stripeBannerClosed: boolean },
): Promise<ShellData> {
  const [categories, livestock, stripe, recommend, best, about, operator, cart] = await Promise.all([
    shellAnswers.getOr(context, apiEndpoints.categoryTree, { groups: [], updatedDate: "" }),
    shellAnswers.getOr(context, apiEndpoints.livestockKinds, { list: [] }),
    // Closed by the shopper for the day: neither fetched nor sent.
    stripeBannerClosed
      ? { stripeBanner: null }
      : shellAnswers.getOr(context, apiEndpoints.stripeBanner, { stripeBanner: null }),
    shellAnswers.getOr(context, apiEndpoints.recommendKeyword, { data: null }),
    shellAnswers.getOr(context, apiEndpoints.bestKeywords, { data: { list: [] } }),
    shellAnswers.getOr(context, apiEndpoints.aboutUs, null),
    shellAnswers.getOr(context, apiEndpoints.operator, null),
    // The cart's line count (a member's, or a guest token's): never shared. 0 without a token, so a first visit (no
    // cookie, no session, no token: crawlers too) makes no call.
    request.headers.has("cookie")
      ? callApiOrFallback(context, apiEndpoints.cartCount, { cartQuantity: 0 }, { request })
      : { cartQuantity: 0 },
  ]);
  return {
    categoryGroups: categories.groups,
    livestock: livestock.list,
    stripeBanner: stripe.stripeBanner,
    recommendKeyword: recommend.data,
    bestKeywords: best.data.list.map((entry) => entry.keyword),
    company: about ? withoutIntroduction(about.about) : null,
    operator,
    cartQuantity: cart.cartQuantity,
    appQr: appQrDrawing(new URL(request.url).origin),
    latelyPath: apiPath(apiEndpoints.latelyViewedItems),
  };
}
