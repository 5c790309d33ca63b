import { API_PREFIX } from "@shop/contracts/api-endpoints";
import { publicOrigin, publicTextHeaders } from "../../lib/public-origin.server";
import type { Route } from "./+types/robots-txt";

/** Paths no crawler needs: the shopper's own pages, checkout, accounts, the API, popup windows and the demo inbox. */
const DISALLOWED_PATHS: readonly string[] = [
  "/mypage",
  "/cart",
  "/order",
  "/user",
  `${API_PREFIX}/`,
  "/popup",
  "/demo",
];

/** /robots.txt: the catalog is open to every crawler; the sitemap index says where its pages are. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin.origin).href}`,
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: publicTextHeaders("text/plain; charset=utf-8", 86_400, origin),
  });
}
