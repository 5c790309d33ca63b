import { z } from "zod";
import { itemCardSchema } from "./catalog.js";
import { pagedListSchema, pageQuerySchema } from "./common.js";

/** `{itemUserCode}` in /api/item/{itemUserCode}/… — the public code (G0000001). */
export const itemCodeParamsSchema = z.object({
  itemUserCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "상품 코드가 올바르지 않습니다."),
});

/**
 * One line of the cart's arrayRequiredItems (SPEC §3 cart add): the option a shopper chose and
 * how many. The cart checks the option belongs to the item and has the stock.
 */
export const requiredItemSchema = z.object({
  itemId: z.number().int().min(1),
  optionId: z.number().int().min(1),
  quantity: z.number().int().min(1).max(999),
});
export type RequiredItem = z.infer<typeof requiredItemSchema>;

export const itemOptionSchema = z.object({
  optionId: z.number().int(),
  /** 중량, 포장, 구성. */
  groupName: z.string(),
  name: z.string(),
  /** Won on top of the item's presentPrice (may be 0). */
  priceDelta: z.number().int(),
  /** presentPrice + priceDelta: what one of this option costs. */
  price: z.number().int(),
  weightGrams: z.number().int(),
  stock: z.number().int(),
  soldOut: z.boolean(),
});
export type ItemOption = z.infer<typeof itemOptionSchema>;

export const priceBenefitSchema = z.object({
  /** special: the special price applies; sale: the sale price is below the consumer price; none. */
  type: z.enum(["special", "sale", "none"]),
  /** 특가, 할인가 or ''. */
  label: z.string(),
  consumerPrice: z.number().int(),
  salePrice: z.number().int(),
  specialSalePrice: z.number().int(),
  presentPrice: z.number().int(),
  saleDiscountAmount: z.number().int(),
  specialDiscountAmount: z.number().int(),
  savedAmount: z.number().int(),
  discountRate: z.number().int(),
  /** Special price against sale price (SPEC §5 pre-cart rule: 0 for price 0, no or an equal special price). */
  specialDiscountRate: z.number().int(),
});

export const gradeBadgeSchema = z.object({ code: z.string(), label: z.string(), description: z.string() });

const pathEntrySchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });

/** GET /api/item/{itemUserCode} — every display hint of SPEC §3. */
export const itemDetailSchema = z.object({
  itemId: z.number().int(),
  itemUserCode: z.string(),
  /** Main title. */
  itemName: z.string(),
  subTitle: z.string(),
  livestock: z.string(),
  livestockName: z.string(),
  /** The item's category with its path from the top group. */
  category: z.object({ id: z.number().int(), name: z.string(), url: z.string(), path: z.array(pathEntrySchema) }),
  brand: z.object({ brandId: z.number().int(), brandName: z.string() }),
  seller: z.object({
    sellerId: z.number().int(),
    sellerName: z.string(),
    /** The cooperative's own brand (seller 90000000); others are sold by their sellers (SPEC §1). */
    ownBrand: z.boolean(),
    shippingCondition: z.string(),
    shippingFee: z.number().int(),
    freeShippingThreshold: z.number().int(),
  }),
  cutName: z.string(),
  origin: z.string(),
  storage: z.string(),
  weightGrams: z.number().int(),
  /** "500g", "1.2kg". */
  weightLabel: z.string(),
  /** Struck through when above presentPrice. */
  consumerPrice: z.number().int(),
  presentPrice: z.number().int(),
  discountRate: z.number().int(),
  benefit: priceBenefitSchema,
  unitPricePer100g: z.number().int(),
  /** "100g당 1,920원". */
  unitPriceNote: z.string(),
  /** 12-digit 이력번호, '' where none applies. */
  traceNumber: z.string(),
  processDate: z.string().nullable(),
  slaughterDate: z.string().nullable(),
  grade: z.string(),
  gradeBadges: z.array(gradeBadgeSchema),
  soldOut: z.boolean(),
  deliveryType: z.union([z.literal(1), z.literal(2)]),
  deliveryTypeName: z.string(),
  reviewCount: z.number().int(),
  /** Beef with a grade has a marbling picture and a grade certificate. */
  hasSirloinImage: z.boolean(),
  hasCertificateImage: z.boolean(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const itemDetailResponseSchema = z.object({
  item: itemDetailSchema,
  options: z.array(itemOptionSchema),
  /** Whether the calling member has the item in the wishlist (false for anonymous callers). */
  wished: z.boolean(),
});
export type ItemDetailResponse = z.infer<typeof itemDetailResponseSchema>;

/** /relation and /md: a few cards. */
export const itemCardListSchema = z.object({ list: z.array(itemCardSchema) });
export type ItemCardList = z.infer<typeof itemCardListSchema>;

/** GET /api/item/slides/{itemUserCode} — the gallery's pictures in order. */
export const itemSlidesSchema = z.object({
  list: z.array(z.object({ slideId: z.number().int(), url: z.string(), alt: z.string() })),
});

/** GET /api/item/{itemUserCode}/traceNumber — the traceability registry's record of the item's number. */
export const traceRecordSchema = z.object({
  traceNumber: z.string(),
  speciesName: z.string(),
  sex: z.string(),
  birthDate: z.string().nullable(),
  originCountry: z.string(),
  farmName: z.string(),
  farmAddress: z.string(),
  slaughterhouseName: z.string(),
  slaughterhouseAddress: z.string(),
  slaughterDate: z.string().nullable(),
  inspectionResult: z.string(),
  grade: z.string(),
  gradeDate: z.string().nullable(),
  processingPlantName: z.string(),
  processingPlantAddress: z.string(),
  processDate: z.string().nullable(),
  importDate: z.string().nullable(),
});
export const traceRecordResponseSchema = z.object({ trace: traceRecordSchema });
export type TraceRecord = z.infer<typeof traceRecordSchema>;

/** GET /api/item/{itemUserCode}/restock — whether the caller waits for the item's stock. */
export const restockStateSchema = z.object({ subscribed: z.boolean(), soldOut: z.boolean() });

export const itemQnaSchema = z.object({
  qnaId: z.number().int(),
  /** "김**". */
  authorName: z.string(),
  title: z.string(),
  /** The text, or 비밀글입니다. for a secret question of someone else. */
  content: z.string(),
  secret: z.boolean(),
  status: z.enum(["waiting", "completed"]),
  /** 답변대기 or 답변완료. */
  statusLabel: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export const itemQnaListQuerySchema = pageQuerySchema;
export const itemQnaListSchema = pagedListSchema(itemQnaSchema);

export const experienceTeamReviewSchema = z.object({
  reviewId: z.number().int(),
  authorName: z.string(),
  title: z.string(),
  content: z.string(),
  rating: z.number().int(),
  imageUrls: z.array(z.string()),
  likeCount: z.number().int(),
  /** Whether the calling member liked it (false for anonymous callers). */
  liked: z.boolean(),
  createdAt: z.string(),
});
export const experienceTeamReviewListSchema = pagedListSchema(experienceTeamReviewSchema);

/** POST /api/item/{itemUserCode}/restock — subscribe (default) or, with false, stop waiting. */
export const restockSubscribeBodySchema = z.preprocess(
  // An empty POST (no body at all) subscribes.
  (body) => body ?? {},
  z.object({ subscribe: z.boolean().default(true) }),
);

/** `{id}` of POST /api/item/{itemUserCode}/experience-team-reviews/add-like/{id}. */
export const experienceReviewLikeParamsSchema = itemCodeParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const experienceReviewLikeSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
