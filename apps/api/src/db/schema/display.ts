import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { items, sellerBrands, sellers } from "./catalog.js";

// What the shop puts on display around the catalog: home blocks and their curated items, main
// visual banners, featured brands, sellers' shipping terms and notices, the outlet, events,
// style books (recipes) and designated trade.

/**
 * A home block or a display page (`code` is what /api/display/{code} serves). `showOnMain` and
 * `sortOrder` decide what the home page shows and in which order (/api/display/visible).
 */
export const displayBlocks = pgTable("display_blocks", {
  code: text().primaryKey(),
  title: text().notNull(),
  subTitle: text().notNull().default(""),
  description: text().notNull().default(""),
  /** Hero picture of the block's own page; '' for none. */
  imageUrl: text().notNull().default(""),
  /** Drawing theme of the demo pictures (hanwoo, gift, recipe …). */
  theme: text().notNull().default(""),
  backgroundColor: text().notNull().default("#1f5f3a"),
  link: text().notNull().default(""),
  showOnMain: boolean().notNull().default(false),
  sortOrder: smallint().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const displayBlockSections = pgTable(
  "display_block_sections",
  {
    blockCode: text()
      .notNull()
      .references(() => displayBlocks.code, { onDelete: "cascade" }),
    sortOrder: smallint().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    imageUrl: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.blockCode, t.sortOrder] })],
);

/** Items an operator picked for a block; `groupKey` splits a block into tabs ('' for none). */
export const displayBlockItems = pgTable(
  "display_block_items",
  {
    blockCode: text()
      .notNull()
      .references(() => displayBlocks.code, { onDelete: "cascade" }),
    groupKey: text().notNull().default(""),
    groupName: text().notNull().default(""),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    sortOrder: smallint().notNull().default(0),
    /** The editor's line shown with the item (content picks). */
    comment: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.blockCode, t.groupKey, t.itemId] }), index().on(t.blockCode, t.sortOrder)],
);

/** Main visual banners of the home page. */
export const mainBanners = pgTable(
  "main_banners",
  {
    id: serial().primaryKey(),
    /** Natural key: the seed and the picture URL use it. */
    code: text().notNull(),
    title: text().notNull(),
    subTitle: text().notNull().default(""),
    imageUrl: text().notNull(),
    mobileImageUrl: text().notNull(),
    theme: text().notNull().default(""),
    backgroundColor: text().notNull().default("#1f5f3a"),
    link: text().notNull().default(""),
    linkTargetFlag: text({ enum: ["Y", "N"] })
      .notNull()
      .default("N"),
    active: boolean().notNull().default(true),
    startAt: timestamp({ withTimezone: true }),
    endAt: timestamp({ withTimezone: true }),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.code), index().on(t.active, t.sortOrder)],
);

/** Brands the operator features on the brand page and the home page. */
export const featuredBrands = pgTable(
  "featured_brands",
  {
    brandId: integer()
      .primaryKey()
      .references(() => sellerBrands.id, { onDelete: "cascade" }),
    headline: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.sortOrder)],
);

/** How and when a seller dispatches orders (SPEC §3 seller shipping info). */
export const sellerShippingPolicies = pgTable(
  "seller_shipping_policies",
  {
    sellerId: integer()
      .primaryKey()
      .references(() => sellers.id, { onDelete: "cascade" }),
    /** e.g. "신선물류 냉장 차량 배송". */
    deliveryMethod: text().notNull(),
    courier: text().notNull(),
    /** Orders paid before this hour (Korea time) on a weekday leave that day. */
    dispatchCutoffHour: smallint().notNull().default(14),
    /** Weekdays the seller needs on top (0 = same day). */
    preparationDays: smallint().notNull().default(0),
  },
  (t) => [
    check("seller_shipping_cutoff", sql`${t.dispatchCutoffHour} between 0 and 24`),
    check("seller_shipping_preparation", sql`${t.preparationDays} between 0 and 30`),
  ],
);

