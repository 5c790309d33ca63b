import { loadDemoInbox } from "../../features/demo/demo-inbox.server";
import { DemoInboxView } from "../../features/demo/demo-inbox-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/inbox";

/** The SMS sandbox's inbox, in demo mode only (a live configuration answers 404). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDemoInbox(context, new URL(request.url));
}

// Never kept by a browser or a proxy: it changes with every code sent. The root's cookies ride along.
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("cache-control", "no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "문자 수신함 (데모)").filter((tag) => !("name" in tag && tag.name === "robots")),
  { name: "robots", content: "noindex, nofollow" },
];

export default function DemoInboxPage({ loaderData }: Route.ComponentProps) {
  return <DemoInboxView {...loaderData} />;
}
