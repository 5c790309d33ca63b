// `npx tsx bench/login-bench.ts`: what a login costs at the chosen argon2id setting (bench/README.md, "Login").
//
// 1. In-process: milliseconds per argon2id hash at the shop's setting and at the neighbouring OWASP settings, so
//    the choice can be weighed against the others on this machine.
// 2. Under load: the real shop on PostgreSQL (NODE_ENV=production), POST /api/auth/token signed as the web server
//    signs it, rotating over many members, next to GET /api/healthcheck measured in the same run.
//
//   npx tsx bench/login-bench.ts                         defaults: 20 connections, 3 s warm-up, 10 s per target
//   npx tsx bench/login-bench.ts --connections 50 --duration 20
//
// PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a fresh
// database named after it is created and dropped at the end. Port: BENCH_PORT, else a free one.
import { createHmac } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { hash, verify } from "@node-rs/argon2";
import autocannon from "autocannon";
import { DEMO_SECRETS } from "../apps/api/src/config.js";
import { hashPassword, PASSWORD_HASH_OPTIONS } from "../apps/api/src/lib/password-hash.js";
import { loadEnv } from "../scripts/load-env.mjs";
import { query } from "../scripts/pg-database.mjs";
import { cleanupOnSignals, findFreePort, launchShop } from "../scripts/shop-server.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, "..");

