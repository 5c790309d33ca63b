import { loadSalesLedgerPage } from "../../features/documents/documents.server";
import { SalesLedgerView } from "../../features/documents/sales-ledger-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/sales-ledger";

/** /mypage/sales-ledger: the company buyer's purchase ledger (거래 원장) of a period, with its .xlsx. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSalesLedgerPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "거래 원장");

export default function SalesLedgerPage({ loaderData }: Route.ComponentProps) {
  return <SalesLedgerView data={loaderData} />;
}
