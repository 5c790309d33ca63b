import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { livestockKinds } from "./catalog.js";
import { bytea, timestamptz } from "./columns.js";

// The shop's code tables (issue 15 item 5, docs/decisions/052): select-box codes by group, the cooperative's deposit
// accounts, the meat cuts (부위) of each livestock kind and each kind's cut chart picture. Only modules/system-code
// reads or writes them.

/** One choice of a select box (배송 요청사항, 취소 사유, 장바구니 안내 …), found by its group. */
export const commonCodes = pgTable(
  "common_codes",
  {
    id: serial().primaryKey(),
    /** Upper-snake group name, e.g. DELIVERY_REQUEST. */
    groupCode: text().notNull(),
    /** The value a form sends; unique within its group. */
    code: text().notNull(),
    /** What the shopper reads. */
    name: text().notNull(),
    sortOrder: smallint().notNull().default(0),
    /** A retired choice stays for old records but is no longer offered. */
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex().on(t.groupCode, t.code)],
);

/** An account of the cooperative a buyer pays into by bank transfer (무통장 입금, 사업자 대량 구매). */
export const depositAccounts = pgTable(
  "deposit_accounts",
  {
    id: serial().primaryKey(),
    /** 금융결제원 code of core's bank table (payment/banks.ts). */
    bankCode: text().notNull(),
    accountNumber: text().notNull(),
    holder: text().notNull(),
    /** What the account is for, e.g. "사업자 대량 구매". */
    purpose: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.bankCode, t.accountNumber)],
);

/** A meat cut (부위) of one livestock kind: 등심 of 한우, 삼겹살 of 한돈 … */
export const meatCuts = pgTable(
  "meat_cuts",
  {
    id: serial().primaryKey(),
    livestock: text()
      .notNull()
      .references(() => livestockKinds.code),
    /** Lower-kebab code unique within the kind, e.g. "sirloin"; never changes. */
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.livestock, t.code), check("meat_cuts_sort_order", sql`${t.sortOrder} between 0 and 999`)],
);

/** The cut chart picture (부위 안내도) of one livestock kind: a drawn SVG from the seed or a picture staff uploaded. */
export const meatCutCharts = pgTable("meat_cut_charts", {
  livestock: text()
    .primaryKey()
    .references(() => livestockKinds.code),
  /** image/svg+xml (drawn by the seed only), image/jpeg, image/png or image/webp. */
  contentType: text().notNull(),
  byteSize: integer().notNull(),
  /** Lower-case hex SHA-256 of the bytes: part of the address and the entity tag. */
  sha256: text().notNull(),
  data: bytea().notNull(),
  alt: text().notNull(),
  updatedAt: timestamptz().notNull().defaultNow(),
});
