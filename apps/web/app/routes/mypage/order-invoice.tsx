import { loadStatementPage } from "../../features/documents/documents.server";
import { StatementPageView } from "../../features/documents/statement-page-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/order-invoice";

/** /mypage/order/invoice?orderCode=… (SPEC §2): the transaction statement (거래명세서) of the member's paid order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStatementPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "거래명세서");

export default function OrderStatementPage({ loaderData }: Route.ComponentProps) {
  return <StatementPageView data={loaderData} orderHref="/mypage/order" />;
}
