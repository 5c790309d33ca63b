import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { MaintenanceResponse } from "@shop/contracts/content";
import { isMaintenanceActive } from "@shop/core/site/maintenance";
import type { AppLoadContext } from "react-router";
import { createSharedAnswers, MAINTENANCE_CACHE_TTL_MS } from "./shared-answers.server";
import { onShopChange } from "./shop-changes.server";

export const MAINTENANCE_PATH = "/maintenance";

/**
 * The window as configured, kept for MAINTENANCE_CACHE_TTL_MS (docs/decisions/026). No stale answer is served past
 * that time: an operator who sets a window sees it in force within the stated time, not one visit later.
 */
const maintenanceAnswers = createSharedAnswers({ ttlMs: MAINTENANCE_CACHE_TTL_MS, staleMs: 0, max: 1 });
// An operator sets the window in the back office: the next page follows it.
onShopChange(["content"], () => maintenanceAnswers.clear());

/**
 * The maintenance window, or null when it cannot be read. An unreadable answer is logged and the
 * shop stays open: locking every shopper out because one call failed would be worse. `active` is judged here on
 * every render from the kept window, so a window that starts takes effect on its minute whatever the cache's age.
 */
export async function loadMaintenance(context: AppLoadContext, now = new Date()): Promise<MaintenanceResponse | null> {
  const window = await maintenanceAnswers.getOr(context, apiEndpoints.maintenance, null);
  return window && { ...window, active: isMaintenanceActive(window.start, window.end, now) };
}

/** Forgets the kept window (tests). */
export const forgetMaintenanceWindow = () => maintenanceAnswers.clear();
