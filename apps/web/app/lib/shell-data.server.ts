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

/** What the header, footer, floating menu and bottom bar show. */
export interface ShellData {
  categoryGroups: CategoryGroup[];
  livestock: LivestockList["list"];
  stripeBanner: StripeBannerResponse["stripeBanner"];
  recommendKeyword: RecommendKeywordResponse["data"];
  bestKeywords: string[];
  company: AboutUsResponse["about"] | null;
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
const CHROMELESS_PATHS = [/^\/maintenance\/?$/, /^\/popup(\/|$)/];

export function pathHasChrome(pathname: string): boolean {
  return !CHROMELESS_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Header and footer data, fetched in parallel. Every part falls back and logs on failure (SPEC §8:
 * categories empty, banner hidden, keyword placeholder default; company info and counts are not
 * worth an error page either), so a broken chrome call never takes a page down.
 */
export async function loadShellData(
  context: AppLoadContext,
  request: Request,
  { stripeBannerClosed }: { stripeBannerClosed: boolean },
): Promise<ShellData> {
  const options = { request };
  const [categories, livestock, stripe, recommend, best, about, operator, cart] = await Promise.all([
    callApiOrFallback(context, apiEndpoints.categoryTree, { groups: [], updatedDate: "" }, options),
    callApiOrFallback(context, apiEndpoints.livestockKinds, { list: [] }, options),
    // Closed by the shopper for the day: neither fetched nor sent.
    stripeBannerClosed
      ? { stripeBanner: null }
      : callApiOrFallback(context, apiEndpoints.stripeBanner, { stripeBanner: null }, options),
    callApiOrFallback(context, apiEndpoints.recommendKeyword, { data: null }, options),
    callApiOrFallback(context, apiEndpoints.bestKeywords, { data: { list: [] } }, options),
    callApiOrFallback(context, apiEndpoints.aboutUs, null, options),
    callApiOrFallback(context, apiEndpoints.operator, null, options),
    // The cart's line count (a member's, or a guest token's): 0 without a token.
    callApiOrFallback(context, apiEndpoints.cartCount, { cartQuantity: 0 }, options),
  ]);
  return {
    categoryGroups: categories.groups,
    livestock: livestock.list,
    stripeBanner: stripe.stripeBanner,
    recommendKeyword: recommend.data,
    bestKeywords: best.data.list.map((entry) => entry.keyword),
    company: about?.about ?? null,
    operator,
    cartQuantity: cart.cartQuantity,
    appQr: appQrDrawing(new URL(request.url).origin),
    latelyPath: apiPath(apiEndpoints.latelyViewedItems),
  };
}
