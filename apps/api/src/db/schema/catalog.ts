import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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
  },
  (t) => [
    uniqueIndex().on(t.itemUserCode),
    index().on(t.livestock, t.createdAt),
    index().on(t.categoryId, t.createdAt),
    index().on(t.sellerId, t.createdAt),
    index().on(t.brandId, t.createdAt),
    index().on(t.createdAt),
    index().on(t.salesCount),
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
