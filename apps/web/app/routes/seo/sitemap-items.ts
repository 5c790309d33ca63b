import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { publicOrigin, publicTextHeaders } from "../../lib/public-origin.server";
import type { Route } from "./+types/sitemap-items";
import { itemEntries, parseItemFilePath, SITEMAP_MAX_AGE_SECONDS, urlsetXml } from "./sitemap-xml.server";

const notFound = () =>
  new Response("Not Found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * /sitemap-items-{n}.xml (one route per n, see routes.ts): the item pages of item file n, up to
 * 50,000; a file without displayed items is a 404, as its absence from the index says.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const file = parseItemFilePath(new URL(request.url).pathname);
  if (file === null) return notFound();
  try {
    const items = await callApi(context, apiEndpoints.sitemapItems, { params: { file } });
    const origin = publicOrigin(request);
    return new Response(urlsetXml(origin.origin, itemEntries(items)), {
      headers: publicTextHeaders("application/xml; charset=utf-8", SITEMAP_MAX_AGE_SECONDS, origin),
    });
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return notFound();
    throw error;
  }
}
