import { statementPdfResponse } from "../../features/documents/documents.server";
import type { Route } from "./+types/order-invoice-pdf";

/** The statement's PDF download (a resource route): the API's PDF with the shopper's token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return statementPdfResponse(request, context);
}
