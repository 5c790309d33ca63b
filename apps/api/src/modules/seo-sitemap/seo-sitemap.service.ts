import type { Sitemap, SitemapItems } from "@shop/contracts/sitemap";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import {
  findBrandsWithItems,
  findDisplayedCategories,
  findItemFile,
  findItemFileStats,
  findLiveEvents,
} from "./seo-sitemap.repository.js";

/**
 * How long the sitemap's outline is served from memory. Counting the items per file reads every
 * item (a sequential pass, tens of ms at 100,000), and crawlers need no fresher index than this.
 */
export const SITEMAP_CACHE_TTL_MS = 10 * 60_000;

export interface SitemapServiceDeps {
  db: Db;
  /** Milliseconds now; tests move it to expire the outline. */
  clock?: () => number;
}

/** Sitemap data for the storefront's /sitemap*.xml (docs in @shop/contracts/sitemap). */
export function createSitemapService({ db, clock: now = Date.now }: SitemapServiceDeps) {
  // Keyed by file size; only tests ask for anything but the default.
  const outlines = createTtlCache<Sitemap>(SITEMAP_CACHE_TTL_MS, 4, now);

  return {
    /** Item files, categories, brands and live events; cached SITEMAP_CACHE_TTL_MS per file size. */
    getSitemap(size: number): Promise<Sitemap> {
      return outlines(String(size), async () => {
        const [itemFiles, categories, brands, events] = await Promise.all([
          findItemFileStats(db, size),
          findDisplayedCategories(db),
          findBrandsWithItems(db),
          findLiveEvents(db, new Date(now())),
        ]);
        return { itemsPerFile: size, itemFiles, categories, brands, events };
      });
    },

    /** Drops the kept outline: an item was added, shown, hidden or changed (docs/decisions/043). */
    forget(): void {
      outlines.clear();
    },

    /** One item file, read live; 404 when it holds no displayed item. */
    async getItemFile(size: number, file: number): Promise<SitemapItems> {
      const list = await findItemFile(db, size, file);
      if (list.length === 0) throw ApiError.notFound(`sitemap item file ${file} of ${size}`);
      return { file, list };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
