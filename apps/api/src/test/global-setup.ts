import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { openDb } from "../db/client.js";
import { DEFAULT_SEED_ITEMS, seedDemoData } from "../db/seed/seed-demo.js";
import {
  baseDatabaseName,
  createDatabase,
  dropDatabasesWithPrefix,
  randomSuffix,
  urlForDatabase,
} from "./test-database.js";

export type TestDatabaseTemplate =
  | { engine: "pglite"; dumpFile: string }
  | { engine: "postgres"; databaseUrl: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

const tmpDir = fileURLToPath(new URL("../../.tmp/", import.meta.url));

/**
 * Once per run: a migrated, demo-seeded database every test file clones (DESIGN.md: migrating
 * PGlite costs 3–4 s, loading a dump ~0.6 s). Returns the teardown that removes it all.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const template = `${baseDatabaseName(databaseUrl)}_tpl_${randomSuffix()}`;
    // Clones are named `${template}_…`, so one prefix drop removes them with the template,
    // including clones a crashed worker never dropped.
    const dropAll = () => dropDatabasesWithPrefix(databaseUrl, template);
    try {
      await createDatabase(databaseUrl, template);
      const handle = await openDb({ databaseUrl: urlForDatabase(databaseUrl, template), poolSize: 4 });
      try {
        await handle.migrate();
        await seedDemoData(handle.db, { items: DEFAULT_SEED_ITEMS });
      } finally {
        // CREATE DATABASE … TEMPLATE refuses a template with open connections.
        await handle.close();
      }
    } catch (error) {
      await dropAll();
      throw error;
    }
    project.provide("testDatabaseTemplate", { engine: "postgres", databaseUrl, template });
    return async () => {
      await dropAll();
    };
  }

  await mkdir(tmpDir, { recursive: true });
  const dumpFile = path.join(tmpDir, `pglite-template-${process.pid}-${randomSuffix()}.tar`);
  const handle = await openDb({});
  try {
    await handle.migrate();
    await seedDemoData(handle.db, { items: DEFAULT_SEED_ITEMS });
    const dump = await handle.pglite!.dumpDataDir("none");
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } catch (error) {
    await rm(dumpFile, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
  project.provide("testDatabaseTemplate", { engine: "pglite", dumpFile });
  return async () => {
    await rm(dumpFile, { force: true });
  };
}
