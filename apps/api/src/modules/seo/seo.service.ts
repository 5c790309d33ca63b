import type { Seo } from "@shop/contracts/content";
import { seoLookupPaths } from "@shop/core/site/seo-path";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findSeoEntries } from "./seo.repository.js";

/** The page's title, description and OpenGraph: exact path, else the longest prefix entry, else '/'. */
export async function getSeo(db: Db, url: string): Promise<Seo> {
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
}
