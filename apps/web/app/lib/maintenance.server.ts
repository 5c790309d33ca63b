import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { MaintenanceResponse } from "@shop/contracts/content";
import type { AppLoadContext } from "react-router";
import { callApiOrFallback } from "./api-client.server";

export const MAINTENANCE_PATH = "/maintenance";

/**
 * The maintenance window, or null when it cannot be read. An unreadable answer is logged and the
 * shop stays open: locking every shopper out because one call failed would be worse.
 */
export function loadMaintenance(context: AppLoadContext): Promise<MaintenanceResponse | null> {
  return callApiOrFallback(context, apiEndpoints.maintenance, null);
}
