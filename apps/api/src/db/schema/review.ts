import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { items } from "./catalog.js";
import { bytea, timestamptz } from "./columns.js";
import { orderItems } from "./order.js";

/** A member's review of an item bought: one per order line, plain text (never HTML). */
export const reviews = pgTable(
  "reviews",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id),
    score: smallint().notNull(),
    content: text().notNull(),
    /** Kept with the photos so the 포토리뷰 filter reads one table. */
    photoCount: smallint().notNull().default(0),
    /** Moves with review_likes in the same transaction. */
    likeCount: integer().notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.orderItemId),
    // The two list sorts of an item's reviews, newest and most liked.
    index().on(t.itemId, t.createdAt, t.id),
    index().on(t.itemId, t.likeCount, t.createdAt, t.id),
    index().on(t.userId, t.createdAt),
    check("reviews_score", sql`${t.score} between 1 and 5`),
    check("reviews_photo_count", sql`${t.photoCount} between 0 and 5`),
  ],
);

/** A review's pictures, kept in the database as the bytes uploaded (type detected from them, not the client). */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: serial().primaryKey(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    sortOrder: smallint().notNull(),
    /** image/jpeg, image/png, image/gif or image/webp. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    data: bytea().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.reviewId, t.sortOrder)],
);

/** One like per member and review (the like call toggles it). */
export const reviewLikes = pgTable(
  "review_likes",
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A member's wished items (찜), at most once each. */
export const wishlists = pgTable(
  "wishlists",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index().on(t.userId, t.createdAt)],
);
