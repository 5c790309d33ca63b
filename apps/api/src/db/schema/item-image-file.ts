import { integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { itemImages } from "./catalog.js";
import { bytea, timestamptz } from "./columns.js";

/**
 * The bytes of an item picture staff uploaded (docs/decisions/043), kept in the database like the claim photos of
 * decision 030: one file per `item_images` row (deleting the picture deletes its bytes), the type read from the bytes.
 * The picture's public address, `/images/item-photos/{id}-{sha256}.{ext}`, names the content hash, so it never changes
 * under its address and is served as immutable.
 */
export const itemImageFiles = pgTable(
  "item_image_files",
  {
    id: serial().primaryKey(),
    imageId: integer()
      .notNull()
      .references(() => itemImages.id, { onDelete: "cascade" }),
    /** image/jpeg, image/png or image/webp. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    /** Lower-case hex SHA-256 of the bytes: the address and the entity tag. */
    sha256: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.imageId)],
);
