import type { MaintenanceResponse } from "@shop/contracts/content";
import { isMaintenanceActive } from "@shop/core/site/maintenance";
import type { AppConfig } from "../../config.js";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
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

export interface SiteServiceDeps {
  db: Db;
  /** MAINTENANCE_START/END from the environment, which replace the stored window when either is set. */
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

  /**
   * The maintenance window in force: MAINTENANCE_START/END from the environment replace the stored
   * window when either is set (an operator can close the shop without touching the database).
   */
  async function getMaintenance(now = new Date()): Promise<MaintenanceResponse> {
    const stored = await findMaintenanceSettings(db);
    const fromEnv = maintenance.MAINTENANCE_START !== undefined || maintenance.MAINTENANCE_END !== undefined;
    const start = fromEnv ? (maintenance.MAINTENANCE_START ?? "") : (stored?.start ?? "");
    const end = fromEnv ? (maintenance.MAINTENANCE_END ?? "") : (stored?.end ?? "");
    return { start, end, message: stored?.message ?? "", active: isMaintenanceActive(start, end, now) };
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