export const sellerNotices = pgTable(
  "seller_notices",
  {
    id: serial().primaryKey(),
    sellerId: integer()
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    title: text().notNull(),
    content: text().notNull(),
    pinned: boolean().notNull().default(false),
    displayed: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.sellerId, t.pinned, t.createdAt)],
);

/** Items the operator clears before their best-before date (the outlet's near-expiry half). */
export const outletItems = pgTable(
  "outlet_items",
  {
    itemId: integer()
      .primaryKey()
      .references(() => items.id, { onDelete: "cascade" }),
    bestBefore: date({ mode: "string" }).notNull(),
    note: text().notNull().default(""),
  },
  (t) => [index().on(t.bestBefore)],
);

/** 기획전 (plan), 타임세일·스팟 (spot) and 댓글 이벤트 (reply). */
export const events = pgTable(
  "events",
  {
    id: serial().primaryKey(),
    /** The slug in /event/{link}. */
    link: text().notNull(),
    kind: text({ enum: ["plan", "spot", "reply"] }).notNull(),
    title: text().notNull(),
    subTitle: text().notNull().default(""),
    summary: text().notNull().default(""),
    /** Trusted HTML written by the operator. */
    content: text().notNull().default(""),
    imageUrl: text().notNull(),
    theme: text().notNull().default(""),
    backgroundColor: text().notNull().default("#1f5f3a"),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    displayed: boolean().notNull().default(true),
    replyEnabled: boolean().notNull().default(false),
    sortOrder: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.link),
    index().on(t.endAt),
    index().on(t.kind, t.endAt),
    check("events_kind", sql`${t.kind} in ('plan', 'spot', 'reply')`),
    check("events_window", sql`${t.endAt} > ${t.startAt}`),
  ],
);

export const eventItems = pgTable(
  "event_items",
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** Tab of the event page ('' for a single list). */
    groupName: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.itemId] }), index().on(t.eventId, t.sortOrder)],
);

export const eventReplies = pgTable(
  "event_replies",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The member who wrote it; null for the demo replies. */
    memberId: integer(),
    /** Already masked ("김**"): the full name is never stored with the reply. */
    authorName: text().notNull(),
    /** Plain text as written; rendered escaped. */
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.eventId, t.createdAt), index().on(t.memberId)],
);

export interface StyleBookIngredient {
  name: string;
  amount: string;
}

/** Recipe-style content that links the items it cooks with. */
export const styleBooks = pgTable(
  "style_books",
  {
    id: serial().primaryKey(),
    /** Natural key for the seed and the picture URL. */
    code: text().notNull(),
    title: text().notNull(),
    subTitle: text().notNull().default(""),
    summary: text().notNull().default(""),
    imageUrl: text().notNull(),
    theme: text().notNull().default(""),
    backgroundColor: text().notNull().default("#1f5f3a"),
    cookingMinutes: smallint().notNull(),
    servings: smallint().notNull(),
    difficulty: text().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    ingredients: jsonb().$type<StyleBookIngredient[]>().notNull().default([]),
    steps: jsonb().$type<string[]>().notNull().default([]),
    tip: text().notNull().default(""),
    /** Shown in the home page's style-book block. */
    featured: boolean().notNull().default(false),
    displayed: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.code), index().on(t.displayed, t.publishedAt)],
);

export const styleBookItems = pgTable(
  "style_book_items",
  {
    styleBookId: integer()
      .notNull()
      .references(() => styleBooks.id, { onDelete: "cascade" }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.styleBookId, t.itemId] })],
);

/** Items open to designated (private) trade, with the least a designated order takes. */
export const designatedItems = pgTable(
  "designated_items",
  {
    itemId: integer()
      .primaryKey()
      .references(() => items.id, { onDelete: "cascade" }),
    minOrderQuantity: smallint().notNull().default(1),
    unit: text().notNull().default("개"),
    note: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.sortOrder), check("designated_min_quantity", sql`${t.minOrderQuantity} >= 1`)],
);
