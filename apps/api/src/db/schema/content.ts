import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A single row (id = 1): the cooperative's company details shown in the footer. */
export const companyInfo = pgTable("company_info", {
  id: smallint().primaryKey().default(1),
  companyName: text().notNull(),
  bossName: text().notNull(),
  companyNumber: text().notNull(),
  post: text().notNull(),
  address: text().notNull(),
  mailOrderNumber: text().notNull(),
  adminName: text().notNull(),
  email: text().notNull(),
  customerPhone: text().notNull(),
  customerHours: text().notNull(),
  introduction: text().notNull(),
});

/** clause = 이용약관, protect = 개인정보처리방침, marketing, policy-info = 운영정책. */
export const policies = pgTable(
  "policies",
  {
    id: serial().primaryKey(),
    type: text({ enum: ["clause", "protect", "marketing", "policy-info"] }).notNull(),
    title: text().notNull(),
    content: text().notNull(),
    version: text().notNull(),
    effectiveDate: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.type, t.version)],
);

export const notices = pgTable(
  "notices",
  {
    id: serial().primaryKey(),
    label: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    pinned: boolean().notNull().default(false),
    showOnMain: boolean().notNull().default(false),
    viewCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.pinned, t.createdAt), index().on(t.showOnMain, t.createdAt)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: serial().primaryKey(),
    category: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.category, t.sortOrder)],
);

export const stripeBanners = pgTable("stripe_banners", {
  id: serial().primaryKey(),
  contents: text().notNull(),
  link: text().notNull().default(""),
  linkTargetFlag: text({ enum: ["Y", "N"] })
    .notNull()
    .default("N"),
  backgroundColor: text().notNull().default("#1f5f3a"),
  active: boolean().notNull().default(true),
  startAt: timestamp({ withTimezone: true }),
  endAt: timestamp({ withTimezone: true }),
});

export const recommendKeywords = pgTable("recommend_keywords", {
  id: serial().primaryKey(),
  searchContents: text().notNull(),
  searchLink: text().notNull().default(""),
  searchLinkTargetFlag: text({ enum: ["Y", "N"] })
    .notNull()
    .default("N"),
  searchMobileLink: text().notNull().default(""),
  searchMobileLinkTargetFlag: text({ enum: ["Y", "N"] })
    .notNull()
    .default("N"),
  active: boolean().notNull().default(true),
  /** The operator's order (docs/decisions/044): the search box shows the first one in use (ties: newest first). */
  sortOrder: smallint().notNull().default(0),
});

/** Every search a shopper runs; best-keyword ranks the last 7 days of these. */
export const searchLogs = pgTable(
  "search_logs",
  {
    id: serial().primaryKey(),
    keyword: text().notNull(),
    /** Hits of the strict search; best keywords count only searches that found something. */
    resultCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);

export const popups = pgTable(
  "popups",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    /** '1' = separate window, '2' = layer. */
    popupType: text({ enum: ["1", "2"] }).notNull(),
    width: integer().notNull().default(400),
    height: integer().notNull().default(400),
    leftPosition: integer().notNull().default(0),
    topPosition: integer().notNull().default(0),
    backgroundColor: text().notNull().default("#ffffff"),
    popupStyle: text().notNull().default(""),
    handleStyle: text().notNull().default(""),
    content: text().notNull(),
    imageUrl: text().notNull().default(""),
    link: text().notNull().default(""),
    active: boolean().notNull().default(true),
    startAt: timestamp({ withTimezone: true }),
    endAt: timestamp({ withTimezone: true }),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [check("popups_type", sql`${t.popupType} in ('1', '2')`)],
);

export const seoEntries = pgTable(
  "seo_entries",
  {
    id: serial().primaryKey(),
    /** A path or a path prefix ending in '/*'. */
    path: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    keywords: text().notNull().default(""),
    indexFlag: text({ enum: ["Y", "N"] })
      .notNull()
      .default("Y"),
    ogType: text().notNull().default("website"),
    ogTitle: text().notNull().default(""),
    ogImage: text().notNull().default(""),
    ogDescription: text().notNull().default(""),
  },
  (t) => [uniqueIndex().on(t.path)],
);

/** A single row (id = 1) of settings an operator changes without a deploy. */
export const siteConfig = pgTable("site_config", {
  id: smallint().primaryKey().default(1),
  /** Korea time, 'YYYY-MM-DD HH:mm' as configured; an unreadable value means no window. */
  maintenanceStart: text().notNull().default(""),
  maintenanceEnd: text().notNull().default(""),
  maintenanceMessage: text().notNull().default(""),
  sessionTimeoutMinutes: integer().notNull().default(60),
  pointUseRatio: integer().notNull().default(100),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const appVersions = pgTable(
  "app_versions",
  {
    id: serial().primaryKey(),
    platform: text({ enum: ["ios", "android"] }).notNull(),
    version: text().notNull(),
    forceUpdate: boolean().notNull().default(false),
    releasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.platform, t.releasedAt)],
);
