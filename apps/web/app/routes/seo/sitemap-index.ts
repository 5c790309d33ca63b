import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { callApi } from "../../lib/api-client.server";
import { publicOrigin, publicTextHeaders } from "../../lib/public-origin.server";
import type { Route } from "./+types/sitemap-index";
import { indexEntries, SITEMAP_MAX_AGE_SECONDS, sitemapIndexXml } from "./sitemap-xml.server";

/** /sitemap.xml: the index of /sitemap-static.xml and the /sitemap-items-{n}.xml files. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const outline = await callApi(context, apiEndpoints.sitemap);
  const origin = publicOrigin(request);
  return new Response(sitemapIndexXml(origin.origin, indexEntries(outline)), {
    headers: publicTextHeaders("application/xml; charset=utf-8", SITEMAP_MAX_AGE_SECONDS, origin),
  });
}
