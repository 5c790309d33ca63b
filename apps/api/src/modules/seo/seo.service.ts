import type { Seo } from "@shop/contracts/content";
import { seoLookupPaths } from "@shop/core/site/seo-path";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findSeoEntries } from "./seo.repository.js";

export interface SeoServiceDeps {
  db: Db;
}

/** Per-page SEO entries for the storefront's head tags. */
export function createSeoService({ db }: SeoServiceDeps) {
  return {
    /** The page's title, description and OpenGraph: exact path, else the longest prefix entry, else '/'. */
    async getSeo(url: string): Promise<Seo> {
      const { path, candidates } = seoLookupPaths(url);
      const rows = await findSeoEntries(db, candidates);
      const entry = candidates.map((candidate) => rows.find((row) => row.path === candidate)).find(Boolean);
      if (!entry) throw ApiError.notFound(`seo entry for ${path}`);
      return {
        title: entry.title,
        description: entry.description,
        keywords: entry.keywords,
        indexFlag: entry.indexFlag,
        openGraph: {
          url: path,
          type: entry.ogType,
          title: entry.ogTitle || entry.title,
          image: entry.ogImage,
          description: entry.ogDescription || entry.description,
        },
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
