import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { displayBlockItems, displayBlockSections, displayBlocks } from "../../db/schema/display.js";
import { qualified } from "../../lib/qualified-column.js";

// The back office's display blocks (docs/decisions/044): a block's heading and place on the home page, its sections and
// its picked items (MD picks are block `md`, its tabs the items' groups).

export type DisplayBlockFields = Pick<
  typeof displayBlocks.$inferInsert,
  "title" | "subTitle" | "description" | "showOnMain" | "sortOrder"
>;
export type DisplaySectionFields = { title: string; body: string; imageUrl: string };
export type DisplayBlockItemFields = { itemId: number; groupKey: string; groupName: string; comment: string };

/** Every block in the home page's order, with how many sections and items it has. */
export function findDisplayBlockSummaries(db: Db) {
  return db
    .select({
      code: displayBlocks.code,
      title: displayBlocks.title,
      subTitle: displayBlocks.subTitle,
      showOnMain: displayBlocks.showOnMain,
      sortOrder: displayBlocks.sortOrder,
      sectionCount: sql<number>`(select count(*)::int from ${displayBlockSections} where ${displayBlockSections.blockCode} = ${qualified(displayBlocks, displayBlocks.code)})`,
      itemCount: sql<number>`(select count(*)::int from ${displayBlockItems} where ${displayBlockItems.blockCode} = ${qualified(displayBlocks, displayBlocks.code)})`,
    })
    .from(displayBlocks)
    .orderBy(asc(displayBlocks.sortOrder), asc(displayBlocks.code));
}

const blockColumns = {
  code: displayBlocks.code,
  title: displayBlocks.title,
  subTitle: displayBlocks.subTitle,
  description: displayBlocks.description,
  showOnMain: displayBlocks.showOnMain,
  sortOrder: displayBlocks.sortOrder,
};

/** A block with its sections and items in order (the shop's order: see findBlockItemRows). */
export async function findAdminDisplayBlock(db: Db | Tx, code: string) {
  const [[block], sections, picked] = await Promise.all([
    db.select(blockColumns).from(displayBlocks).where(eq(displayBlocks.code, code)),
    db
      .select({
        title: displayBlockSections.title,
        body: displayBlockSections.body,
        imageUrl: displayBlockSections.imageUrl,
      })
      .from(displayBlockSections)
      .where(eq(displayBlockSections.blockCode, code))
      .orderBy(asc(displayBlockSections.sortOrder)),
    db
      .select({
        itemId: displayBlockItems.itemId,
        groupKey: displayBlockItems.groupKey,
        groupName: displayBlockItems.groupName,
        comment: displayBlockItems.comment,
      })
      .from(displayBlockItems)
      .where(eq(displayBlockItems.blockCode, code))
      .orderBy(asc(displayBlockItems.sortOrder), asc(displayBlockItems.groupKey), asc(displayBlockItems.itemId)),
  ]);
  return block && { ...block, sections, picked };
}

/** The block's row, held until the write's transaction ends (one writer of a block at a time). */
export async function lockDisplayBlock(tx: Tx, code: string) {
  const [row] = await tx.select(blockColumns).from(displayBlocks).where(eq(displayBlocks.code, code)).for("update");
  return row;
}

export async function updateDisplayBlock(tx: Tx, code: string, fields: DisplayBlockFields) {
  await tx
    .update(displayBlocks)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(displayBlocks.code, code));
}

/** Replaces the block's sections by `sections`, in that order. */
export async function replaceDisplaySections(tx: Tx, code: string, sections: readonly DisplaySectionFields[]) {
  await tx.delete(displayBlockSections).where(eq(displayBlockSections.blockCode, code));
  if (sections.length > 0) {
    await tx
      .insert(displayBlockSections)
      .values(sections.map((section, index) => ({ blockCode: code, sortOrder: index + 1, ...section })));
  }
  await tx.update(displayBlocks).set({ updatedAt: new Date() }).where(eq(displayBlocks.code, code));
}

/** Replaces the block's items by `picked`, in that order (one running order across the tabs, as the seed has it). */
export async function replaceDisplayBlockItems(tx: Tx, code: string, picked: readonly DisplayBlockItemFields[]) {
  await tx.delete(displayBlockItems).where(eq(displayBlockItems.blockCode, code));
  if (picked.length > 0) {
    await tx
      .insert(displayBlockItems)
      .values(picked.map((item, index) => ({ blockCode: code, sortOrder: index, ...item })));
  }
  await tx.update(displayBlocks).set({ updatedAt: new Date() }).where(eq(displayBlocks.code, code));
}
