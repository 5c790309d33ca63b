import { SITEMAP_MAX_ITEM_FILES, type Sitemap, type SitemapItems } from "@shop/contracts/sitemap";
import { categoryUrl } from "@shop/core/catalog/category-url";
import { escapeUTF8 } from "entities";
import { brandItemsHref } from "../../lib/category-links";

// The sitemap protocol (sitemaps.org): an index of files, each a <urlset> of at most 50,000
// absolute, entity-escaped URLs. The API answers the data (@shop/contracts/sitemap); which
// storefront path shows what is decided here, with the links the header menu uses.

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** One <url> or <sitemap> entry: a path on this shop and, when known, its last change day. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * Public pages without data of their own in the outline (SPEC §2), canonical paths only: /notice
 * and /faq repeat the customer centre's pages, /search is noindex, legacy and test variants
 * (/brand/index2, /items/test1 …) and member-only pages stay out.
 */
export const STATIC_PATHS: readonly string[] = [
  "/",
  "/items",
  "/brand",
  "/featured",
  "/event/best",
  "/event/new",
  "/event/spot",
  "/event/stylebook",
  "/display/dry-aging",
  "/display/fresh-food",
  "/display/pb",
  "/display/safety",
  "/display/shipping-way",
  "/display/shop-info",
  "/customer/notice",
  "/customer/faq",
  "/company/about",
  "/policy/terms",
  "/policy/privacy",
];

export const STATIC_SITEMAP_PATH = "/sitemap-static.xml";

/** Crawlers re-read sitemaps on their own schedule; an hour keeps repeated fetches off the API. */
export const SITEMAP_MAX_AGE_SECONDS = 3_600;

/** `/sitemap-items-{file}.xml`. */
export function itemFilePath(file: number): string {
  return `/sitemap-items-${file}.xml`;
}

/** The file number of an item sitemap path; null for anything else. */
export function parseItemFilePath(pathname: string): number | null {
  const match = /^\/sitemap-items-([1-9]\d{0,6})\.xml$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

function newest(days: readonly string[]): string | undefined {
  // 'YYYY-MM-DD' strings order as the days they name.
  return days.reduce<string | undefined>((max, day) => (max === undefined || day > max ? day : max), undefined);
}

/**
 * The index: the static file, then one entry per item file. Item files past the routed ones
 * (SITEMAP_MAX_ITEM_FILES) are left out and reported: their URLs would answer 404.
 */
export function indexEntries(outline: Sitemap): SitemapEntry[] {
  const routed = outline.itemFiles.filter((file) => file.file <= SITEMAP_MAX_ITEM_FILES);
  if (routed.length < outline.itemFiles.length) {
    console.error(
      `[web] sitemap: ${outline.itemFiles.length - routed.length} item files past /sitemap-items-${SITEMAP_MAX_ITEM_FILES}.xml are not listed; raise SITEMAP_MAX_ITEM_FILES`,
    );
  }
  const staticLastmod = newest([...outline.categories, ...outline.events].map((entry) => entry.lastmod));
  return [
    { path: STATIC_SITEMAP_PATH, ...(staticLastmod ? { lastmod: staticLastmod } : {}) },
    ...routed.map((file) => ({ path: itemFilePath(file.file), lastmod: file.lastmod })),
  ];
}

/** Static pages, category pages, brand item lists and live events, each path once. */
export function staticEntries(outline: Sitemap): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...outline.categories.map((category) => ({ path: categoryUrl(category), lastmod: category.lastmod })),
    ...outline.brands.map((brand) => ({ path: brandItemsHref(brand) })),
    ...outline.events.map((event) => ({ path: `/event/${encodeURIComponent(event.link)}`, lastmod: event.lastmod })),
  ];
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

/** The item pages of one item file. */
export function itemEntries(items: SitemapItems): SitemapEntry[] {
  return items.list.map((item) => ({
    path: `/items/${encodeURIComponent(item.itemUserCode)}`,
    lastmod: item.lastmod,
  }));
}

function entryXml(tag: "url" | "sitemap", origin: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeUTF8(entry.lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeUTF8(new URL(entry.path, origin).href)}</loc>${lastmod}</${tag}>`;
}

/** A <urlset> of the entries as absolute URLs on `origin`. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml("url", origin, entry)).join("\n");
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</urlset>\n`;
}

/** A <sitemapindex> of the files as absolute URLs on `origin`. */
export function sitemapIndexXml(origin: string, entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml("sitemap", origin, entry)).join("\n");
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}
