import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { authTokens, users } from "./account.js";
import { timestamptz } from "./columns.js";

/**
 * The companion app on one phone (SPEC §3 device info), known by its push token (the "key"). A token belongs to one
 * member at a time: the member logged in on the phone registers it (POST /api/app-push/token), another member logging
 * in on the same phone takes it over with fresh settings, and logout signs it out (docs/decisions/046). Only a device
 * that is signed in with push on receives notices.
 */
export const appPushDevices = pgTable(
  "app_push_devices",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text().notNull().unique(),
    platform: text({ enum: ["ios", "android"] }).notNull(),
    appVersion: text(),
    deviceModel: text(),
    osVersion: text(),
    /** The login session that registered the token; its logout signs the device out. */
    authTokenId: integer().references(() => authTokens.id, { onDelete: "set null" }),
    /** False after logout (SPEC §4: the push token is cleared when not logged in); no notice goes to it. */
    signedIn: boolean().notNull().default(true),
    /** Push alerts on (SPEC §3 "receive"). */
    pushEnabled: boolean().notNull().default(true),
    /** 광고성 정보 pushes agreed (SPEC §3 "alarm"); refused until the member agrees. */
    marketingAgreed: boolean().notNull().default(false),
    marketingChangedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.authTokenId)],
);

/** Every marketing choice made in the app (SPEC §3 push log: key, receiveFlag), with the text the member was shown. */
export const appPushLogs = pgTable(
  "app_push_logs",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The device's push token when the choice was made. */
    deviceKey: text().notNull(),
    receiveFlag: text({ enum: ["Y", "N"] }).notNull(),
    text: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
