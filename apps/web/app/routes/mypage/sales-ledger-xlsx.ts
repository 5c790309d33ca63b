import { salesLedgerXlsxResponse } from "../../features/documents/documents.server";
import type { Route } from "./+types/sales-ledger-xlsx";

/** The ledger's .xlsx download (a resource route): the API's workbook with the shopper's token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return salesLedgerXlsxResponse(request, context);
}
