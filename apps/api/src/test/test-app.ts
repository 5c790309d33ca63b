/**
 * API tests: each test file gets its own copy of the migrated, demo-seeded database.
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 *   it("…", async () => {
 *     const res = await t.app.inject({ method: "GET", url: "/api/category" });
 *   });
 *
 * The copy comes from a template the global setup builds once per run (src/test/global-setup.ts):
 * a PGlite dump by default, or `CREATE DATABASE … TEMPLATE` on the server of `DATABASE_URL` when
 * it is set (every database created is dropped at teardown). The seed is the demo generator at
 * DEFAULT_SEED_ITEMS (360 items), deterministic, so tests may assert on it; insert more with the
 * factories of src/db/seed/*.factory.ts (createItem, createCategory, createSeller …). Tests inside one file share the database: write tests
 * that do not depend on another test's writes, or create a second app.
 */
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { type Db, type DbHandle, openDb } from "../db/client.js";
import { createDatabase, dropDatabase, randomSuffix, urlForDatabase } from "./test-database.js";

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  handle: DbHandle;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Environment variables on top of the test defaults (e.g. MAINTENANCE_START). */
  env?: Record<string, string>;
}

const testEnv = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  SESSION_SECRET: "test-session-secret-0123456789",
  AUTH_CLIENT_SECRET: "test-auth-client-secret-0123456789",
  SEED_DEMO: "false",
} as const;

let pgliteDump: Promise<Buffer> | undefined;

/** A fresh API on its own copy of the seeded template database. */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const template = inject("testDatabaseTemplate");
  let handle: DbHandle;
  let dropClone = async () => {};
  let databaseUrl = "";

  if (template.engine === "postgres") {
    const clone = `${template.template}_${randomSuffix()}`;
    await createDatabase(template.databaseUrl, clone, template.template);
    databaseUrl = urlForDatabase(template.databaseUrl, clone);
    dropClone = () => dropDatabase(template.databaseUrl, clone);
    try {
      handle = await openDb({ databaseUrl, poolSize: 4 });
    } catch (error) {
      await dropClone();
      throw error;
    }
  } else {
    pgliteDump ??= readFile(template.dumpFile);
    handle = await openDb({ pgliteLoadDataDir: new Blob([await pgliteDump]) });
  }

  const config = loadConfig({ ...testEnv, DATABASE_URL: databaseUrl, ...options.env });
  const app = await buildApp({ config, db: handle, logger: false });
  await app.ready();

  let closed = false;
  return {
    app,
    db: handle.db,
    handle,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await app.close();
        await handle.close();
      } finally {
        await dropClone();
      }
    },
  };
}
