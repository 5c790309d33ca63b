import { bulkTemplateResponse } from "../../features/admin-item/admin-item.server";
import type { Route } from "./+types/items-template";

/** The bulk update's template (a resource route): `?format=csv` for CSV, else .xlsx, from the API with the token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return bulkTemplateResponse(context, request);
}
