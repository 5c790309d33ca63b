import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../lib/page-meta";

interface MetaMatch {
  meta: MetaDescriptor[];
}

export interface ListingSeo {
  title: string;
  description: string;
  /** Absolute URL of the unfiltered list (filters, sorts and pages point search engines here). */
  canonical?: string | undefined;
}

const replaced = (tag: MetaDescriptor) =>
  ("name" in tag && tag.name === "description") ||
  ("property" in tag && (tag.property === "og:description" || tag.property === "og:url")) ||
  ("tagName" in tag && tag.tagName === "link" && tag.rel === "canonical");

/** A list's own title and description over the parent's SEO tags (/api/seo of the path). */
export function listingMeta(matches: ReadonlyArray<MetaMatch | undefined>, seo: ListingSeo | undefined) {
  if (!seo) return pageMeta(matches);
  const tags = pageMeta(matches, seo.title).filter((tag) => !replaced(tag));
  tags.push(
    { name: "description", content: seo.description },
    { property: "og:description", content: seo.description },
  );
  if (seo.canonical) {
    tags.push(
      { tagName: "link", rel: "canonical", href: seo.canonical },
      { property: "og:url", content: seo.canonical },
    );
  }
  return tags;
}
