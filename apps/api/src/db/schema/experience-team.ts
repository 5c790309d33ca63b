import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { items } from "./catalog.js";
import { bytea, timestamptz } from "./columns.js";

// 체험단 (issue 15 item 3, docs/decisions/050). Only the experience-team module reads and writes these tables; the
// review a selected member writes lands in the catalog's experience_team_reviews (through the catalog service), so the
// item page shows it with the seeded ones.

/** A team recruiting members to try an item. Every end is exclusive (the phases: core experience-team-rules). */
export const experienceTeams = pgTable(
  "experience_teams",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
    capacity: integer().notNull(),
    recruitStartAt: timestamptz().notNull(),
    recruitEndAt: timestamptz().notNull(),
    announceAt: timestamptz().notNull(),
    reviewEndAt: timestamptz().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.itemId, t.recruitEndAt),
    index().on(t.recruitEndAt, t.id),
    check("experience_teams_capacity", sql`${t.capacity} > 0`),
    check(
      "experience_teams_schedule",
      sql`${t.recruitStartAt} < ${t.recruitEndAt} and ${t.recruitEndAt} <= ${t.announceAt} and ${t.announceAt} < ${t.reviewEndAt}`,
    ),
  ],
);

/** One member's application to a team: one per member and team (the unique key is the last word on a double tap). */
export const experienceApplications = pgTable(
  "experience_applications",
  {
    id: serial().primaryKey(),
    teamId: integer()
      .notNull()
      .references(() => experienceTeams.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member's name and login id when they applied (what staff and the review's masked author name read). */
    applicantName: text().notNull(),
    applicantLoginId: text().notNull(),
    /** 신청 사유. */
    message: text().notNull(),
    /** Where the shop reaches a selected member (digits only). */
    phone: text().notNull(),
    /** Blog or Instagram the member will also post on; '' for none. */
    snsUrl: text().notNull().default(""),
    /** applied until staff select; 미선정 is read from the phase (core applicationStatusAt). */
    status: text({ enum: ["applied", "selected"] })
      .notNull()
      .default("applied"),
    selectedAt: timestamptz(),
    /**
     * When the selected member's announcement text (선정 안내 문자) was sent: set in the same statement that claims it,
     * so each member of a team is texted once however often selection or the sweep runs. Null until then.
     */
    announceTextedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.teamId, t.userId),
    index().on(t.userId, t.createdAt, t.id),
    index().on(t.teamId, t.status),
  ],
);

/**
 * The bytes of an experience review's photos, kept in the database like item pictures (decision 043): the address,
 * `/images/experience-photos/{id}-{sha256}.{ext}`, names the content hash, so it is served as immutable. Deleting the
 * review deletes its photos.
 */
export const experienceReviewPhotos = pgTable(
  "experience_review_photos",
  {
    id: serial().primaryKey(),
    applicationId: integer()
      .notNull()
      .references(() => experienceApplications.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull(),
    /** image/jpeg, image/png, image/gif or image/webp, read from the bytes. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    /** Lower-case hex SHA-256 of the bytes: the address and the entity tag. */
    sha256: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.applicationId, t.sortOrder)],
);
