import { converseBusinessResponse } from "../../features/documents/documents.server";
import type { Route } from "./+types/converse-business";

/** The counterparty sheet (거래처 등록 정보) download for a company buyer (a resource route). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return converseBusinessResponse(request, context);
}
