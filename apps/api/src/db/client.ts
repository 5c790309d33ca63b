import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { repoRoot } from "../config.js";
import { lockDataDir } from "./data-dir-lock.js";
import { NamedStatementClient } from "./named-statements.js";

/** The one database type the repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// From the repository root, which the server's file finds alike as source (src/db/) and compiled (dist/).
export const migrationsFolder = path.join(repoRoot, "apps/api/src/db/migrations");

export interface DbHandle {
  db: Db;
  engine: "pglite" | "postgres";
  /** Runs the committed migrations; throws on the first failure. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine, when that is what runs (tests clone it with dumpDataDir). */
  pglite?: PGlite;
}

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** A saved PGlite data dir (tarball) to start from, for fast test databases. */
  pgliteLoadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

// No `schema`: the repositories build their queries with the query builder, never the relational `db.query` API, and
// with a schema Drizzle would make a relational builder per table for `db` and again for every transaction.
const drizzleOptions = { casing: "snake_case" } as const;

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (in memory without a dir). */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Parameterised statements prepared once per connection (decision 057).
      Client: NamedStatementClient,
    });
    pool.on("error", (error) => {
      // An idle client lost its connection; the pool replaces it on the next checkout.
      console.error("postgres pool error", error);
    });
    const db = drizzleNodePg(pool, drizzleOptions);
    return {
      db: db as unknown as Db,
      engine: "postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  // Taken before PGlite opens the dir: a second process must not touch the files at all.
  const lock = options.pgliteDir ? await lockDataDir(options.pgliteDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
      ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    pglite: client,
  };
}
