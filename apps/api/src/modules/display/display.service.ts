import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findLivePopup, findLiveStripeBanner, listLivePopups } from "./display.repository.js";

export interface DisplayServiceDeps {
  db: Db;
}

/** The header's stripe banner and the popups, each as live at the moment asked. */
export function createDisplayService({ db }: DisplayServiceDeps) {
  return {
    /** The header's stripe banner live now, or null (the header then shows none). */
    async getStripeBanner(now = new Date()) {
      return (await findLiveStripeBanner(db, now)) ?? null;
    },

    /** Popups live now, in display order. */
    listLivePopups(now = new Date()) {
      return listLivePopups(db, now);
    },

    /** One popup for /popup/{id}; a switched-off or expired popup is as missing as an unknown one. */
    async getLivePopup(id: number, now = new Date()) {
      const popup = await findLivePopup(db, id, now);
      if (!popup) throw ApiError.notFound(`popup ${id}`);
      return popup;
    },
  };
}

export type DisplayService = ReturnType<typeof createDisplayService>;
