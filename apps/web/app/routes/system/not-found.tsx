import { data } from "react-router";
import { NOT_FOUND_TITLE, NotFoundView } from "../../features/layout/route-error-view";
import { SHOP_NAME } from "../../lib/seo-meta";
import type { Route } from "./+types/not-found";

// Answers 404 while still rendering inside the no-footer layout, so the header stays usable.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${NOT_FOUND_TITLE} | ${SHOP_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Any address no route matches (SPEC §2 "Not-found page"). */
export default function NotFound() {
  return <NotFoundView />;
}
