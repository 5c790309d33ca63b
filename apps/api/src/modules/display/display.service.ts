import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findLivePopup, findLiveStripeBanner, listLivePopups } from "./display.repository.js";

/** The header's stripe banner live now, or null (the header then shows none). */
export async function getStripeBanner(db: Db, now = new Date()) {
  return (await findLiveStripeBanner(db, now)) ?? null;
}

/** Popups live now, in display order. */
export function getLivePopups(db: Db, now = new Date()) {
  return listLivePopups(db, now);
}

/** One popup for /popup/{id}; a switched-off or expired popup is as missing as an unknown one. */
export async function getLivePopup(db: Db, id: number, now = new Date()) {
  const popup = await findLivePopup(db, id, now);
  if (!popup) throw ApiError.notFound(`popup ${id}`);
  return popup;
}
