import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  type IndexBuilder,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account.js";

/** 한우, 한돈, 수입육 … — the codes are what `/items?livestock=` and categories carry. */
export const livestockKinds = pgTable("livestock_kinds", {
  code: text().primaryKey(),
  name: text().notNull(),
  sortOrder: smallint().notNull(),
});

/** Three levels: 1 = group (a livestock kind or a plain group), 2 = category, 3 = child. */
export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey(),
    parentId: integer().references((): AnyPgColumn => categories.id),
    depth: smallint().notNull(),
    name: text().notNull(),
    /** Livestock code, or '' for a plain category (SPEC §3). */
    livestock: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
    displayed: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.parentId, t.sortOrder), check("categories_depth", sql`${t.depth} between 1 and 3`)],
);

export const sellers = pgTable("sellers", {
  id: integer().primaryKey(),
  name: text().notNull(),
  bossName: text().notNull(),
  businessNumber: text().notNull(),
  phone: text().notNull(),
  address: text().notNull(),
  /** e.g. "3만원 이상 무료배송". */
  shippingCondition: text().notNull(),
  shippingFee: integer().notNull().default(0),
  freeShippingThreshold: integer().notNull().default(0),
  /** The cooperative's commission on the seller's net sales, in basis points (1000 = 10 %; docs/decisions/039). */
  commissionRateBp: integer().notNull().default(1000),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sellerBrands = pgTable(
  "seller_brands",
  {
    id: integer().primaryKey(),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id),
    brandName: text().notNull(),
    livestock: text()
      .notNull()
      .references(() => livestockKinds.code),
    description: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.livestock, t.sortOrder), index().on(t.sellerId)],
);

/**
 * The four list-order indexes under one equality prefix: newest, popular, price (both
 * directions) and reviews, each ending in id so ties come out in a fixed order.
 */
function listIndexes(
  t: Record<"createdAt" | "salesCount" | "presentPrice" | "reviewCount" | "id", ExtraConfigColumn>,
  name: string,
  prefix: ExtraConfigColumn[],
): IndexBuilder[] {
  const keys = (sortKey: ExtraConfigColumn) => {
    const [first, ...rest] = [...prefix, sortKey, t.id];
    return [first!, ...rest] as const;
  };
  return [
    index(`items_${name}_newest_idx`).on(...keys(t.createdAt)),
    index(`items_${name}_popular_idx`).on(...keys(t.salesCount)),
    index(`items_${name}_price_idx`).on(...keys(t.presentPrice)),
    index(`items_${name}_reviews_idx`).on(...keys(t.reviewCount)),
  ];
}

