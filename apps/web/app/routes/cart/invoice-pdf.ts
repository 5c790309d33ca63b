import { quotePdfResponse } from "../../features/quote/quote-page.server";
import type { Route } from "./+types/invoice-pdf";

/** The quote's PDF download (a resource route): the API's PDF with the shopper's token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return quotePdfResponse(context, request);
}
