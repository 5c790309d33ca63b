import { randomBytes } from "node:crypto";
import pg from "pg";

// Shared by the global setup (template) and test-app (clones): PostgreSQL database names are
// derived from DATABASE_URL's database name so parallel runs of different helpers never meet.

/** The URL of the same server's `postgres` database, where CREATE/DROP DATABASE run. */
export function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

/** `databaseUrl` pointing at another database of the same server. */
export function urlForDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function baseDatabaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ""));
  const safe = name.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  // Leaves room for "_tpl_<8>_<8>" within PostgreSQL's 63-byte identifier limit.
  return (safe || "shop").slice(0, 36);
}

export function randomSuffix(): string {
  return randomBytes(4).toString("hex");
}

function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  return `"${name}"`;
}

/** Runs one statement on the server's admin database and disconnects. */
async function onAdmin(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createDatabase(databaseUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE ${quoteIdent(template)}` : "";
  await onAdmin(databaseUrl, `CREATE DATABASE ${quoteIdent(name)}${from}`);
}

export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await onAdmin(databaseUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

/** Drops every database whose name starts with `prefix` (clones left by crashed workers included). */
export async function dropDatabasesWithPrefix(databaseUrl: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) order by length(datname) desc",
      [prefix],
    );
    // Clones first (longer names), the template last: a clone never blocks its template's drop.
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(row.datname)} WITH (FORCE)`);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
