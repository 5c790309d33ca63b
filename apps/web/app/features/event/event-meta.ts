import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../lib/page-meta";

interface MetaMatch {
  meta: MetaDescriptor[];
}

/**
 * pageMeta with the page's own description and share picture in place of the inherited ones, for pages whose
 * content is the best summary of themselves (an event, a recipe).
 */
export function contentPageMeta(
  matches: ReadonlyArray<MetaMatch | undefined>,
  title: string,
  own: { description?: string; image?: string },
): MetaDescriptor[] {
  const tags = pageMeta(matches, title);
  const replaced = new Set<string>();
  if (own.description) replaced.add("description").add("og:description");
  if (own.image) replaced.add("og:image");
  const kept = tags.filter((tag) => {
    const key = "name" in tag ? tag.name : "property" in tag ? tag.property : undefined;
    return typeof key !== "string" || !replaced.has(key);
  });
  if (own.description) {
    kept.push(
      { name: "description", content: own.description },
      { property: "og:description", content: own.description },
    );
  }
  if (own.image) kept.push({ property: "og:image", content: own.image });
  return kept;
}
