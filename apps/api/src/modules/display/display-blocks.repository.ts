import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { displayBlockItems, displayBlockSections, displayBlocks, mainBanners } from "../../db/schema/display.js";

export async function findDisplayBlock(db: Db, code: string) {
  const [[block], sections] = await Promise.all([
    db
      .select({
        code: displayBlocks.code,
        title: displayBlocks.title,
        subTitle: displayBlocks.subTitle,
        description: displayBlocks.description,
        imageUrl: displayBlocks.imageUrl,
        link: displayBlocks.link,
      })
      .from(displayBlocks)
      .where(eq(displayBlocks.code, code)),
    db
      .select({
        title: displayBlockSections.title,
        body: displayBlockSections.body,
        imageUrl: displayBlockSections.imageUrl,
      })
      .from(displayBlockSections)
      .where(eq(displayBlockSections.blockCode, code))
      .orderBy(asc(displayBlockSections.sortOrder)),
  ]);
  return block && { ...block, sections };
}

/** Blocks on the home page, in their order. */
export function findMainBlocks(db: Db) {
  return db
    .select({
      code: displayBlocks.code,
      title: displayBlocks.title,
      subTitle: displayBlocks.subTitle,
      link: displayBlocks.link,
      sortOrder: displayBlocks.sortOrder,
    })
    .from(displayBlocks)
    .where(eq(displayBlocks.showOnMain, true))
    .orderBy(asc(displayBlocks.sortOrder), asc(displayBlocks.code));
}

/** A block's picked items in display order; a tab comes out where its first item is. */
export function findBlockItemRows(db: Db, code: string) {
  return db
    .select({
      groupKey: displayBlockItems.groupKey,
      groupName: displayBlockItems.groupName,
      itemId: displayBlockItems.itemId,
      comment: displayBlockItems.comment,
    })
    .from(displayBlockItems)
    .where(eq(displayBlockItems.blockCode, code))
    .orderBy(asc(displayBlockItems.sortOrder), asc(displayBlockItems.groupKey), asc(displayBlockItems.itemId));
}

/** Main visuals switched on whose window (open-ended when a bound is null) holds `now`. */
export function findLiveMainBanners(db: Db, now: Date) {
  return db
    .select({
      id: mainBanners.id,
      title: mainBanners.title,
      subTitle: mainBanners.subTitle,
      imageSrc: mainBanners.imageUrl,
      mobileImageSrc: mainBanners.mobileImageUrl,
      link: mainBanners.link,
      linkTargetFlag: mainBanners.linkTargetFlag,
      backgroundColor: mainBanners.backgroundColor,
    })
    .from(mainBanners)
    .where(
      and(
        eq(mainBanners.active, true),
        or(isNull(mainBanners.startAt), lte(mainBanners.startAt, now)),
        or(isNull(mainBanners.endAt), gt(mainBanners.endAt, now)),
      ),
    )
    .orderBy(asc(mainBanners.sortOrder), asc(mainBanners.id));
}

/** What a block's hero picture shows. */
export async function findBlockPictureSubject(db: Db, code: string) {
  const [row] = await db
    .select({
      title: displayBlocks.title,
      subTitle: displayBlocks.subTitle,
      theme: displayBlocks.theme,
      backgroundColor: displayBlocks.backgroundColor,
    })
    .from(displayBlocks)
    .where(and(eq(displayBlocks.code, code), sql`${displayBlocks.imageUrl} <> ''`));
  return row;
}

/** What a main visual's picture shows, by its code. */
export async function findMainBannerPictureSubject(db: Db, code: string) {
  const [row] = await db
    .select({
      title: mainBanners.title,
      subTitle: mainBanners.subTitle,
      theme: mainBanners.theme,
      backgroundColor: mainBanners.backgroundColor,
    })
    .from(mainBanners)
    .where(eq(mainBanners.code, code));
  return row;
}
