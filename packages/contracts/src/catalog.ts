import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";

export const livestockCodeSchema = z.string().min(1).max(40);

/** A category node; `livestock` is '' for a plain category (SPEC §3). */
export interface CategoryNode {
  id: number;
  name: string;
  url: string;
  livestock: string;
  childCategories: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    livestock: z.string(),
    childCategories: z.array(categoryNodeSchema),
  }),
);

/** One top-level group (level 1) with its categories (level 2) and their children (level 3). */
export const categoryGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  livestock: z.string(),
  categories: z.array(categoryNodeSchema),
});
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

/** GET /api/category */
export const categoryTreeSchema = z.object({
  groups: z.array(categoryGroupSchema),
  /** ISO timestamp of the newest category change; the client caches the tree against it. */
  updatedDate: z.string(),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/** GET /api/category/updated-check?d= */
export const categoryUpdatedCheckQuerySchema = z.object({
  d: z.string().min(1, "필수 입력 항목입니다.").max(40),
});
export const categoryUpdatedCheckSchema = z.object({ updated: z.boolean(), updatedDate: z.string() });

/** GET /api/category/current?id= — the category with its path from the top. */
export const categoryCurrentQuerySchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const categoryCurrentSchema = z.object({
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    livestock: z.string(),
    depth: z.number().int(),
  }),
  path: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  childCategories: z.array(categoryNodeSchema),
});

export const sellerBrandSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  brandName: z.string(),
  sellerName: z.string(),
  livestock: z.string(),
});
export type SellerBrand = z.infer<typeof sellerBrandSchema>;

/** GET /api/common/livestock — livestock kinds with the seller brands that sell each. */
export const livestockListSchema = z.object({
  list: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      url: z.string(),
      sellerBrands: z.array(sellerBrandSchema),
    }),
  ),
});
export type LivestockList = z.infer<typeof livestockListSchema>;

/** Item card (SPEC §3): what a grid shows. Prices are integer won. */
export const itemCardSchema = z.object({
  itemId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  subTitle: z.string(),
  brand: z.string(),
  sellerId: z.number().int(),
  livestock: z.string(),
  imageSrc: z.string(),
  grade: z.string(),
  weightGrams: z.number().int(),
  consumerPrice: z.number().int(),
  /** What the shopper pays now: the special price when set, else the sale price. */
  presentPrice: z.number().int(),
  discountRate: z.number().int(),
  /** Won per 100 g of presentPrice. */
  unitPricePer100g: z.number().int(),
  deliveryType: z.union([z.literal(1), z.literal(2)]),
  soldOut: z.boolean(),
  reviewCount: z.number().int(),
});
export type ItemCard = z.infer<typeof itemCardSchema>;

export const itemSortSchema = z.enum(["newest", "popular", "priceLow", "priceHigh", "reviews"]);

/** GET /api/item — the issue-2 subset (livestock, category, seller, sort, paging). */
export const itemListQuerySchema = pageQuerySchema.extend({
  livestock: livestockCodeSchema.optional(),
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sellerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sort: itemSortSchema.default("newest"),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;
export const itemListSchema = pagedListSchema(itemCardSchema);
export type ItemList = z.infer<typeof itemListSchema>;
