import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { popups, stripeBanners } from "../../db/schema/content.js";

/** Rows switched on whose window (open-ended when a bound is null) holds `now`. */
function bannerLiveAt(now: Date) {
  return and(
    eq(stripeBanners.active, true),
    or(isNull(stripeBanners.startAt), lte(stripeBanners.startAt, now)),
    or(isNull(stripeBanners.endAt), gt(stripeBanners.endAt, now)),
  );
}

function popupLiveAt(now: Date) {
  return and(
    eq(popups.active, true),
    or(isNull(popups.startAt), lte(popups.startAt, now)),
    or(isNull(popups.endAt), gt(popups.endAt, now)),
  );
}

const bannerColumns = {
  id: stripeBanners.id,
  contents: stripeBanners.contents,
  link: stripeBanners.link,
  linkTargetFlag: stripeBanners.linkTargetFlag,
  backgroundColor: stripeBanners.backgroundColor,
};

/**
 * The most recently started live banner: several may overlap while one campaign hands over, and
 * a dated campaign outranks an open-ended default (null start).
 */
export async function findLiveStripeBanner(db: Db, now: Date) {
  const [row] = await db
    .select(bannerColumns)
    .from(stripeBanners)
    .where(bannerLiveAt(now))
    .orderBy(sql`${stripeBanners.startAt} desc nulls last`, desc(stripeBanners.id))
    .limit(1);
  return row;
}

const popupColumns = {
  popupId: popups.id,
  title: popups.title,
  popupType: popups.popupType,
  width: popups.width,
  height: popups.height,
  leftPosition: popups.leftPosition,
  topPosition: popups.topPosition,
  backgroundColor: popups.backgroundColor,
  popupStyle: popups.popupStyle,
  handleStyle: popups.handleStyle,
  content: popups.content,
  imageUrl: popups.imageUrl,
  link: popups.link,
};

export function listLivePopups(db: Db, now: Date) {
  return db.select(popupColumns).from(popups).where(popupLiveAt(now)).orderBy(asc(popups.sortOrder), asc(popups.id));
}

export async function findLivePopup(db: Db, id: number, now: Date) {
  const [row] = await db
    .select(popupColumns)
    .from(popups)
    .where(and(eq(popups.id, id), popupLiveAt(now)));
  return row;
}
