import { toSuccessor } from "../../lib/legacy-redirect.server";
import type { Route } from "./+types/cart-index-bak";

/** /cart/index-bak: the old shop's kept copy of the cart page, now /cart (docs/decisions/049). */
export function loader({ request }: Route.LoaderArgs) {
  return toSuccessor(request, "/cart");
}
