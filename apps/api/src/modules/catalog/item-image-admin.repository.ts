import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { itemImages } from "../../db/schema/catalog.js";
import { byteaAsBase64, byteaValue } from "../../db/schema/columns.js";
import { itemImageFiles } from "../../db/schema/item-image-file.js";

// An item's pictures (docs/decisions/043): item_images rows in the shop's order, the uploaded ones with their bytes in
// item_image_files.

type Executor = Db | Tx;

/** The item's pictures in the shop's order, each with its uploaded file's type and size (null for a drawn one). */
export function findItemImages(db: Executor, itemId: number) {
  return db
    .select({
      imageId: itemImages.id,
      url: itemImages.url,
      alt: itemImages.alt,
      sortOrder: itemImages.sortOrder,
      contentType: itemImageFiles.contentType,
      byteSize: itemImageFiles.byteSize,
      sha256: itemImageFiles.sha256,
    })
    .from(itemImages)
    .leftJoin(itemImageFiles, eq(itemImageFiles.imageId, itemImages.id))
    .where(eq(itemImages.itemId, itemId))
    .orderBy(asc(itemImages.sortOrder), asc(itemImages.id));
}
export type ItemImageRow = Awaited<ReturnType<typeof findItemImages>>[number];

/**
 * Adds an uploaded picture after the item's others: its row, its bytes, then its address (which names the file's id and
 * content hash, so it is known only once the file row exists).
 */
export async function insertUploadedImage(
  tx: Tx,
  values: { itemId: number; alt: string; sortOrder: number; contentType: string; sha256: string; data: Buffer },
  urlOf: (fileId: number) => string,
): Promise<number> {
  const [image] = await tx
    .insert(itemImages)
    .values({ itemId: values.itemId, url: "", alt: values.alt, sortOrder: values.sortOrder })
    .returning({ id: itemImages.id });
  if (!image) throw new Error("item image not inserted");
  const [file] = await tx
    .insert(itemImageFiles)
    .values({
      imageId: image.id,
      contentType: values.contentType,
      byteSize: values.data.length,
      sha256: values.sha256,
      data: byteaValue(values.data),
    })
    .returning({ id: itemImageFiles.id });
  if (!file) throw new Error("item image file not inserted");
  await tx
    .update(itemImages)
    .set({ url: urlOf(file.id) })
    .where(eq(itemImages.id, image.id));
  return image.id;
}

/** Puts the item's pictures in the given order (positions 0, 1, 2 …). */
export async function setImageOrder(tx: Tx, itemId: number, imageIds: readonly number[]) {
  for (const [sortOrder, id] of imageIds.entries()) {
    await tx
      .update(itemImages)
      .set({ sortOrder })
      .where(and(eq(itemImages.id, id), eq(itemImages.itemId, itemId)));
  }
}

export async function updateImageAlt(tx: Tx, itemId: number, imageId: number, alt: string) {
  await tx
    .update(itemImages)
    .set({ alt })
    .where(and(eq(itemImages.id, imageId), eq(itemImages.itemId, itemId)));
}

/** Deletes a picture (its bytes go with it). */
export async function deleteImage(tx: Tx, itemId: number, imageId: number) {
  await tx.delete(itemImages).where(and(eq(itemImages.id, imageId), eq(itemImages.itemId, itemId)));
}

/** An uploaded picture's bytes by its file id, with the hash and type its address must name. */
export async function findItemPhotoFile(db: Db, fileId: number) {
  const [row] = await db
    .select({
      sha256: itemImageFiles.sha256,
      contentType: itemImageFiles.contentType,
      data: byteaAsBase64(itemImageFiles.data),
    })
    .from(itemImageFiles)
    .where(eq(itemImageFiles.id, fileId));
  return row;
}
