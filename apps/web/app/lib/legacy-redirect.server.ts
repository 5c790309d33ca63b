import { redirect } from "react-router";

/**
 * A permanent redirect from one of the old shop's addresses (SPEC §2 /category/old, /items/test1, /items/test2,
 * /search/index2, /cart/index-bak) to the page that took its place, the query string carried along unchanged so a
 * bookmark keeps its category, livestock or search words (docs/decisions/049).
 */
export function toSuccessor(request: Request, successor: string): Response {
  const { search } = new URL(request.url);
  return redirect(`${successor}${search}`, 301);
}
