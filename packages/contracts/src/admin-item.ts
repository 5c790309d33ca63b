import { checkItemPrices, MAX_ITEM_PRICE, MAX_OPTION_STOCK } from "@shop/core/catalog/item-price-rules";
import { z } from "zod";
import { pagedListSchema, pageQuerySchema, withUsableCharacters, ynFlagSchema } from "./common.js";

// The back office's items (issue 14 item 2, docs/decisions/038): list, edit, options' stock, display on/off and bulk
// price/stock updates from a spreadsheet. Price rules are core's (item-price-rules), shared with the form.

/** What staff read when an item write is refused. */
export const ADMIN_ITEM_MESSAGES = {
  notFound: "존재하지 않는 상품입니다.",
  optionNotFound: "존재하지 않는 상품 옵션입니다.",
  stockChanged: "그 사이 주문으로 재고가 바뀌었습니다. 새로고침한 뒤 다시 입력해 주세요.",
  brandNotSeller: "이 판매사의 브랜드를 선택해 주세요.",
  categoryNotFound: "존재하지 않는 카테고리입니다.",
  livestockNotFound: "존재하지 않는 축종입니다.",
  saved: "상품 정보를 저장했습니다.",
  stockSaved: "재고를 저장했습니다.",
  fileMissing: "올릴 파일을 선택해 주세요.",
  fileTooLarge: "파일은 2MB까지 올릴 수 있습니다.",
  fileTooMany: "파일은 하나만 올려 주세요.",
  fileUnreadable: "파일을 읽을 수 없습니다. 양식의 .xlsx 또는 .csv 파일인지 확인해 주세요.",
  headerMissing: "첫 줄에 상품코드와 판매가 또는 재고 열이 있어야 합니다. 양식을 내려받아 사용해 주세요.",
  tooManyRows: "한 번에 5,000줄까지 올릴 수 있습니다.",
} as const;

/** Why one row of a bulk file is refused (Korean, shown in the dry run's table). */
export const BULK_ROW_MESSAGES = {
  noItemCode: "상품코드가 없습니다.",
  unknownItem: "존재하지 않는 상품코드입니다.",
  unknownOption: "이 상품에 없는 옵션입니다.",
  optionNeeded: "옵션이 여러 개인 상품은 옵션번호나 옵션명을 적어 주세요.",
  priceNotNumber: "판매가가 숫자가 아닙니다.",
  priceNegative: "판매가는 0보다 작을 수 없습니다.",
  stockNotNumber: "재고가 숫자가 아닙니다.",
  stockNegative: "재고는 0보다 작을 수 없습니다.",
  nothingToChange: "판매가와 재고가 모두 비어 있습니다.",
  priceConflict: "같은 상품의 판매가가 앞 줄과 다릅니다.",
  duplicateOption: "같은 옵션이 앞 줄에 이미 있습니다.",
} as const;

/** The file's columns, as the template's first row names them (docs/decisions/038). */
export const BULK_COLUMNS = {
  itemCode: "상품코드",
  itemName: "상품명",
  optionId: "옵션번호",
  optionName: "옵션명",
  salePrice: "판매가",
  stock: "재고",
} as const;

/** The most rows one file may carry, and its size. */
export const BULK_MAX_ROWS = 5_000;
export const BULK_MAX_BYTES = 2 * 1024 * 1024;

const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional();

export const adminItemListQuerySchema = pageQuerySchema.extend({
  /** An item's code (exact), or words of its name or brand (the shop's search index: spacing-free, 초성 too). */
  keyword: withUsableCharacters(z.string().trim().max(100, "검색어는 100자까지 입력할 수 있습니다.")).optional(),
  categoryId: optionalId,
  brandId: optionalId,
  sellerId: optionalId,
  livestock: z.string().trim().max(40).optional(),
  displayed: ynFlagSchema.optional(),
  soldOut: ynFlagSchema.optional(),
});
export type AdminItemListQuery = z.infer<typeof adminItemListQuerySchema>;

