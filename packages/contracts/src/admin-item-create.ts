import { MAX_ITEM_PRICE, MAX_OPTION_STOCK } from "@shop/core/catalog/item-price-rules";
import { presentPrice } from "@shop/core/catalog/pricing";
import { z } from "zod";
import { adminItemUpdateSchema } from "./admin-item.js";
import { withUsableCharacters } from "./common.js";
import { traceRecordSchema } from "./item.js";

// The back office's new items, item pictures and the traceability check (issue 14 item 2, docs/decisions/043).

/** What staff read when a new item, a picture or a traceability number is refused (SPEC §8's polite sentences). */
export const ADMIN_ITEM_CREATE_MESSAGES = {
  created: "상품을 등록했습니다.",
  createdWithPictures: "상품을 등록했습니다. 아래 상품 사진에서 사진을 올려 주세요.",
  sellerRequired: "판매사를 선택해 주세요.",
  sellerNotFound: "존재하지 않는 판매사입니다.",
  optionsRequired: "옵션을 하나 이상 입력해 주세요.",
  optionsTooMany: "옵션은 50개까지 등록할 수 있습니다.",
  optionPriceBelowOne: "옵션 가격이 1원보다 작아집니다. 가격 차이를 확인해 주세요.",
  traceNotFound: "축산물 이력제에 없는 이력번호입니다. 번호를 확인해 주세요.",
  traceLivestockMismatch: "이력번호의 축종이 상품의 축종과 다릅니다. 번호나 축종을 확인해 주세요.",
  traceNumberFormat: "이력번호는 숫자 12자리로 입력해 주세요.",
  imageMissing: "올릴 사진을 선택해 주세요.",
  imageType: "사진은 JPEG, PNG, WebP 파일만 올릴 수 있습니다.",
  imageTooLarge: "사진은 한 장에 5MB까지 올릴 수 있습니다.",
  imageTooManyFiles: "사진은 한 번에 한 장씩 올려 주세요.",
  imageLimit: "사진은 상품 하나에 10장까지 올릴 수 있습니다.",
  imageNotFound: "존재하지 않는 사진입니다.",
  imageOrderStale: "사진 목록이 바뀌었습니다. 새로고침한 뒤 다시 정렬해 주세요.",
  lastImage: "상품에는 사진이 한 장 이상 있어야 합니다. 새 사진을 먼저 올려 주세요.",
  altRequired: "사진 설명(대체 텍스트)을 입력해 주세요.",
  altTooLong: "사진 설명은 200자까지 입력할 수 있습니다.",
  imageSaved: "사진을 저장했습니다.",
  imageUploaded: "사진을 올렸습니다.",
  imageDeleted: "사진을 삭제했습니다.",
} as const;

/** Pictures one item may have, the largest file, and the types read from the bytes. */
export const ITEM_IMAGE_MAX_COUNT = 10;
export const ITEM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ITEM_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The multipart field names of an upload. */
export const ITEM_IMAGE_FILE_FIELD = "file";
export const ITEM_IMAGE_MAX_OPTIONS = 50;

const optionText = (label: string, max: number) =>
  withUsableCharacters(
    z
      .string(`${label}을(를) 입력해 주세요.`)
      .trim()
      .min(1, `${label}을(를) 입력해 주세요.`)
      .max(max, `${label}은(는) ${max}자까지 입력할 수 있습니다.`),
  );

/** One option of a new item: what the shopper picks and the pieces there are to sell. */
export const adminItemNewOptionSchema = z.object({
  groupName: optionText("옵션 구분", 20),
  name: optionText("옵션명", 50),
  priceDelta: z
    .number("가격 차이를 숫자로 입력해 주세요.")
    .int("가격 차이는 정수로 입력해 주세요.")
    .min(-MAX_ITEM_PRICE, "가격 차이는 1억 원을 넘을 수 없습니다.")
    .max(MAX_ITEM_PRICE, "가격 차이는 1억 원을 넘을 수 없습니다."),
  weightGrams: z
    .number("옵션 중량을 숫자로 입력해 주세요.")
    .int("옵션 중량은 1g 이상의 정수로 입력해 주세요.")
    .min(1, "옵션 중량은 1g 이상의 정수로 입력해 주세요.")
    .max(1_000_000, "중량은 1,000kg을 넘을 수 없습니다."),
  stock: z
    .number("재고를 숫자로 입력해 주세요.")
    .int("재고는 0 이상의 정수로 입력해 주세요.")
    .min(0, "재고는 0 이상의 정수로 입력해 주세요.")
    .max(MAX_OPTION_STOCK, "재고는 1,000,000개를 넘을 수 없습니다."),
});
export type AdminItemNewOption = z.infer<typeof adminItemNewOptionSchema>;

/**
 * POST /api/admin/items: every field of the edit, the seller (a seller's staff always get their own; the cooperative's
 * staff choose one) and at least one option with its stock. Prices by core's rules, as the edit.
 */
