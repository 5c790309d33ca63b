import { z } from "zod";
import { pagedListSchema, pageQuerySchema, withUsableCharacters } from "./common.js";

export const livestockCodeSchema = withUsableCharacters(z.string().min(1).max(40));

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
  brandId: z.number().int(),
  /** The two prices behind presentPrice (the pre-cart keeps them, SPEC §3). */
  salePrice: z.number().int(),
  /** 0 means none. */
  specialSalePrice: z.number().int(),
});
export type ItemCard = z.infer<typeof itemCardSchema>;

/** priceLow is priceHigh reversed: equal prices come out oldest id first. */
export const itemSortSchema = z.enum(["newest", "popular", "priceLow", "priceHigh", "reviews"]);
export type ItemSort = z.infer<typeof itemSortSchema>;

const idQuery = z.coerce.number().int().min(1).max(2_147_483_647);
const wonQuery = z.coerce.number().int().min(0).max(1_000_000_000);

export const PRICE_AREA_MESSAGE = "가격대가 올바르지 않습니다.";
const PRICE_AREA_ID = /^(\d{1,10})-(\d{0,10})$/;

/** A price area id of /api/category/price-areas: "10000-30000" (from ≤ price < to) or "100000-" (from and up). */
export function parsePriceAreaId(id: string): { minPrice: number; maxPriceExclusive: number | null } | null {
  const match = PRICE_AREA_ID.exec(id);
  if (!match) return null;
  const minPrice = Number(match[1]);
  const maxPriceExclusive = match[2] ? Number(match[2]) : null;
  if (maxPriceExclusive !== null && maxPriceExclusive <= minPrice) return null;
  return { minPrice, maxPriceExclusive };
}

/**
 * The filters the item list and the search share. Prices filter the price the shopper pays
 * (presentPrice): minPrice and maxPrice are inclusive, a priceArea id is the band it names.
 */
export const itemFilterShape = {
  livestock: livestockCodeSchema.optional(),
  /** A category matches its descendants too. */
  categoryId: idQuery.optional(),
  sellerId: idQuery.optional(),
  brandId: idQuery.optional(),
  minPrice: wonQuery.optional(),
  maxPrice: wonQuery.optional(),
  priceArea: z
    .string()
    .max(22)
    .refine((id) => parsePriceAreaId(id) !== null, PRICE_AREA_MESSAGE)
    .optional(),
  grade: withUsableCharacters(z.string().min(1).max(10)).optional(),
  deliveryType: z.coerce.number().int().min(1).max(2).optional(),
  /** show (default): sold-out items listed and flagged; hide: left out. */
  soldOut: z.enum(["show", "hide"]).default("show"),
};

/** minPrice above maxPrice is refused with the field named. */
export function checkPriceRange(
  query: { minPrice?: number | undefined; maxPrice?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    ctx.addIssue({ code: "custom", path: ["maxPrice"], message: PRICE_AREA_MESSAGE });
  }
}

/** GET /api/item — filters, sort and paging. */
export const itemListQuerySchema = pageQuerySchema
  .extend({ ...itemFilterShape, sort: itemSortSchema.default("newest") })
  .superRefine(checkPriceRange);
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;
export type ItemFilterQuery = Omit<ItemListQuery, "page" | "size" | "sort">;
export const itemListSchema = pagedListSchema(itemCardSchema);
export type ItemList = z.infer<typeof itemListSchema>;

/** GET /api/category/price-areas and /api/category/filter — the list's scope (no price or sold-out). */
export const categoryScopeQuerySchema = z.object({
  livestock: livestockCodeSchema.optional(),
  categoryId: idQuery.optional(),
  sellerId: idQuery.optional(),
  brandId: idQuery.optional(),
});
export type CategoryScopeQuery = z.infer<typeof categoryScopeQuerySchema>;

/** A price band; pass its id as the item list's priceArea. */
export const priceAreaSchema = z.object({
  id: z.string(),
  /** "1만원 미만", "1만원~3만원", "10만원 이상". */
  label: z.string(),
  minPrice: z.number().int(),
  /** Exclusive upper bound; null for the top band. */
  maxPrice: z.number().int().nullable(),
  /** Displayed items of the scope in the band (sold-out included). */
  count: z.number().int(),
});
export type PriceArea = z.infer<typeof priceAreaSchema>;

export const priceAreaListSchema = z.object({ list: z.array(priceAreaSchema) });
export type PriceAreaList = z.infer<typeof priceAreaListSchema>;

/** GET /api/category/filter — what can narrow the scope, each with its item count. */
export const categoryFilterSchema = z.object({
  totalCount: z.number().int(),
  soldOutCount: z.number().int(),
  brands: z.array(
    z.object({ brandId: z.number().int(), brandName: z.string(), sellerId: z.number().int(), count: z.number().int() }),
  ),
  grades: z.array(z.object({ grade: z.string(), label: z.string(), count: z.number().int() })),
  deliveryTypes: z.array(
    z.object({ deliveryType: z.union([z.literal(1), z.literal(2)]), label: z.string(), count: z.number().int() }),
  ),
  priceAreas: z.array(priceAreaSchema),
});
export type CategoryFilter = z.infer<typeof categoryFilterSchema>;
