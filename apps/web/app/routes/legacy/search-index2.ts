import { toSuccessor } from "../../lib/legacy-redirect.server";
import type { Route } from "./+types/search-index2";

/** /search/index2: the old shop's second search results page, now /search (docs/decisions/049). */
export function loader({ request }: Route.LoaderArgs) {
  return toSuccessor(request, "/search");
}
