import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authNumbers, authTokens, loginAttempts, rememberMeTokens } from "../../db/schema/account.js";
import { searchLogs } from "../../db/schema/content.js";
import { staffSessions } from "../../db/schema/staff.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createStaff } from "../../db/seed/staff.factory.js";
import { sealerOf } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let userId: number;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createMember(t.db)).user.id;
  staffId = (await createStaff(t.db, sealerOf(t), { role: "ROLE_CS" })).id;
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date("2027-06-15T03:00:00Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

type Kind = "authToken" | "rememberMe" | "authNumber" | "loginAttempt" | "searchLog" | "staffSession";
interface Case {
  kind: Kind;
  /** Dates of the row relative to NOW. */
  expiresIn?: number;
  revokedAgo?: number;
  createdAgo?: number;
  kept: boolean;
}

const cases: [string, Case][] = [
  ["a live session", { kind: "authToken", expiresIn: 30 * MINUTE, kept: true }],
  ["a session expired 6 days ago", { kind: "authToken", expiresIn: -6 * DAY, kept: true }],
  ["a session expired 8 days ago", { kind: "authToken", expiresIn: -8 * DAY, kept: false }],
  [
    "a session revoked 8 days ago, not yet expired",
    { kind: "authToken", expiresIn: DAY, revokedAgo: 8 * DAY, kept: false },
  ],
  ["a session revoked yesterday", { kind: "authToken", expiresIn: DAY, revokedAgo: DAY, kept: true }],
  ["a remember-me token still valid", { kind: "rememberMe", expiresIn: DAY, kept: true }],
  ["a remember-me token expired a minute ago", { kind: "rememberMe", expiresIn: -MINUTE, kept: false }],
  ["a code sent yesterday", { kind: "authNumber", createdAgo: DAY, kept: true }],
  ["a code sent 3 days ago", { kind: "authNumber", createdAgo: 3 * DAY, kept: false }],
  ["a login attempt of 29 days ago", { kind: "loginAttempt", createdAgo: 29 * DAY, kept: true }],
  ["a login attempt of 31 days ago", { kind: "loginAttempt", createdAgo: 31 * DAY, kept: false }],
  ["a search of 89 days ago", { kind: "searchLog", createdAgo: 89 * DAY, kept: true }],
  ["a search of 91 days ago", { kind: "searchLog", createdAgo: 91 * DAY, kept: false }],
  ["a live staff session", { kind: "staffSession", expiresIn: 20 * MINUTE, kept: true }],
  ["a staff session idle-ended 6 days ago", { kind: "staffSession", expiresIn: -6 * DAY, kept: true }],
  ["a staff session idle-ended 8 days ago", { kind: "staffSession", expiresIn: -8 * DAY, kept: false }],
  ["a staff session logged out 8 days ago", { kind: "staffSession", expiresIn: DAY, revokedAgo: 8 * DAY, kept: false }],
];

/** Writes the row a case describes and returns its id. */
async function insert(c: Case): Promise<number> {
  const unique = randomUUID();
  const created = at(-(c.createdAgo ?? 0));
  switch (c.kind) {
    case "authToken": {
      const [row] = await t.db
        .insert(authTokens)
        .values({
          tokenHash: unique,
          userId,
          role: "ROLE_USER",
          createdAt: created,
          lastUsedAt: created,
          expiresAt: at(c.expiresIn!),
          revokedAt: c.revokedAgo === undefined ? null : at(-c.revokedAgo),
        })
        .returning({ id: authTokens.id });
      return row!.id;
    }
    case "rememberMe": {
      const [row] = await t.db
        .insert(rememberMeTokens)
        .values({ seriesId: unique, userId, tokenHash: unique, expiresAt: at(c.expiresIn!) })
        .returning({ id: rememberMeTokens.id });
      return row!.id;
    }
    case "authNumber": {
      const [row] = await t.db
        .insert(authNumbers)
        .values({
          phoneNumber: "01012345678",
          purpose: "JOIN",
          codeHash: unique,
          requestAddress: "203.0.113.7",
          expiresAt: new Date(created.getTime() + 5 * MINUTE),
          createdAt: created,
        })
        .returning({ id: authNumbers.id });
      return row!.id;
    }
    case "loginAttempt": {
      const [row] = await t.db
        .insert(loginAttempts)
        .values({ kind: "LOGIN", loginId: unique, address: "203.0.113.7", succeeded: false, createdAt: created })
        .returning({ id: loginAttempts.id });
      return row!.id;
    }
    case "staffSession": {
      const [row] = await t.db
        .insert(staffSessions)
        .values({
          tokenHash: unique,
          staffId,
          createdAt: created,
          lastUsedAt: created,
          expiresAt: at(c.expiresIn!),
          revokedAt: c.revokedAgo === undefined ? null : at(-c.revokedAgo),
        })
        .returning({ id: staffSessions.id });
      return row!.id;
    }
    case "searchLog": {
      const [row] = await t.db
        .insert(searchLogs)
        .values({ keyword: unique, resultCount: 1, createdAt: created })
        .returning({ id: searchLogs.id });
      return row!.id;
    }
  }
}

const tables = {
  authToken: authTokens,
  rememberMe: rememberMeTokens,
  authNumber: authNumbers,
  loginAttempt: loginAttempts,
  searchLog: searchLogs,
  staffSession: staffSessions,
} as const;

describe("housekeeping.purgeExpiredRecords", () => {
  it("deletes exactly the records past their retention and counts them", async () => {
    const written = await Promise.all(cases.map(async ([label, c]) => ({ label, c, id: await insert(c) })));
    const counts = await t.app.services.housekeeping.purgeExpiredRecords(NOW);

    const survivors = new Map<Kind, Set<number>>();
    for (const kind of Object.keys(tables) as Kind[]) {
      const table = tables[kind];
      const ids = written.filter((w) => w.c.kind === kind).map((w) => w.id);
      const rows = await t.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      survivors.set(kind, new Set(rows.map((row) => row.id)));
    }
    expect(written.map(({ label, c, id }) => [label, survivors.get(c.kind)!.has(id)])).toEqual(
      cases.map(([label, c]) => [label, c.kept]),
    );
    // Every table is counted: at least the cases' old rows (demo rows older than NOW's cutoffs go too).
    for (const [kind, key] of [
      ["authToken", "authTokens"],
      ["rememberMe", "rememberMeTokens"],
      ["authNumber", "authNumbers"],
      ["loginAttempt", "loginAttempts"],
      ["searchLog", "searchLogs"],
      ["staffSession", "staffSessions"],
    ] as const) {
      const purged = cases.filter(([, c]) => c.kind === kind && !c.kept).length;
      expect(counts[key]).toBeGreaterThanOrEqual(purged);
    }
  });

  it("a second pass finds nothing more to delete", async () => {
    await t.app.services.housekeeping.purgeExpiredRecords(NOW);
    expect(await t.app.services.housekeeping.purgeExpiredRecords(NOW)).toEqual({
      authTokens: 0,
      rememberMeTokens: 0,
      authNumbers: 0,
      loginAttempts: 0,
      searchLogs: 0,
      idempotencyKeys: 0,
      storeInquiries: 0,
      staffSessions: 0,
    });
  });
});
