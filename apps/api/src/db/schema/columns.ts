import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp } from "drizzle-orm/pg-core";

/** A point in time with its zone (DESIGN.md: times stored as timestamptz, shown in Asia/Seoul). */
export const timestamptz = () => timestamp({ withTimezone: true });

/** Raw bytes (review photos, inquiry and application files); pg hands back a Buffer and PGlite a Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// PGlite converts bytea parameters and results byte by byte in JavaScript: a 5 MB photo took 18 s to insert and 6 s
// to read. Sent and read as base64 text and converted by the database it takes about 1 s each way (and costs
// PostgreSQL next to nothing), so file bytes always travel through these two.

/** Bytes to write into a bytea column. */
export function byteaValue(data: Buffer): SQL {
  return sql`decode(${data.toString("base64")}, 'base64')`;
}

/** A bytea column read as base64 text; Buffer.from(text, "base64") gives the bytes back. */
export function byteaAsBase64(column: AnyPgColumn): SQL<string> {
  return sql<string>`encode(${column}, 'base64')`;
}
