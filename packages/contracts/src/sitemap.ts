import { z } from "zod";

// What the storefront's /sitemap.xml, /sitemap-static.xml and /sitemap-items-{n}.xml are built
// from (apps/web/app/routes/seo). The API answers data, not URLs: the storefront owns its paths.
// `lastmod` values are Korea calendar days, 'YYYY-MM-DD' (W3C date, as sitemaps take them).

/** The sitemap protocol's ceiling of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS_PER_FILE = 50_000;
/**
 * Item files the storefront routes (`/sitemap-items-1.xml` … `-20.xml`): 1,000,000 items at the
 * full 50,000 per file, the most the demo seed generates (SEED_ITEMS).
 */
export const SITEMAP_MAX_ITEM_FILES = 20;

const lastmodSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** How many item ids one item file covers; smaller only to see the split on a small catalog. */
export const sitemapQuerySchema = z.object({
  size: z.coerce.number().int().min(100).max(SITEMAP_MAX_URLS_PER_FILE).default(SITEMAP_MAX_URLS_PER_FILE),
});
export type SitemapQuery = z.infer<typeof sitemapQuerySchema>;

/**
 * GET /api/sitemap — everything but the items themselves. Item file n covers the item ids
 * ((n − 1) × size, n × size], so an item stays in its file whatever is added or hidden; files
 * without a displayed item are left out.
 */
export const sitemapSchema = z.object({
  itemsPerFile: z.number().int(),
  itemFiles: z.array(
    z.object({
      file: z.number().int(),
      itemCount: z.number().int(),
      /** The newest change of an item in the file. */
      lastmod: lastmodSchema,
    }),
  ),
  /** Displayed categories whose parents are displayed too. */
  categories: z.array(
    z.object({ id: z.number().int(), depth: z.number().int(), livestock: z.string(), lastmod: lastmodSchema }),
  ),
  /** Seller brands with a displayed item, one per (seller, livestock): the storefront's brand list URL. */
  brands: z.array(z.object({ sellerId: z.number().int(), livestock: z.string() })),
  /** Displayed events live now. */
  events: z.array(z.object({ link: z.string(), lastmod: lastmodSchema })),
});
export type Sitemap = z.infer<typeof sitemapSchema>;

export const sitemapItemsParamsSchema = z.object({
  file: z.coerce.number().int().min(1).max(1_000_000),
});

/** GET /api/sitemap/items/{file}?size= — the displayed items of one item file, by id. */
export const sitemapItemsSchema = z.object({
  file: z.number().int(),
  list: z.array(
    z.object({
      itemUserCode: z.string(),
      /**
       * The item's registration day: items keep no change date yet, so this is the last change
       * the catalog knows of.
       */
      lastmod: lastmodSchema,
    }),
  ),
});
export type SitemapItems = z.infer<typeof sitemapItemsSchema>;
