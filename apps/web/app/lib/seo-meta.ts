import type { Seo } from "@shop/contracts/content";
import type { MetaDescriptor } from "react-router";

/** The shop's name: the logo text, the default title and the suffix of page titles. */
export const SHOP_NAME = "농협 축산물 도매몰";
const DEFAULT_DESCRIPTION = "한우·한돈부터 가공육, 신선식품까지 농협이 검증한 축산물을 도매가로 만나보세요.";

/** Meta tags of one page from its /api/seo answer; without one, the shop's defaults. */
export function buildSeoMeta(seo: Seo | null | undefined): MetaDescriptor[] {
  const title = seo?.title || SHOP_NAME;
  const description = seo?.description || DEFAULT_DESCRIPTION;
  const og = seo?.openGraph;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: seo?.indexFlag === "N" ? "noindex, nofollow" : "index, follow" },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:type", content: og?.type || "website" },
    { property: "og:title", content: og?.title || title },
    { property: "og:description", content: og?.description || description },
  ];
  if (seo?.keywords) tags.push({ name: "keywords", content: seo.keywords });
  if (og?.url) tags.push({ property: "og:url", content: og.url });
  if (og?.image) tags.push({ property: "og:image", content: og.image });
  return tags;
}
