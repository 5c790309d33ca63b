import { adminStatsFileResponse } from "../../features/admin-stats/admin-stats.server";
import type { Route } from "./+types/stats-xlsx";

/** 매출 통계 as .xlsx (a resource route): the API's download for `from`, `to` with the staff token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return adminStatsFileResponse(context, request, "dashboard");
}
