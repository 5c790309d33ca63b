import { timestamp } from "drizzle-orm/pg-core";

/** A point in time with its zone (DESIGN.md: times stored as timestamptz, shown in Asia/Seoul). */
export const timestamptz = () => timestamp({ withTimezone: true });
