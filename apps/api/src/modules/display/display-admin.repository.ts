import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { popups, stripeBanners } from "../../db/schema/content.js";
import { mainBanners } from "../../db/schema/display.js";
import { findLiveStripeBanner, listLivePopups } from "./display.repository.js";
import { findLiveMainBanners } from "./display-blocks.repository.js";

export type StripeBannerRow = typeof stripeBanners.$inferSelect;
export type StripeBannerFields = Omit<StripeBannerRow, "id">;
export type PopupRow = typeof popups.$inferSelect;
export type PopupFields = Omit<PopupRow, "id" | "popupStyle" | "handleStyle">;

interface Window {
  limit: number;
  offset: number;
}

/** Banners, latest start first (open-ended defaults last), then newest. */
export async function findStripeBannerPage(db: Db, window: Window) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stripeBanners)
      .orderBy(sql`${stripeBanners.startAt} desc nulls last`, desc(stripeBanners.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(stripeBanners),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export async function lockStripeBanner(tx: Tx, id: number) {
  const [row] = await tx.select().from(stripeBanners).where(eq(stripeBanners.id, id)).for("update");
  return row;
}

export async function insertStripeBanner(tx: Tx, fields: StripeBannerFields) {
  const [row] = await tx.insert(stripeBanners).values(fields).returning();
  return row!;
}

export async function updateStripeBanner(tx: Tx, id: number, fields: StripeBannerFields) {
  const [row] = await tx.update(stripeBanners).set(fields).where(eq(stripeBanners.id, id)).returning();
  return row!;
}

export async function deleteStripeBanner(tx: Tx, id: number) {
  await tx.delete(stripeBanners).where(eq(stripeBanners.id, id));
}

/** Popups in the shop's display order. */
export async function findPopupPage(db: Db, window: Window) {
  const [rows, [total]] = await Promise.all([
    db.select().from(popups).orderBy(asc(popups.sortOrder), asc(popups.id)).limit(window.limit).offset(window.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(popups),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export async function lockPopup(tx: Tx, id: number) {
  const [row] = await tx.select().from(popups).where(eq(popups.id, id)).for("update");
  return row;
}

export async function insertPopup(tx: Tx, fields: PopupFields) {
  const [row] = await tx.insert(popups).values(fields).returning();
  return row!;
}

export async function updatePopup(tx: Tx, id: number, fields: PopupFields) {
  const [row] = await tx.update(popups).set(fields).where(eq(popups.id, id)).returning();
  return row!;
}

export async function deletePopup(tx: Tx, id: number) {
  await tx.delete(popups).where(eq(popups.id, id));
}

/** The ids the shop shows now: the header's banner, the live popups and the home page's live main visuals. */
export async function findLiveIds(db: Db, now: Date) {
  const [banner, live, visuals] = await Promise.all([
    findLiveStripeBanner(db, now),
    listLivePopups(db, now),
    findLiveMainBanners(db, now),
  ]);
  return {
    bannerId: banner?.id,
    popupIds: new Set(live.map((popup) => popup.popupId)),
    mainVisualIds: new Set(visuals.map((visual) => visual.id)),
  };
}

export type MainVisualRow = typeof mainBanners.$inferSelect;
export type MainVisualFields = Omit<MainVisualRow, "id" | "code" | "theme">;

/** Main visuals in the home page's order. */
export async function findMainVisualPage(db: Db, window: Window) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mainBanners)
      .orderBy(asc(mainBanners.sortOrder), asc(mainBanners.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(mainBanners),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

export async function lockMainVisual(tx: Tx, id: number) {
  const [row] = await tx.select().from(mainBanners).where(eq(mainBanners.id, id)).for("update");
  return row;
}

/** A new visual; `code` is its natural key (the demo pictures use the seed's), a made-up one for staff's. */
export async function insertMainVisual(tx: Tx, code: string, fields: MainVisualFields) {
  const [row] = await tx
    .insert(mainBanners)
    .values({ code, ...fields })
    .returning();
  return row!;
}

export async function updateMainVisual(tx: Tx, id: number, fields: MainVisualFields) {
  const [row] = await tx.update(mainBanners).set(fields).where(eq(mainBanners.id, id)).returning();
  return row!;
}

export async function deleteMainVisual(tx: Tx, id: number) {
  await tx.delete(mainBanners).where(eq(mainBanners.id, id));
}

/** Each table's page and its rows by id, as the service hands them to lib/content-write.ts. */
export const stripeBannerRows = {
  findPage: findStripeBannerPage,
  lock: lockStripeBanner,
  insert: insertStripeBanner,
  update: updateStripeBanner,
  remove: deleteStripeBanner,
};
export const popupRows = {
  findPage: findPopupPage,
  lock: lockPopup,
  insert: insertPopup,
  update: updatePopup,
  remove: deletePopup,
};
export const mainVisualRows = {
  findPage: findMainVisualPage,
  lock: lockMainVisual,
  update: updateMainVisual,
  remove: deleteMainVisual,
};
