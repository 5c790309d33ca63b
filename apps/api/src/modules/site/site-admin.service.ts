import type {
  AdminAppVersion,
  AdminAppVersionBody,
  AdminMaintenance,
  AdminMaintenanceBody,
} from "@shop/contracts/admin-content";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { Db } from "../../db/client.js";
import { changedFields, pickFields } from "../../lib/audit-fields.js";
import { writeContent } from "../../lib/content-write.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import { findMaintenanceSettings } from "./site.repository.js";
import { type MaintenanceOverride, resolveMaintenance } from "./site.service.js";
import {
  type AppVersionRow,
  findAppVersionPage,
  findCurrentAppVersionIds,
  insertAppVersion,
  lockMaintenanceSettings,
  saveMaintenanceSettings,
} from "./site-admin.repository.js";

export interface SiteAdminServiceDeps {
  db: Db;
  maintenance: MaintenanceOverride;
  audit: Pick<StaffAuditService, "record">;
}

const EMPTY_WINDOW = { start: "", end: "", message: "" };

/** A release as the back office lists it; `current` holds each platform's newest (findCurrentAppVersionIds). */
function toAdminAppVersion(row: AppVersionRow, current: ReadonlySet<number>): AdminAppVersion {
  return {
    id: row.id,
    platform: row.platform,
    version: row.version,
    forceUpdate: row.forceUpdate,
    releasedAt: row.releasedAt.toISOString(),
    current: current.has(row.id),
  };
}

/**
 * The back office's maintenance window and app versions (issue 14 item 4). The window operators set here is the one
 * the shop follows while it is current or to come (site.service.ts resolveMaintenance); both writes are audited and
 * reach the storefront's kept window at once.
 */
export function createSiteAdminService({ db, maintenance, audit }: SiteAdminServiceDeps) {
  async function readMaintenance(now = new Date()): Promise<AdminMaintenance> {
    return resolveMaintenance(await findMaintenanceSettings(db), maintenance, now);
  }

  return {
    readMaintenance,

    async updateMaintenance(staff: StaffContext, body: AdminMaintenanceBody) {
      await writeContent({ db, audit }, staff, "maintenance", "update", async (tx) => {
        const before = (await lockMaintenanceSettings(tx)) ?? EMPTY_WINDOW;
        await saveMaintenanceSettings(tx, body);
        return {
          value: null,
          entry: { targetId: "site", ...changedFields(before, body, ["start", "end", "message"]) },
        };
      });
      return readMaintenance();
    },

    async listAppVersions(query: { page: number; size: number; platform?: "ios" | "android" | undefined }) {
      const [{ rows, totalCount }, current] = await Promise.all([
        findAppVersionPage(db, { platform: query.platform, ...pageWindow(query) }),
        findCurrentAppVersionIds(db),
      ]);
      return { list: rows.map((row) => toAdminAppVersion(row, current)), pagination: paginationOf(query, totalCount) };
    },

    /** A release: from now on GET /api/app-version answers it for its platform. */
    async createAppVersion(staff: StaffContext, body: AdminAppVersionBody) {
      const row = await writeContent({ db, audit }, staff, "appVersion", "create", async (tx) => {
        const created = await insertAppVersion(tx, body);
        const after = pickFields(created, ["platform", "version", "forceUpdate"]);
        return { value: created, entry: { targetId: created.id, after } };
      });
      return { appVersion: toAdminAppVersion(row, await findCurrentAppVersionIds(db)) };
    },
  };
}

export type SiteAdminService = ReturnType<typeof createSiteAdminService>;
