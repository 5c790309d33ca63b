import { desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { appVersions, siteConfig } from "../../db/schema/content.js";

const CONFIG_ROW = 1;

export type AppVersionRow = typeof appVersions.$inferSelect;

/** The stored window, locked for its change; undefined when the settings row does not exist yet. */
export async function lockMaintenanceSettings(tx: Tx) {
  const [row] = await tx
    .select({
      start: siteConfig.maintenanceStart,
      end: siteConfig.maintenanceEnd,
      message: siteConfig.maintenanceMessage,
    })
    .from(siteConfig)
    .where(eq(siteConfig.id, CONFIG_ROW))
    .for("update");
  return row;
}

/** Writes the window and its message, creating the settings row (with its column defaults) when there is none. */
export async function saveMaintenanceSettings(tx: Tx, window: { start: string; end: string; message: string }) {
  const set = {
    maintenanceStart: window.start,
    maintenanceEnd: window.end,
    maintenanceMessage: window.message,
    updatedAt: new Date(),
  };
  await tx
    .insert(siteConfig)
    .values({ id: CONFIG_ROW, ...set })
    .onConflictDoUpdate({ target: siteConfig.id, set });
}

/** Released versions, newest first (by platform when asked). */
export async function findAppVersionPage(
  db: Db,
  filter: { platform?: "ios" | "android" | undefined; limit: number; offset: number },
) {
  const where = filter.platform ? eq(appVersions.platform, filter.platform) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appVersions)
      .where(where)
      .orderBy(desc(appVersions.releasedAt), desc(appVersions.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(appVersions).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

/** The newest release's id of each platform (what GET /api/app-version answers). */
export async function findCurrentAppVersionIds(db: Db) {
  const rows = await db
    .selectDistinctOn([appVersions.platform], { id: appVersions.id })
    .from(appVersions)
    .orderBy(appVersions.platform, desc(appVersions.releasedAt), desc(appVersions.id));
  return new Set(rows.map((row) => row.id));
}

export async function insertAppVersion(
  tx: Tx,
  fields: { platform: "ios" | "android"; version: string; forceUpdate: boolean },
) {
  const [row] = await tx.insert(appVersions).values(fields).returning();
  return row!;
}
