import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, timestamptz } from "./columns.js";

/**
 * 입점문의: a producer's or company's application to sell on the shop, from a guest or a member alike. Read by the
 * back office; the applicant only gets its application number back.
 */
export const storeInquiries = pgTable(
  "store_inquiries",
  {
    id: serial().primaryKey(),
    /** 접수번호 told to the applicant: SI, the day in Korea (yyMMdd), "-", the id padded to 5 digits. */
    applicationNumber: text().notNull(),
    companyName: text().notNull(),
    ceoName: text().notNull(),
    /** 10 digits, checksum passed. */
    businessNumber: text().notNull(),
    managerName: text().notNull(),
    phoneNumber: text().notNull(),
    email: text().notNull(),
    /** A code of @shop/contracts/store-inquiry's categories (HANWOO, HMR …). */
    category: text().notNull(),
    /** "" when none was given. */
    website: text().notNull().default(""),
    proposal: text().notNull(),
    /** When the applicant ticked the privacy consent: the record a Korean shop keeps of it. */
    privacyAgreedAt: timestamptz().notNull(),
    /** RECEIVED until the back office (a later issue) moves it. */
    status: text().notNull().default("RECEIVED"),
    /** The client that sent it, as the throttles count one (core's throttleAddressOf): the per-address budget. */
    clientAddress: text().notNull(),
    /** The shop's answer, written in the back office (sent to the contact by text message); null while it waits. */
    answer: text(),
    answeredAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.applicationNumber),
    // The per-address budget reads the newest applications of one address.
    index().on(t.clientAddress, t.createdAt),
    index().on(t.createdAt),
    check("store_inquiries_business_number", sql`${t.businessNumber} ~ '^[0-9]{10}$'`),
    check("store_inquiries_answered", sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);

/** An application's attachments (회사소개서, 제안서): PDF or pictures, type detected from the bytes, as uploaded. */
export const storeInquiryFiles = pgTable(
  "store_inquiry_files",
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => storeInquiries.id, { onDelete: "cascade" }),
    sortOrder: smallint().notNull(),
    /** The applicant's file name, cleaned of paths and control characters; for the back office's download. */
    fileName: text().notNull(),
    /** application/pdf, image/jpeg, image/png, image/gif or image/webp. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    data: bytea().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.inquiryId, t.sortOrder)],
);