export const items = pgTable(
  "items",
  {
    id: serial().primaryKey(),
    /** The public id in `/items/:id`. */
    itemUserCode: text().notNull(),
    name: text().notNull(),
    subTitle: text().notNull().default(""),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id),
    brandId: integer()
      .notNull()
      .references(() => sellerBrands.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    livestock: text()
      .notNull()
      .references(() => livestockKinds.code),
    cutName: text().notNull(),
    /** 1++, 1+, 1, 2 … or '' where grading does not apply. */
    grade: text().notNull().default(""),
    origin: text().notNull(),
    storage: text().notNull(),
    weightGrams: integer().notNull(),
    /** 정상가 (struck through). Integer won. */
    consumerPrice: integer().notNull(),
    salePrice: integer().notNull(),
    /** 특가; 0 means none. */
    specialSalePrice: integer().notNull().default(0),
    /** 12-digit 이력번호. */
    traceNumber: text().notNull(),
    processDate: date({ mode: "string" }),
    slaughterDate: date({ mode: "string" }),
    stock: integer().notNull().default(0),
    /** 1 = fresh logistics (split per seller), 2 = individual delivery. */
    deliveryType: smallint().notNull(),
    salesCount: integer().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    displayed: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * What the shopper pays (core presentPrice), computed by the database on every write so the
     * price sorts and price areas have an index and can never disagree with the two prices.
     */
    presentPrice: integer()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when ${items.specialSalePrice} > 0 and ${items.specialSalePrice} < ${items.salePrice} then ${items.specialSalePrice} else ${items.salePrice} end`,
      ),
    /** Compact name + ' ' + compact brand (core buildSearchDocument); substring checks and tiers. */
    searchText: text().notNull().default(""),
    /** searchText with each Hangul syllable replaced by its initial consonant (초성 search). */
    searchChoseong: text().notNull().default(""),
    /** Bigrams, Hangul unigrams and 초성 bigrams: what the GIN index answers `@>` from. */
    searchTokens: text().array().notNull().default(sql`'{}'::text[]`),
    /** SEARCH_DOCUMENT_VERSION the three columns were built with; 0 = not built yet. */
    searchVersion: smallint().notNull().default(0),
  },
  (t) => [
    uniqueIndex().on(t.itemUserCode),
    // Every list sort over every equality filter reads a page straight off an index (scanned
    // backwards for the descending sorts; priceLow is priceHigh reversed, ties included), so a
    // page costs ~size index entries at any catalog size. See catalog.repository.ts.
    ...listIndexes(t, "all", []),
    ...listIndexes(t, "livestock", [t.livestock]),
    ...listIndexes(t, "category", [t.categoryId]),
    ...listIndexes(t, "seller", [t.sellerId]),
    ...listIndexes(t, "brand", [t.brandId]),
    index("items_search_tokens_idx").using("gin", t.searchTokens),
    check("items_delivery_type", sql`${t.deliveryType} in (1, 2)`),
    check("items_prices", sql`${t.consumerPrice} >= 0 and ${t.salePrice} >= 0 and ${t.specialSalePrice} >= 0`),
    check("items_stock", sql`${t.stock} >= 0`),
  ],
);

export const itemImages = pgTable(
  "item_images",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    url: text().notNull(),
    alt: text().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.itemId, t.sortOrder)],
);

/**
 * What a shopper chooses on the item page (weight, packaging): each option is one line of the
 * cart's arrayRequiredItems. Price = the item's presentPrice + priceDelta. The item's stock is
 * the sum of its options' stock; whoever changes one changes both in the same transaction.
 */
export const itemOptions = pgTable(
  "item_options",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** e.g. "중량", "포장". */
    groupName: text().notNull(),
    /** e.g. "500g", "1kg (500g × 2팩)", "선물 포장". */
    name: text().notNull(),
    /** Won added to (or taken from) the item's presentPrice. */
    priceDelta: integer().notNull().default(0),
    weightGrams: integer().notNull(),
    stock: integer().notNull().default(0),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.itemId, t.sortOrder), check("item_options_stock", sql`${t.stock} >= 0`)],
);

/**
 * The sandbox 축산물 이력제 registry: what the public traceability service answers for a
 * 12-digit 이력번호 (farm, slaughter, grading, processing). Seeded for every demo item.
 */
export const traceRecords = pgTable("trace_records", {
  traceNumber: text().primaryKey(),
  livestock: text().notNull(),
  /** 한우, 돼지, 닭, 쇠고기 … as the registry names the species. */
  speciesName: text().notNull(),
  /** 거세, 암, 수 — '' where the registry does not record it. */
  sex: text().notNull().default(""),
  birthDate: date({ mode: "string" }),
  originCountry: text().notNull(),
  farmName: text().notNull(),
  farmAddress: text().notNull(),
  slaughterhouseName: text().notNull(),
  slaughterhouseAddress: text().notNull(),
  slaughterDate: date({ mode: "string" }),
  /** 도축검사 결과. */
  inspectionResult: text().notNull(),
  grade: text().notNull().default(""),
  gradeDate: date({ mode: "string" }),
  processingPlantName: text().notNull(),
  processingPlantAddress: text().notNull(),
  processDate: date({ mode: "string" }),
  /** Imported meat: customs clearance date; null for domestic. */
  importDate: date({ mode: "string" }),
});

/** 상품 문의: a shopper's question on an item and the admin's answer. */
export const itemQnas = pgTable(
  "item_qnas",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** The member who asked (POST /api/qna/item-inquiry); null for seeded questions. */
    userId: integer().references(() => users.id),
    authorName: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** 비밀글: only the author sees the text. */
    secret: boolean().notNull().default(false),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The second index serves a member's own questions (GET /api/qna/item-inquiry).
  // The back office's list (newest first, every item) reads the third.
  (t) => [
    index().on(t.itemId, t.createdAt, t.id),
    index().on(t.userId, t.createdAt, t.id),
    index("item_qnas_created_at_id_index").on(t.createdAt, t.id),
  ],
);

/** Reviews written by the experience team (체험단) about an item. */
export const experienceTeamReviews = pgTable(
  "experience_team_reviews",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    authorName: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    rating: smallint().notNull(),
    imageUrls: text().array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The member who wrote it through a team (docs/decisions/050); null for the seeded reviews. */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The team application it was written under (experience_applications.id): one review per application. */
    applicationId: integer(),
    /** The team's id and title, as the review list shows them. */
    teamId: integer(),
    teamTitle: text(),
  },
  (t) => [
    index().on(t.itemId, t.createdAt, t.id),
    uniqueIndex().on(t.applicationId),
    check("experience_team_reviews_rating", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Words of item names and brands (and neighbouring pairs written together) for typo correction,
 * looked up by the bigrams of their jamo (docs/decisions/007-korean-search.md).
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  {
    term: text().primaryKey(),
    jamoLength: smallint().notNull(),
    jamoTokens: text().array().notNull(),
    docCount: integer().notNull().default(0),
  },
  (t) => [index("search_vocabulary_jamo_tokens_idx").using("gin", t.jamoTokens)],
);

/**
 * Members waiting for a sold-out item (재입고 알림). notifiedAt is set when the stock came back
 * and the text went out; subscribing again starts a new wait.
 */
export const restockSubscriptions = pgTable(
  "restock_subscriptions",
  {
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index().on(t.itemId, t.notifiedAt)],
);

/** One like per member and experience-team review (the like call toggles it). */
export const experienceTeamReviewLikes = pgTable(
  "experience_team_review_likes",
  {
    reviewId: integer()
      .notNull()
      .references(() => experienceTeamReviews.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
