import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.js";

/**
 * The Cafe24 Admin API's OAuth 2.0 tokens of each mall the shop calls (docs/decisions/033, "Access token"): one row
 * per mall. Cafe24's access tokens last 2 hours and each refresh answers a new refresh token (the old one is spent),
 * so the tokens in force live here, not in configuration; `seed` is the refresh token the operator configured
 * (CAFE24_REFRESH_TOKEN), and a different configured seed starts the row over. `leaseId`/`leaseUntil` are the claim of
 * the one process refreshing now (taken and released under the row's lock; an expired lease may be taken over).
 * Only modules/cafe24 reads or writes it.
 */
export const cafe24OauthTokens = pgTable("cafe24_oauth_tokens", {
  mallId: text().primaryKey(),
  accessToken: text(),
  accessTokenExpiresAt: timestamptz(),
  refreshToken: text().notNull(),
  refreshTokenExpiresAt: timestamptz(),
  seed: text().notNull(),
  leaseId: text(),
  leaseUntil: timestamptz(),
  refreshedAt: timestamptz(),
  updatedAt: timestamptz().notNull().defaultNow(),
});

/**
 * The local Cafe24 sandbox's OAuth tokens (served at /api/dev/cafe24/api/v2/oauth/token): every access and refresh
 * token it issued, with its expiry; a refresh token is spent (`usedAt`) by its one refresh, as at Cafe24.
 */
export const cafe24SandboxOauthTokens = pgTable(
  "cafe24_sandbox_oauth_tokens",
  {
    token: text().primaryKey(),
    kind: text({ enum: ["access", "refresh"] }).notNull(),
    mallId: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.kind, t.usedAt),
    check("cafe24_sandbox_oauth_tokens_used", sql`${t.usedAt} is null or ${t.kind} = 'refresh'`),
  ],
);
