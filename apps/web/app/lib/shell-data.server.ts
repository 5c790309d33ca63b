import {
  type CategoryGroup,
  categoryTreeSchema,
  type LivestockList,
  livestockListSchema,
} from "@shop/contracts/catalog";
import {
  type AboutUsResponse,
  aboutUsResponseSchema,
  bestKeywordResponseSchema,
  type OperatorResponse,
  operatorResponseSchema,
  quickInfoResponseSchema,
  type RecommendKeywordResponse,
  recommendKeywordResponseSchema,
  type StripeBannerResponse,
  stripeBannerResponseSchema,
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
  cartQuantity: number;
  /** Null only where no chrome is rendered. */
  appQr: QrDrawing | null;
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
  const [categories, livestock, stripe, recommend, best, about, operator, quick] = await Promise.all([
    callApiOrFallback(context, "/api/category", categoryTreeSchema, { groups: [], updatedDate: "" }, options),
    callApiOrFallback(context, "/api/common/livestock", livestockListSchema, { list: [] }, options),
    // Closed by the shopper for the day: neither fetched nor sent.
    stripeBannerClosed
      ? { stripeBanner: null }
      : callApiOrFallback(
          context,
          "/api/display/stripe-banner",
          stripeBannerResponseSchema,
          { stripeBanner: null },
          options,
        ),
    callApiOrFallback(
      context,
      "/api/search/recommend-keyword",
      recommendKeywordResponseSchema,
      { data: null },
      options,
    ),
    callApiOrFallback(context, "/api/search/best-keyword", bestKeywordResponseSchema, { data: { list: [] } }, options),
    callApiOrFallback(context, "/api/common/about-us", aboutUsResponseSchema.nullable(), null, options),
    callApiOrFallback(context, "/api/common/operator", operatorResponseSchema.nullable(), null, options),
    callApiOrFallback(
      context,
      "/api/common/quick-info",
      quickInfoResponseSchema,
      { cartQuantity: 0, wishlistCount: 0 },
      options,
    ),
  ]);
  return {
    categoryGroups: categories.groups,
    livestock: livestock.list,
    stripeBanner: stripe.stripeBanner,
    recommendKeyword: recommend.data,
    bestKeywords: best.data.list.map((entry) => entry.keyword),
    company: about?.about ?? null,
    operator,
    cartQuantity: quick.cartQuantity,
    appQr: appQrDrawing(new URL(request.url).origin),
  };
}
