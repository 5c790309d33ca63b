import { adminStatsFileResponse } from "../../features/admin-stats/admin-stats.server";
import type { Route } from "./+types/settlements-xlsx";

/** 정산 관리 as .xlsx (a resource route): the API's download for `month` (and `sellerId`) with the staff token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return adminStatsFileResponse(context, request, "settlements");
}
