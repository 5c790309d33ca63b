import type { MaintenanceResponse } from "@shop/contracts/content";
import { parseKoreaMinute } from "@shop/core/site/korea-time";
import { isMaintenanceActive } from "@shop/core/site/maintenance";
import type { AppConfig } from "../../config.js";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { CartOwner, CartService } from "../cart/cart.service.js";
import type { WishlistService } from "../wishlist/wishlist.service.js";
import {
  findCompanyInfo,
  findMaintenanceSettings,
  findNewestAppVersion,
  findSessionTimeoutMinutes,
  saveMaintenanceWindow,
} from "./site.repository.js";

export type MaintenanceOverride = Pick<AppConfig, "MAINTENANCE_START" | "MAINTENANCE_END">;

/** The configuration's window, or null when neither MAINTENANCE_START nor MAINTENANCE_END is set. */
export function configuredWindow(maintenance: MaintenanceOverride) {
  if (maintenance.MAINTENANCE_START === undefined && maintenance.MAINTENANCE_END === undefined) return null;
  return { start: maintenance.MAINTENANCE_START ?? "", end: maintenance.MAINTENANCE_END ?? "" };
}

/**
 * Which window the shop follows (docs/decisions/040): the stored one (set by operators in the back office) while it is
 * current or still to come, i.e. its end reads and has not passed; otherwise MAINTENANCE_START/END when either is set
 * (the deploy's lever to close the shop without touching the database); otherwise the stored one (past or empty, so
 * not active). An operator's window therefore wins over the configuration, and an old stored window never hides the
 * configured one.
 */
export function resolveMaintenance(
  stored: { start: string; end: string; message: string } | undefined,
  maintenance: MaintenanceOverride,
  now: Date,
) {
  const kept = stored ?? { start: "", end: "", message: "" };
  const config = configuredWindow(maintenance);
  const storedEnd = parseKoreaMinute(kept.end);
  const storedCurrent = parseKoreaMinute(kept.start) !== null && storedEnd !== null && storedEnd > now;
  const source: "stored" | "config" = storedCurrent || config === null ? "stored" : "config";
  const window = source === "stored" ? kept : config!;
  return {
    stored: kept,
    config,
    source,
    effective: {
      start: window.start,
      end: window.end,
      message: kept.message,
      active: isMaintenanceActive(window.start, window.end, now),
    },
  };
}

export interface SiteServiceDeps {
  db: Db;
  /** MAINTENANCE_START/END from the environment: the window when no operator's window is current (resolveMaintenance). */
  maintenance: MaintenanceOverride;
  wishlist: WishlistService;
  cart: CartService;
}

/** Shop-wide settings and facts: company details, customer centre, maintenance, session timeout, app versions. */
export function createSiteService({ db, maintenance, wishlist, cart }: SiteServiceDeps) {
  async function requireCompanyInfo() {
    const row = await findCompanyInfo(db);
    if (!row) throw ApiError.notFound("company info");
    return row;
  }

  /** The maintenance window in force (resolveMaintenance: an operator's current or coming window wins). */
  async function getMaintenance(now = new Date()): Promise<MaintenanceResponse> {
    return resolveMaintenance(await findMaintenanceSettings(db), maintenance, now).effective;
  }

  return {
    /** Company details for the footer and the shop introduction page. */
    async getAboutUs() {
      const row = await requireCompanyInfo();
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
    },

    /** The customer centre: phone line for orders and advice, its hours and mailbox. */
    async getOperator() {
      const row = await requireCompanyInfo();
      return { phone: row.customerPhone, hours: row.customerHours, email: row.email, companyName: row.companyName };
    },

    /**
     * Header and floating-menu counts: the cart's lines (a guest token's own cart too; 0 without a token) and the
     * member's wishlist size (0 for anonymous callers and guests).
     */
    async getQuickInfo(memberId: number | null, cartOwner: CartOwner | null) {
      const [{ cartQuantity }, wishlistCount] = await Promise.all([
        cart.count(cartOwner),
        memberId === null ? 0 : wishlist.countOf(memberId),
      ]);
      return { cartQuantity, wishlistCount };
    },

    getMaintenance,

    /** Stores a new window exactly as given (dev tools) and answers the state now in force. */
    async setMaintenanceWindow(start: string, end: string) {
      await saveMaintenanceWindow(db, start, end);
      announceShopChange({ kind: "content", content: "maintenance" });
      return getMaintenance();
    },

    /**
     * Minutes of inactivity after which the storefront logs the shopper out. Takes the caller's transaction when
     * there is one: PGlite runs one query at a time, so a read on `db` inside a transaction would wait forever.
     */
    async getSessionTimeout(executor: Db | Tx = db) {
      const minutes = await findSessionTimeoutMinutes(executor);
      if (minutes === undefined) throw ApiError.notFound("site config");
      return minutes;
    },

    /** The newest released app version of a platform (the app compares it with its own). */
    async getAppVersion(platform: "ios" | "android") {
      const row = await findNewestAppVersion(db, platform);
      if (!row) throw ApiError.notFound(`${platform} app version`);
      return row;
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