export const adminItemRowSchema = z.object({
  itemId: z.number().int(),
  itemUserCode: z.string(),
  name: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  brandName: z.string(),
  livestock: z.string(),
  consumerPrice: z.number().int(),
  salePrice: z.number().int(),
  specialSalePrice: z.number().int(),
  presentPrice: z.number().int(),
  discountRate: z.number().int(),
  stock: z.number().int(),
  soldOut: z.boolean(),
  displayed: z.boolean(),
  createdAt: z.string(),
});
export type AdminItemRow = z.infer<typeof adminItemRowSchema>;
export const adminItemListSchema = pagedListSchema(adminItemRowSchema).extend({
  /** What the filters offer: the sellers (only one's own for a seller) and livestock kinds. */
  sellers: z.array(z.object({ sellerId: z.number().int(), name: z.string() })),
  livestock: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const adminItemParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const adminItemOptionSchema = z.object({
  optionId: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  priceDelta: z.number().int(),
  weightGrams: z.number().int(),
  /** Pieces left to sell: what open orders hold is already taken out (docs/decisions/017). */
  stock: z.number().int(),
  soldOut: z.boolean(),
});

export const adminItemDetailSchema = z.object({
  item: z.object({
    itemId: z.number().int(),
    itemUserCode: z.string(),
    sellerId: z.number().int(),
    sellerName: z.string(),
    name: z.string(),
    subTitle: z.string(),
    categoryId: z.number().int(),
    brandId: z.number().int(),
    livestock: z.string(),
    cutName: z.string(),
    grade: z.string(),
    origin: z.string(),
    storage: z.string(),
    weightGrams: z.number().int(),
    consumerPrice: z.number().int(),
    salePrice: z.number().int(),
    specialSalePrice: z.number().int(),
    presentPrice: z.number().int(),
    discountRate: z.number().int(),
    deliveryType: z.union([z.literal(1), z.literal(2)]),
    traceNumber: z.string(),
    processDate: z.string().nullable(),
    slaughterDate: z.string().nullable(),
    displayed: z.boolean(),
    stock: z.number().int(),
    salesCount: z.number().int(),
    reviewCount: z.number().int(),
    createdAt: z.string(),
  }),
  options: z.array(adminItemOptionSchema),
  /** What the form's selects offer: categories (with their path), the seller's brands, livestock kinds. */
  choices: z.object({
    categories: z.array(z.object({ id: z.number().int(), label: z.string() })),
    brands: z.array(z.object({ id: z.number().int(), name: z.string(), livestock: z.string() })),
    livestock: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});
export type AdminItemDetail = z.infer<typeof adminItemDetailSchema>;

const text = (label: string, max: number, required = true) => {
  const base = withUsableCharacters(z.string().trim().max(max, `${label}은(는) ${max}자까지 입력할 수 있습니다.`));
  return required ? base.min(1, `${label}을(를) 입력해 주세요.`) : base;
};
const won = (label: string) =>
  z
    .number(`${label}을(를) 숫자로 입력해 주세요.`)
    .int("가격은 0 이상의 정수로 입력해 주세요.")
    .min(0, "가격은 0 이상의 정수로 입력해 주세요.")
    .max(MAX_ITEM_PRICE, "가격은 1억 원을 넘을 수 없습니다.");
const optionalDate = z.iso.date("날짜 형식이 올바르지 않습니다.").nullable();

/** PUT /api/admin/items/{id}: every editable field; the three prices are checked together by core's rules. */
/** The fields of an item staff write, in the form's order (the edit's audit keeps the changed ones of these). */
export const ADMIN_ITEM_FIELDS = [
  "name",
  "subTitle",
  "categoryId",
  "brandId",
  "livestock",
  "cutName",
  "grade",
  "origin",
  "storage",
  "weightGrams",
  "consumerPrice",
  "salePrice",
  "specialSalePrice",
  "deliveryType",
  "traceNumber",
  "processDate",
  "slaughterDate",
  "displayed",
] as const;

export const adminItemUpdateSchema = z
  .object({
    name: text("상품명", 100),
    subTitle: text("부제목", 200, false),
    categoryId: z.number("카테고리를 선택해 주세요.").int().min(1, "카테고리를 선택해 주세요."),
    brandId: z.number("브랜드를 선택해 주세요.").int().min(1, "브랜드를 선택해 주세요."),
    livestock: text("축종", 40),
    cutName: text("부위", 50),
    grade: text("등급", 10, false),
    origin: text("원산지", 50),
    storage: text("보관방법", 50),
    weightGrams: z
      .number("중량을 숫자로 입력해 주세요.")
      .int("중량은 1g 이상의 정수로 입력해 주세요.")
      .min(1, "중량은 1g 이상의 정수로 입력해 주세요.")
      .max(1_000_000, "중량은 1,000kg을 넘을 수 없습니다."),
    consumerPrice: won("정상가"),
    salePrice: won("판매가"),
    specialSalePrice: won("특가"),
    deliveryType: z.union([z.literal(1), z.literal(2)], "배송 유형을 선택해 주세요."),
    traceNumber: z
      .string()
      .trim()
      .regex(/^(\d{12})?$/, "이력번호는 숫자 12자리로 입력해 주세요."),
    processDate: optionalDate,
    slaughterDate: optionalDate,
    displayed: z.boolean("진열 여부를 선택해 주세요."),
  })
  .superRefine((value, ctx) => {
    for (const error of checkItemPrices(value))
      ctx.addIssue({ code: "custom", path: [error.field], message: error.message });
  });
export type AdminItemUpdate = z.infer<typeof adminItemUpdateSchema>;

export const adminItemDisplaySchema = z.object({ displayed: z.boolean("진열 여부를 선택해 주세요.") });

const stockValue = z
  .number("재고를 숫자로 입력해 주세요.")
  .int("재고는 0 이상의 정수로 입력해 주세요.")
  .min(0, "재고는 0 이상의 정수로 입력해 주세요.")
  .max(MAX_OPTION_STOCK, "재고는 1,000,000개를 넘을 수 없습니다.");

/**
 * PUT /api/admin/items/{id}/options: new stock of some of the item's options. `expectedStock` is the figure the form
 * showed: when an order took or gave back pieces since, the change is refused (409) instead of overwriting it.
 */
export const adminItemOptionsUpdateSchema = z.object({
  options: z
    .array(
      z.object({ optionId: z.number().int().min(1), stock: stockValue, expectedStock: z.number().int().optional() }),
    )
    .min(1, "바꿀 옵션이 없습니다.")
    .max(200),
});
export type AdminItemOptionsUpdate = z.infer<typeof adminItemOptionsUpdateSchema>;

export const bulkUpdateQuerySchema = z.object({
  /** true: answer what would change and what is refused, write nothing. */
  dryRun: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
});

export const bulkTemplateQuerySchema = z.object({ format: z.enum(["xlsx", "csv"]).default("xlsx") });

const beforeAfter = z.object({ before: z.number().int(), after: z.number().int() });

export const bulkUpdateResultSchema = z.object({
  dryRun: z.boolean(),
  /** Rows read (the header not counted). */
  totalRows: z.number().int(),
  /** Rows that change something: what was and what will be (or now is). */
  changes: z.array(
    z.object({
      row: z.number().int(),
      itemId: z.number().int(),
      itemUserCode: z.string(),
      itemName: z.string(),
      optionId: z.number().int().nullable(),
      optionName: z.string(),
      salePrice: beforeAfter.nullable(),
      stock: beforeAfter.nullable(),
    }),
  ),
  /** Rows left alone, each with why. */
  refusals: z.array(
    z.object({ row: z.number().int(), itemUserCode: z.string(), option: z.string(), reason: z.string() }),
  ),
  /** Rows whose values are already what the file says. */
  unchangedRows: z.number().int(),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;