export const adminItemCreateSchema = adminItemUpdateSchema
  .safeExtend({
    sellerId: z.number(ADMIN_ITEM_CREATE_MESSAGES.sellerRequired).int().min(1).max(2_147_483_647).optional(),
    options: z
      .array(adminItemNewOptionSchema, ADMIN_ITEM_CREATE_MESSAGES.optionsRequired)
      .min(1, ADMIN_ITEM_CREATE_MESSAGES.optionsRequired)
      .max(ITEM_IMAGE_MAX_OPTIONS, ADMIN_ITEM_CREATE_MESSAGES.optionsTooMany),
  })
  .superRefine((value, ctx) => {
    // An option's price is the item's present price plus its delta: it may not fall below 1 won.
    const base = presentPrice(value.salePrice, value.specialSalePrice);
    for (const [index, option] of value.options.entries()) {
      if (Number.isSafeInteger(base) && base + option.priceDelta < 1) {
        ctx.addIssue({
          code: "custom",
          path: ["options", index, "priceDelta"],
          message: ADMIN_ITEM_CREATE_MESSAGES.optionPriceBelowOne,
        });
      }
    }
  });
export type AdminItemCreate = z.infer<typeof adminItemCreateSchema>;

/** GET /api/admin/items/form-choices: what the new item form's selects offer. */
export const adminItemFormChoicesSchema = z.object({
  /** Every seller for the cooperative's staff; only their own for a seller's staff. */
  sellers: z.array(z.object({ sellerId: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), label: z.string() })),
  brands: z.array(
    z.object({ id: z.number().int(), sellerId: z.number().int(), name: z.string(), livestock: z.string() }),
  ),
  livestock: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type AdminItemFormChoices = z.infer<typeof adminItemFormChoicesSchema>;

/** The answer of a new item: its id and public code (the edit page is /admin/items/{itemId}). */
export const adminItemCreatedSchema = z.object({ itemId: z.number().int(), itemUserCode: z.string() });

export const adminTraceParamsSchema = z.object({
  number: z.string().regex(/^\d{12}$/, ADMIN_ITEM_CREATE_MESSAGES.traceNumberFormat),
});

/** GET /api/admin/trace-records/{number}: what the registry says of a number, before the item is saved with it. */
export const adminTraceRecordSchema = z.object({
  /** The livestock kind the number belongs to (the item's must be the same) and its name. */
  livestock: z.string(),
  livestockName: z.string(),
  trace: traceRecordSchema,
});
export type AdminTraceRecord = z.infer<typeof adminTraceRecordSchema>;

/** One picture of an item, in the shop's order (the first is the list picture). */
export const adminItemImageSchema = z.object({
  imageId: z.number().int(),
  url: z.string(),
  alt: z.string(),
  /** Uploaded bytes (with their type and size), or a drawn demo picture (null). */
  contentType: z.string().nullable(),
  byteSize: z.number().int().nullable(),
});
export type AdminItemImage = z.infer<typeof adminItemImageSchema>;
export const adminItemImagesSchema = z.object({ list: z.array(adminItemImageSchema) });
export type AdminItemImages = z.infer<typeof adminItemImagesSchema>;

export const adminItemImageParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  imageId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const altText = withUsableCharacters(
  z
    .string(ADMIN_ITEM_CREATE_MESSAGES.altRequired)
    .trim()
    .min(1, ADMIN_ITEM_CREATE_MESSAGES.altRequired)
    .max(200, ADMIN_ITEM_CREATE_MESSAGES.altTooLong),
);

/** The text field of an upload (the file goes under `file`), and the body of an alt text edit. */
export const adminItemImageAltSchema = z.object({ alt: altText });
export type AdminItemImageAlt = z.infer<typeof adminItemImageAltSchema>;

/** PUT /api/admin/items/{id}/images/order: every picture of the item, in the new order. */
export const adminItemImageOrderSchema = z.object({
  imageIds: z
    .array(z.number().int().min(1), ADMIN_ITEM_CREATE_MESSAGES.imageOrderStale)
    .min(1, ADMIN_ITEM_CREATE_MESSAGES.imageOrderStale)
    .max(ITEM_IMAGE_MAX_COUNT * 5, ADMIN_ITEM_CREATE_MESSAGES.imageOrderStale),
});
export type AdminItemImageOrder = z.infer<typeof adminItemImageOrderSchema>;

/** The public address of an uploaded picture: its file row and content hash, so the bytes never change under it. */
export const ITEM_PHOTO_PATH = "/images/item-photos";
export const ITEM_PHOTO_EXTENSIONS: Record<(typeof ITEM_IMAGE_TYPES)[number], string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
export function itemPhotoUrl(fileId: number, sha256: string, contentType: (typeof ITEM_IMAGE_TYPES)[number]) {
  return `${ITEM_PHOTO_PATH}/${fileId}-${sha256}.${ITEM_PHOTO_EXTENSIONS[contentType]}`;
}
