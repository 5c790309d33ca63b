import { createHash } from "node:crypto";
import { ADMIN_ITEM_MESSAGES } from "@shop/contracts/admin-item";
import {
  ADMIN_ITEM_CREATE_MESSAGES,
  type AdminItemImages,
  ITEM_IMAGE_MAX_COUNT,
  ITEM_IMAGE_TYPES,
  itemPhotoUrl,
} from "@shop/contracts/admin-item-create";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { detectFileType } from "../../lib/multipart-form.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import { type AdminItemRecord, findAdminItem, lockAdminItem } from "./item-admin.repository.js";
import {
  deleteImage,
  findItemImages,
  findItemPhotoFile,
  type ItemImageRow,
  insertUploadedImage,
  setImageOrder,
  updateImageAlt,
} from "./item-image-admin.repository.js";

export interface ItemImageAdminServiceDeps {
  db: Db;
  audit: StaffAuditService;
}

type ImageType = (typeof ITEM_IMAGE_TYPES)[number];
const isImageType = (type: string | null): type is ImageType => ITEM_IMAGE_TYPES.includes(type as ImageType);

const notFound = (id: number) =>
  new ApiError(404, "NOT_FOUND", ADMIN_ITEM_MESSAGES.notFound, `item ${id} not found or not the seller's`);
const imageNotFound = (id: number, imageId: number) =>
  new ApiError(404, "NOT_FOUND", ADMIN_ITEM_CREATE_MESSAGES.imageNotFound, `image ${imageId} of item ${id}`);
const fieldError = (field: string, message: string, description: string) =>
  new ApiError(400, "VALIDATION", message, description, [{ field, message }]);

const inScope = (staff: StaffContext, item: { sellerId: number }) =>
  staff.role !== "ROLE_SELLER" || staff.sellerId === item.sellerId;

const listOf = (rows: readonly ItemImageRow[]): AdminItemImages => ({
  list: rows.map((row) => ({
    imageId: row.imageId,
    url: row.url,
    alt: row.alt,
    contentType: row.contentType,
    byteSize: row.byteSize,
  })),
});

/** What the audit keeps of a picture (no bytes). */
const auditedImage = (row: Pick<ItemImageRow, "imageId" | "url" | "alt">) => ({
  imageId: row.imageId,
  url: row.url,
  alt: row.alt,
});

/** An uploaded picture's answer: bytes, type and entity tag. */
export interface ItemPhoto {
  data: Buffer;
  contentType: string;
  etag: string;
}

/**
 * An item's pictures in the back office (issue 14 item 2, docs/decisions/043): upload (JPEG, PNG or WebP read from the
 * bytes), order (the first is the list picture), alt text, delete. Written with the item's row locked, audited, and
 * announced to the shop's caches after the commit; a seller's staff reach their own seller's items only.
 */
