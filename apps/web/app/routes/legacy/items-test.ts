import { toSuccessor } from "../../lib/legacy-redirect.server";
import type { Route } from "./+types/items-test";

/** /items/test1 and /items/test2: the old shop's trial layouts of the item list, now /items (docs/decisions/049). */
export function loader({ request }: Route.LoaderArgs) {
  return toSuccessor(request, "/items");
}
