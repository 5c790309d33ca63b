import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  freePort,
  httpCall,
  listeningPids,
  pidsLogging,
  processAlive,
  repoRoot,
  type ShopProcess,
  spawnShop,
} from "../test/shop-process.js";
import { createDatabase, dropDatabase, randomSuffix, urlForDatabase } from "../test/test-database.js";

// `npm run start:cluster` (scripts/start-cluster.mjs, docs/decisions/024) with WORKERS=2 on a fresh PostgreSQL
// database: the primary migrates it once, two workers answer on one port, a worker that dies is replaced, and SIGTERM
// stops everything. Run from source (--source), so no build is needed; which worker answered is read from the
// request log, whose lines carry the process id.

const template = inject("testDatabaseTemplate");
const onPostgres = template.engine === "postgres";
if (!onPostgres) console.warn("cluster.test.ts skipped: start:cluster needs PostgreSQL (set DATABASE_URL)");

const clusterScript = "scripts/start-cluster.mjs";

const answeringPids = (output: string) => pidsLogging(output, (message) => message === "request completed");

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await sleep(200);
  }
}

const startedWorkers = (output: string) =>
  [...output.matchAll(/worker (\d+) started/g)].map((match) => Number(match[1]));

describe("start:cluster without DATABASE_URL", () => {
  it("refuses in one line: PGlite serves one process", () => {
    const result = spawnSync(process.execPath, [clusterScript, "--source"], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: "", WORKERS: "2" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "start:cluster: DATABASE_URL is not set: several processes need one PostgreSQL database (PGlite serves one, use `npm start`).",
    );
  });

  it("refuses a WORKERS that is not a whole number", () => {
    const result = spawnSync(process.execPath, [clusterScript, "--source"], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", WORKERS: "two" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('WORKERS must be a whole number from 1 to 256, not "two"');
  });
});

describe.skipIf(!onPostgres)("start:cluster with WORKERS=2 on PostgreSQL", () => {
  let databaseUrl = "";
  let dropFresh = async () => {};
  let shop: ShopProcess | undefined;

  beforeAll(async () => {
    if (template.engine !== "postgres") return;
    const name = `${template.template}_${randomSuffix()}`;
    // Empty: the primary's --prepare-only run migrates it.
    await createDatabase(template.databaseUrl, name);
    dropFresh = () => dropDatabase(template.databaseUrl, name);
    databaseUrl = urlForDatabase(template.databaseUrl, name);
    const port = await freePort();
    shop = await spawnShop(
      [clusterScript, "--source"],
      {
        DATABASE_URL: databaseUrl,
        WORKERS: "2",
        PORT: String(port),
        NODE_ENV: "test",
        SHOP_MODE: "demo",
        SEED_DEMO: "false",
        SERVE_WEB: "false",
        LOG_LEVEL: "info",
      },
      `http://127.0.0.1:${port}/ready`,
      150_000,
    );
    // /ready answers once the first worker listens; the other may still be loading.
    await waitFor(() => listeningPids(shop?.output() ?? "").size === 2, "both workers listening");
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await dropFresh();
  }, 60_000);

  it("migrated the fresh database once, before the workers started", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>("select count(*) from drizzle.__drizzle_migrations");
      expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    const output = shop?.output() ?? "";
    // The workers start with --no-prepare: only the primary's run touched the migrations.
    expect(output.indexOf("start:cluster: 2 workers")).toBeGreaterThan(-1);
    expect(startedWorkers(output)).toHaveLength(2);
  });

  it("answers from two worker processes on one port", async () => {
    const workers = startedWorkers(shop?.output() ?? "");
    expect(new Set(workers).size).toBe(2);
    // A new connection each: the primary hands connections to the workers in turn.
    for (let i = 0; i < 6; i++) {
      const res = await httpCall(`${shop?.baseUrl}/api/category`);
      expect(res.status, res.text()).toBe(200);
    }
    await sleep(200);
    const pids = answeringPids(shop?.output() ?? "");
    expect([...pids].sort()).toEqual([...workers].sort());
    expect(pids.has(shop?.child.pid ?? 0)).toBe(false);
  });

  it("starts another worker when one dies, and keeps answering meanwhile", async () => {
    // The worker that runs the housekeeping, so its replacement must take the role over.
    const victim = Number(/worker (\d+) started \(with the housekeeping\)/.exec(shop?.output() ?? "")?.[1]);
    if (!victim) throw new Error("no worker");
    process.kill(victim, "SIGKILL");
    await waitFor(() => /another starts in 1 s/.test(shop?.output() ?? ""), "the primary noticing the exit");
    expect(shop?.output()).toContain(`worker ${victim} stopped (SIGKILL); another starts in 1 s`);
    // The other worker answers meanwhile.
    expect((await httpCall(`${shop?.baseUrl}/healthcheck`)).status).toBe(200);
    await waitFor(() => startedWorkers(shop?.output() ?? "").length === 3, "a third worker started");
    const replacement = startedWorkers(shop?.output() ?? "")[2] ?? 0;
    expect(shop?.output()).toContain(`worker ${replacement} started (with the housekeeping)`);
    expect(shop?.output().match(/started \(with the housekeeping\)/g)).toHaveLength(2);
    await waitFor(() => listeningPids(shop?.output() ?? "").has(replacement), "the new worker listening");
    // New connections reach it again.
    for (let i = 0; i < 4; i++) expect((await httpCall(`${shop?.baseUrl}/healthcheck`)).status).toBe(200);
    await sleep(200);
    expect(answeringPids(shop?.output() ?? "").has(replacement)).toBe(true);
  }, 120_000);

  it("stops every worker and exits 0 on SIGTERM", async () => {
    if (!shop) throw new Error("no cluster");
    const workers = startedWorkers(shop.output()).filter(processAlive);
    expect(workers).toHaveLength(2);
    const started = Date.now();
    await shop.stop();
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(shop.child.exitCode).toBe(0);
    expect(shop.output()).toContain("start:cluster: stopped");
    expect(workers.filter(processAlive)).toEqual([]);
  }, 30_000);
});
