import { toSuccessor } from "../../lib/legacy-redirect.server";
import type { Route } from "./+types/category-old";

/** /category/old: the old shop's category list, now /category (docs/decisions/049). */
export function loader({ request }: Route.LoaderArgs) {
  return toSuccessor(request, "/category");
}
