import { index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { bytea, timestamptz } from "./columns.js";
import { orderClaims } from "./order.js";

/**
 * The photos a shopper sends with a return or exchange (docs/decisions/030), kept in the database as uploaded like the
 * inquiry files of decision 029: images only, the type read from the bytes.
 */
export const orderClaimPhotos = pgTable(
  "order_claim_photos",
  {
    id: serial().primaryKey(),
    claimId: integer()
      .notNull()
      .references(() => orderClaims.id, { onDelete: "cascade" }),
    sortOrder: smallint().notNull(),
    fileName: text().notNull(),
    /** image/jpeg, image/png, image/gif or image/webp. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    data: bytea().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.claimId, t.sortOrder)],
);