export function createItemImageAdminService({ db, audit }: ItemImageAdminServiceDeps) {
  async function requireItem(staff: StaffContext, id: number): Promise<AdminItemRecord> {
    const item = await findAdminItem(db, id);
    if (!item || !inScope(staff, item)) throw notFound(id);
    return item;
  }

  /** Runs a picture write with the item locked; announces it once committed and answers the pictures. */
  async function write(
    staff: StaffContext,
    id: number,
    change: (tx: Tx, item: AdminItemRecord, images: ItemImageRow[]) => Promise<boolean>,
  ): Promise<AdminItemImages> {
    const { changed, item } = await db.transaction(async (tx) => {
      const item = await lockAdminItem(tx, id);
      if (!item || !inScope(staff, item)) throw notFound(id);
      return { changed: await change(tx, item, await findItemImages(tx, id)), item };
    });
    if (changed) announceShopChange({ kind: "catalog", itemIds: [id], itemUserCodes: [item.itemUserCode] });
    return listOf(await findItemImages(db, id));
  }

  return {
    async list(staff: StaffContext, id: number): Promise<AdminItemImages> {
      await requireItem(staff, id);
      return listOf(await findItemImages(db, id));
    },

    /**
     * Adds a picture after the others. The same bytes sent again for the item (a retried upload) add nothing: the
     * answer is the pictures as they are.
     */
    async upload(staff: StaffContext, id: number, alt: string, data: Buffer): Promise<AdminItemImages> {
      await requireItem(staff, id);
      const type = await detectFileType(data);
      if (!isImageType(type)) {
        throw fieldError("file", ADMIN_ITEM_CREATE_MESSAGES.imageType, `item picture of type ${type ?? "unknown"}`);
      }
      const sha256 = createHash("sha256").update(data).digest("hex");
      return write(staff, id, async (tx, item, images) => {
        if (images.some((image) => image.sha256 === sha256)) return false;
        if (images.length >= ITEM_IMAGE_MAX_COUNT) {
          throw fieldError("file", ADMIN_ITEM_CREATE_MESSAGES.imageLimit, `item ${id} has ${images.length} pictures`);
        }
        const sortOrder = images.reduce((last, image) => Math.max(last, image.sortOrder + 1), 0);
        const url = (fileId: number) => itemPhotoUrl(fileId, sha256, type);
        const imageId = await insertUploadedImage(
          tx,
          { itemId: item.id, alt, sortOrder, contentType: type, sha256, data },
          url,
        );
        const [added] = (await findItemImages(tx, id)).filter((image) => image.imageId === imageId);
        await audit.record(tx, staff, {
          action: "item.image-add",
          targetType: "item",
          targetId: id,
          before: null,
          after: { ...(added ? auditedImage(added) : { imageId }), contentType: type, byteSize: data.length },
        });
        return true;
      });
    },

    /** Puts the pictures in the given order: every picture of the item exactly once, else 409 (the list moved). */
    async reorder(staff: StaffContext, id: number, imageIds: readonly number[]): Promise<AdminItemImages> {
      return write(staff, id, async (tx, _item, images) => {
        const current = images.map((image) => image.imageId);
        const same =
          imageIds.length === current.length &&
          new Set(imageIds).size === imageIds.length &&
          imageIds.every((imageId) => current.includes(imageId));
        if (!same) {
          throw new ApiError(409, "CONFLICT", ADMIN_ITEM_CREATE_MESSAGES.imageOrderStale, `order of item ${id}`);
        }
        const positionsMatch = images.every((image, index) => image.imageId === imageIds[index]);
        const numbered = images.every((image, index) => image.sortOrder === index);
        if (positionsMatch && numbered) return false;
        await setImageOrder(tx, id, imageIds);
        await audit.record(tx, staff, {
          action: "item.image-order",
          targetType: "item",
          targetId: id,
          before: { imageIds: current },
          after: { imageIds: [...imageIds] },
        });
        return true;
      });
    },

    async setAlt(staff: StaffContext, id: number, imageId: number, alt: string): Promise<AdminItemImages> {
      return write(staff, id, async (tx, _item, images) => {
        const image = images.find((row) => row.imageId === imageId);
        if (!image) throw imageNotFound(id, imageId);
        if (image.alt === alt) return false;
        await updateImageAlt(tx, id, imageId, alt);
        await audit.record(tx, staff, {
          action: "item.image-alt",
          targetType: "item",
          targetId: id,
          before: { imageId, alt: image.alt },
          after: { imageId, alt },
        });
        return true;
      });
    },

    /** Deletes a picture (its bytes too); the item's last picture stays (the shop would show an empty frame). */
    async remove(staff: StaffContext, id: number, imageId: number): Promise<AdminItemImages> {
      return write(staff, id, async (tx, _item, images) => {
        const image = images.find((row) => row.imageId === imageId);
        if (!image) throw imageNotFound(id, imageId);
        if (images.length === 1) {
          throw new ApiError(409, "CONFLICT", ADMIN_ITEM_CREATE_MESSAGES.lastImage, `last picture of item ${id}`);
        }
        await deleteImage(tx, id, imageId);
        await setImageOrder(
          tx,
          id,
          images.filter((row) => row.imageId !== imageId).map((row) => row.imageId),
        );
        await audit.record(tx, staff, {
          action: "item.image-delete",
          targetType: "item",
          targetId: id,
          before: auditedImage(image),
          after: null,
        });
        return true;
      });
    },

    /**
     * An uploaded picture by its public address: the file's id, content hash and extension must all be the file's
     * (anything else is the same 404 as a made-up address), so what an address answers never changes.
     */
    async photo(fileId: number, sha256: string, extension: string): Promise<ItemPhoto> {
      const file = await findItemPhotoFile(db, fileId);
      const expected = file && isImageType(file.contentType) ? itemPhotoUrl(fileId, file.sha256, file.contentType) : "";
      if (!file || !expected.endsWith(`/${fileId}-${sha256}.${extension}`)) {
        throw ApiError.notFound(`item photo ${fileId}-${sha256}.${extension}`);
      }
      return { data: Buffer.from(file.data, "base64"), contentType: file.contentType, etag: `"${file.sha256}"` };
    },
  };
}

export type ItemImageAdminService = ReturnType<typeof createItemImageAdminService>;