const { values: flags } = parseArgs({
  options: {
    connections: { type: "string", default: "20" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    members: { type: "string", default: "200" },
  },
});
const connections = Number(flags.connections);
const duration = Number(flags.duration);
const warmup = Number(flags.warmup);
const memberCount = Number(flags.members);
const PASSWORD = "Bench!2580pw";

const fmt = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** OWASP's argon2id settings of equal strength (m in KiB), the shop's first. */
const SETTINGS = [
  { name: "shop (OWASP m=19 MiB, t=2)", memoryCost: PASSWORD_HASH_OPTIONS.memoryCost, timeCost: 2 },
  { name: "OWASP m=12 MiB, t=3", memoryCost: 12_288, timeCost: 3 },
  { name: "OWASP m=46 MiB, t=1", memoryCost: 47_104, timeCost: 1 },
  { name: "RFC 9106 low-memory m=64 MiB, t=3", memoryCost: 65_536, timeCost: 3 },
];

async function hashCosts() {
  const rows = [];
  for (const setting of SETTINGS) {
    const options = { ...PASSWORD_HASH_OPTIONS, memoryCost: setting.memoryCost, timeCost: setting.timeCost };
    const stored = await hash(PASSWORD, options);
    for (let i = 0; i < 3; i++) await verify(stored, PASSWORD);
    const rounds = 30;
    const start = performance.now();
    for (let i = 0; i < rounds; i++) await verify(stored, PASSWORD);
    const ms = (performance.now() - start) / rounds;
    rows.push({ ...setting, msPerVerify: ms, perCorePerSecond: 1000 / ms });
  }
  return rows;
}

/** The body of a member's login and its signature headers, signed now (a signature over 5 minutes old is refused). */
function signedLogin(secret: string, loginId: string) {
  const body = JSON.stringify({ loginId, password: PASSWORD });
  const timestamp = String(Date.now());
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return {
    body,
    headers: { "content-type": "application/json", "x-timestamp": timestamp, "x-signature": signature },
  };
}

function signedLoginRequest(secret: string, loginId: string): autocannon.Request {
  return {
    method: "POST",
    path: "/api/auth/token",
    // Signed as each request goes out, not once when the run starts.
    setupRequest: (request) => {
      const signed = signedLogin(secret, loginId);
      return { ...request, body: signed.body, headers: { ...request.headers, ...signed.headers } };
    },
  };
}

loadEnv(root);
// The shop it starts runs in demo mode (scripts/shop-server.mjs sets SHOP_MODE=demo): the secret given in the
// environment, else the demo one the API uses when none is set.
const secret = process.env.AUTH_CLIENT_SECRET || DEMO_SECRETS.AUTH_CLIENT_SECRET;
const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

console.log(`argon2id verify cost on this machine (${os.cpus()[0]?.model.trim()}, ${os.cpus().length} cores):`);
const costs = await hashCosts();
for (const row of costs) {
  console.log(
    `  ${row.name.padEnd(36)} ${fmt(row.msPerVerify, 1)} ms per verify, ${fmt(row.perCorePerSecond)} per core per s`,
  );
}

const logDir = path.join(benchDir, "results");
mkdirSync(logDir, { recursive: true });
const logFile = path.join(logDir, "login-bench-shop.log");
const port = Number(process.env.BENCH_PORT) || (await findFreePort());
const shop = launchShop({
  serverUrl,
  purpose: "loginbench",
  port,
  logFile,
  // The storefront is not measured here; a throwaway local run in demo mode, dev routes off as in production.
  env: {
    SERVE_WEB: "false",
    SEED_DEMO: "true",
    SEED_ITEMS: "360",
    LOG_LEVEL: "warn",
    DEV_TOOLS: "false",
    NODE_ENV: "production",
  },
});
const interrupt = cleanupOnSignals(shop.stop);

let exitCode = 1;
try {
  const { baseUrl, databaseUrl } = await shop.ready;
  if (!databaseUrl) throw new Error("the benchmark runs on PostgreSQL only");
  // Members hashed as join would hash them; many of them, so row updates of one login do not queue on one row.
  const passwordHash = await hashPassword(PASSWORD);
  const loginIds = Array.from({ length: memberCount }, (_, i) => `bench${String(i).padStart(5, "0")}`);
  const values = loginIds
    .map(
      (loginId, i) =>
        `('${loginId}', '${passwordHash}', '벤치회원', '${loginId}@example.com', '010${String(90_000_000 + i).padStart(8, "0")}', 'PERSONAL', true, true, now(), now())`,
    )
    .join(",\n");
  await query(
    databaseUrl,
    `insert into users (login_id, password_hash, user_name, email, phone_number, user_type, agree_terms, agree_privacy, password_changed_at, last_login_at) values ${values}`,
  );
  await query(databaseUrl, "VACUUM (ANALYZE)");

  const sample = signedLogin(secret, loginIds[0]!);
  const check = await fetch(`${baseUrl}/api/auth/token`, {
    method: "POST",
    headers: sample.headers,
    body: sample.body,
  });
  if (check.status !== 200) throw new Error(`login answered ${check.status}: ${await check.text()}`);

  const run = (opts: autocannon.Options) => autocannon({ connections, ...opts });
  const loginRequests = loginIds.map((loginId) => signedLoginRequest(secret, loginId));
  await run({ url: `${baseUrl}/api/healthcheck`, duration: warmup });
  await run({ url: baseUrl, requests: loginRequests, duration: warmup });
  const baseline = await run({ url: `${baseUrl}/api/healthcheck`, duration });
  const login = await run({ url: baseUrl, requests: loginRequests, duration });
  if (login.non2xx + login.errors > 0) {
    throw new Error(`login under load: ${login.non2xx} non-2xx answers, ${login.errors} errors`);
  }
  const summary = {
    date: new Date().toISOString(),
    cpu: os.cpus()[0]?.model.trim(),
    cores: os.cpus().length,
    node: process.version,
    threadpool: process.env.UV_THREADPOOL_SIZE ?? "4 (default)",
    loadAverage: os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" "),
    connections,
    duration,
    hashCosts: costs,
    baseline: { rps: baseline.requests.average, p50: baseline.latency.p50, p99: baseline.latency.p99 },
    login: { rps: login.requests.average, p50: login.latency.p50, p99: login.latency.p99 },
  };
  console.log(`\n| target | req/s | p50 (ms) | p99 (ms) | req/s vs baseline |`);
  console.log("|---|---:|---:|---:|---:|");
  console.log(
    `| \`GET /api/healthcheck\` | ${fmt(summary.baseline.rps)} | ${fmt(summary.baseline.p50)} | ${fmt(summary.baseline.p99)} | 100 % |`,
  );
  console.log(
    `| \`POST /api/auth/token\` | ${fmt(summary.login.rps)} | ${fmt(summary.login.p50)} | ${fmt(summary.login.p99)} | ${fmt((summary.login.rps / summary.baseline.rps) * 100, 1)} % |`,
  );
  writeFileSync(
    path.join(logDir, `login-bench-${summary.date.replaceAll(":", "-")}.json`),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  exitCode = 0;
} catch (error) {
  if (!interrupt.exitCode()) console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  try {
    await shop.stop();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode ||= 1;
  }
}
process.exit(interrupt.exitCode() ?? exitCode);
