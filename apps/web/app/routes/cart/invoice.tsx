import { loadQuotePage } from "../../features/quote/quote-page.server";
import { QuotePageView } from "../../features/quote/quote-page-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/invoice";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadQuotePage(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "견적서");

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return <QuotePageView data={loaderData} />;
}
