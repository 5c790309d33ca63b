import type { MaintenanceResponse } from "@shop/contracts/content";
import { isMaintenanceActive } from "@shop/core/site/maintenance";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { wishlistCountOf } from "../wishlist/wishlist.service.js";
import {
  findCompanyInfo,
  findMaintenanceSettings,
  findNewestAppVersion,
  findSessionTimeoutMinutes,
  saveMaintenanceWindow,
} from "./site.repository.js";

async function requireCompanyInfo(db: Db) {
  const row = await findCompanyInfo(db);
  if (!row) throw ApiError.notFound("company info");
  return row;
}

/** Company details for the footer and the shop introduction page. */
export async function getAboutUs(db: Db) {
  const row = await requireCompanyInfo(db);
  return {
    companyName: row.companyName,
    bossName: row.bossName,
    companyNumber: row.companyNumber,
    post: row.post,
    address: row.address,
    mailOrderNumber: row.mailOrderNumber,
    adminName: row.adminName,
    email: row.email,
    introduction: row.introduction,
  };
}

/** The customer centre: phone line for orders and advice, its hours and mailbox. */
export async function getOperator(db: Db) {
  const row = await requireCompanyInfo(db);
  return { phone: row.customerPhone, hours: row.customerHours, email: row.email, companyName: row.companyName };
}

/**
 * Header and floating-menu counts: the member's wishlist size (0 for anonymous callers and
 * guests). There is no cart table yet: the cart issue replaces the cart's zero.
 */
export async function getQuickInfo(db: Db, memberId: number | null) {
  return { cartQuantity: 0, wishlistCount: memberId === null ? 0 : await wishlistCountOf(db, memberId) };
}

export type MaintenanceOverride = Pick<AppConfig, "MAINTENANCE_START" | "MAINTENANCE_END">;

/**
 * The maintenance window in force: MAINTENANCE_START/END from the environment replace the stored
 * window when either is set (an operator can close the shop without touching the database).
 */
export async function getMaintenance(db: Db, override: MaintenanceOverride, now = new Date()) {
  const stored = await findMaintenanceSettings(db);
  const fromEnv = override.MAINTENANCE_START !== undefined || override.MAINTENANCE_END !== undefined;
  const start = fromEnv ? (override.MAINTENANCE_START ?? "") : (stored?.start ?? "");
  const end = fromEnv ? (override.MAINTENANCE_END ?? "") : (stored?.end ?? "");
  const state: MaintenanceResponse = {
    start,
    end,
    message: stored?.message ?? "",
    active: isMaintenanceActive(start, end, now),
  };
  return state;
}

/** Stores a new window exactly as given (dev tools) and answers the state now in force. */
export async function setMaintenanceWindow(db: Db, override: MaintenanceOverride, start: string, end: string) {
  await saveMaintenanceWindow(db, start, end);
  return getMaintenance(db, override);
}

/** Minutes of inactivity after which the storefront logs the shopper out. */
export async function getSessionTimeout(db: Db) {
  const minutes = await findSessionTimeoutMinutes(db);
  if (minutes === undefined) throw ApiError.notFound("site config");
  return minutes;
}

/** The newest released app version of a platform (the app compares it with its own). */
export async function getAppVersion(db: Db, platform: "ios" | "android") {
  const row = await findNewestAppVersion(db, platform);
  if (!row) throw ApiError.notFound(`${platform} app version`);
  return row;
}
