import type { MetaDescriptor } from "react-router";
import { SHOP_NAME } from "./seo-meta";

interface MetaMatch {
  meta: MetaDescriptor[];
}

/**
 * A page's own title over the tags its parents (root: the /api/seo answer) already set. React
 * Router replaces the parents' meta with the page's, so the nearest parent's tags are carried
 * over here; without a title of its own the page keeps the parent's title.
 */
export function pageMeta(matches: ReadonlyArray<MetaMatch | undefined>, title?: string): MetaDescriptor[] {
  const inherited = matches.findLast((match) => (match?.meta.length ?? 0) > 0)?.meta ?? [];
  if (!title) return inherited;
  const fullTitle = `${title} | ${SHOP_NAME}`;
  return [
    { title: fullTitle },
    ...inherited.filter((tag) => !("title" in tag) && !("property" in tag && tag.property === "og:title")),
    { property: "og:title", content: fullTitle },
  ];
}
