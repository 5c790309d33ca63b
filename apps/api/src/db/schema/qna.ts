import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { bytea, timestamptz } from "./columns.js";

/**
 * A member's 1:1 inquiry to the shop (1:1 문의): waiting until the shop's answer is written, then completed. Plain
 * text (never HTML). The group is a code of the contracts' QNA_GROUPS.
 */
export const qnaInquiries = pgTable(
  "qna_inquiries",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupCode: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** The order it is about, as the member named it (one of theirs when it was filed). */
    orderCode: text(),
    answer: text(),
    answeredAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // The member's list, newest first.
    index().on(t.userId, t.createdAt, t.id),
    // The back office's lists, newest first: all of them, and those waiting for an answer.
    index("qna_inquiries_created_at_id_index").on(t.createdAt, t.id),
    index("qna_inquiries_waiting_index").on(t.createdAt, t.id).where(sql`${t.answer} is null`),
    check("qna_inquiries_answered", sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);

/**
 * An inquiry's attachments, kept in the database as uploaded (docs/decisions/029): the type detected from the bytes,
 * the name the member's file had.
 */
export const qnaInquiryFiles = pgTable(
  "qna_inquiry_files",
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => qnaInquiries.id, { onDelete: "cascade" }),
    sortOrder: smallint().notNull(),
    fileName: text().notNull(),
    /** image/jpeg, image/png, image/gif, image/webp or application/pdf. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    data: bytea().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.inquiryId, t.sortOrder)],
);
