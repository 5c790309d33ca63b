// Throwaway PostgreSQL databases for the e2e runner, the benchmark and .ci/run.
//
//   node scripts/pg-database.mjs create <postgres-url>   creates the database the URL names
//   node scripts/pg-database.mjs drop <postgres-url>     drops it (connections are closed first)
import { randomBytes } from "node:crypto";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

// pg is the api workspace's dependency; resolving it from there holds however npm lays out node_modules.
const pg = createRequire(new URL("../apps/api/package.json", import.meta.url))("pg");

/** The database name of a postgres:// URL. */
export function databaseName(databaseUrl) {
  return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ""));
}

/** The same server with another database. */
export function withDatabase(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `<base>_<purpose>_<8 hex>`, the base taken from the URL's database so parallel runs on one server
 * never meet; `<purpose>_<8 hex>` when the URL names the server's `postgres` database.
 */
export function uniqueDatabaseName(databaseUrl, purpose) {
  const base = databaseName(databaseUrl)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 40);
  const suffix = `${purpose}_${randomBytes(4).toString("hex")}`;
  return !base || base === "postgres" ? suffix : `${base}_${suffix}`;
}

function quoteIdent(name) {
  // Names are built here or passed by our own scripts; anything else is refused, never escaped.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`refusing database name "${name}"`);
  return `"${name}"`;
}

async function onAdminDatabase(databaseUrl, statement) {
  // CREATE/DROP DATABASE cannot run inside the target itself; the `postgres` database always exists.
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the database `databaseUrl` points at (UTF-8, the server's C.UTF-8 collation). */
export async function createDatabase(databaseUrl) {
  await onAdminDatabase(databaseUrl, `CREATE DATABASE ${quoteIdent(databaseName(databaseUrl))}`);
}

/** Drops the database `databaseUrl` points at, even with clients still connected. */
export async function dropDatabase(databaseUrl) {
  await onAdminDatabase(databaseUrl, `DROP DATABASE IF EXISTS ${quoteIdent(databaseName(databaseUrl))} WITH (FORCE)`);
}

/** Runs one statement on the database `databaseUrl` points at and returns the rows. */
export async function query(databaseUrl, statement) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const [command, url] = process.argv.slice(2);
  const actions = { create: createDatabase, drop: dropDatabase };
  const action = actions[command ?? ""];
  if (!action || !url) {
    console.error("usage: node scripts/pg-database.mjs create|drop postgres://user@host:port/name");
    process.exit(2);
  }
  try {
    await action(url);
    console.log(`${command === "create" ? "created" : "dropped"} database ${databaseName(url)}`);
  } catch (error) {
    console.error(`could not ${command} database ${databaseName(url)}: ${error.message}`);
    process.exit(1);
  }
}
