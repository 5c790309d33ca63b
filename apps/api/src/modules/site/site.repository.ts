import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { appVersions, companyInfo, siteConfig } from "../../db/schema/content.js";

const COMPANY_ROW = 1;
const CONFIG_ROW = 1;

export async function findCompanyInfo(db: Db) {
  const [row] = await db.select().from(companyInfo).where(eq(companyInfo.id, COMPANY_ROW));
  return row;
}

/** Only the window columns: the storefront asks on every page render. */
export async function findMaintenanceSettings(db: Db) {
  const [row] = await db
    .select({
      start: siteConfig.maintenanceStart,
      end: siteConfig.maintenanceEnd,
      message: siteConfig.maintenanceMessage,
    })
    .from(siteConfig)
    .where(eq(siteConfig.id, CONFIG_ROW));
  return row;
}

export async function findSessionTimeoutMinutes(db: Db) {
  const [row] = await db
    .select({ minutes: siteConfig.sessionTimeoutMinutes })
    .from(siteConfig)
    .where(eq(siteConfig.id, CONFIG_ROW));
  return row?.minutes;
}

/** Writes the window, creating the settings row (with its column defaults) when there is none. */
export async function saveMaintenanceWindow(db: Db, start: string, end: string) {
  const now = new Date();
  await db
    .insert(siteConfig)
    .values({ id: CONFIG_ROW, maintenanceStart: start, maintenanceEnd: end, updatedAt: now })
    .onConflictDoUpdate({
      target: siteConfig.id,
      set: { maintenanceStart: start, maintenanceEnd: end, updatedAt: now },
    });
}

export async function findNewestAppVersion(db: Db, platform: "ios" | "android") {
  const [row] = await db
    .select({ version: appVersions.version, forceUpdate: appVersions.forceUpdate })
    .from(appVersions)
    .where(eq(appVersions.platform, platform))
    .orderBy(desc(appVersions.releasedAt), desc(appVersions.id))
    .limit(1);
  return row;
}
