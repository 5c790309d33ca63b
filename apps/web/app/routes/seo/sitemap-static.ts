import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { callApi } from "../../lib/api-client.server";
import { publicOrigin, publicTextHeaders } from "../../lib/public-origin.server";
import type { Route } from "./+types/sitemap-static";
import { SITEMAP_MAX_AGE_SECONDS, staticEntries, urlsetXml } from "./sitemap-xml.server";

/** /sitemap-static.xml: the public pages, categories, brand item lists and live events. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const outline = await callApi(context, apiEndpoints.sitemap);
  const origin = publicOrigin(request);
  return new Response(urlsetXml(origin.origin, staticEntries(outline)), {
    headers: publicTextHeaders("application/xml; charset=utf-8", SITEMAP_MAX_AGE_SECONDS, origin),
  });
}
