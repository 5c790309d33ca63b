import { redirect } from "react-router";
import type { Route } from "./+types/event-link";

/**
 * /event/{link or id}: the address the API and the banners give an event (/api/event/{link or id}); its page is
 * /featured/pages/{link or id}. The named event pages (/event/best, /new, /spot, /stylebook) match before this.
 */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/featured/pages/${encodeURIComponent(params.key)}`);
}
