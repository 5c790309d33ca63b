// `npm run bench`: load benchmark of the shop on PostgreSQL with the demo catalog at 100,000 items.
// Every target is reported as a ratio to a constant-JSON route measured in the same run, so numbers
// from different machines compare (DESIGN.md). Rewrites only the generated section of bench/README.md.
//
//   npm run bench                                  the full run (builds the storefront first)
//   npm run bench -- --no-build --items 20000      quicker, e.g. while changing the harness
//   npm run bench -- --targets baseline,category   only some targets (the baseline always runs)
//   npm run bench -- --no-write                    print only, leave README.md alone
//   npm run bench -- --rounds 3                    interleave 3 rounds of every target (a busy machine)
//
// PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
// a fresh `bench_<random>` database is created on that server and dropped at the end.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { loadEnv } from "../scripts/load-env.mjs";
import { query } from "../scripts/pg-database.mjs";
import { cleanupOnSignals, findFreePort, launchShop } from "../scripts/shop-server.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, "..");
const readmeFile = path.join(benchDir, "README.md");
const START_MARKER = "<!-- bench:results:start -->";
const END_MARKER = "<!-- bench:results:end -->";

interface Target {
  name: string;
  path: string;
  why: string;
  /** Paths each connection cycles through instead of `path` alone (a search rotating keywords). */
  rotate?: string[];
}

/** Searches the search target rotates over: popular keywords, rarer ones, 초성 and a typo. */
const SEARCH_KEYWORDS = ["한우", "등심", "삼겹살", "목살", "한우 등심", "ㅎㅇ", "갈비탕", "안창살", "닭가슴살", "등섬"];
const searchPath = (keyword: string) => `/api/search/result?query=${encodeURIComponent(keyword)}&page=1&size=20`;

const targets: Target[] = [
  { name: "baseline", path: "/api/healthcheck", why: "constant JSON: the ceiling of this machine and stack" },
  { name: "category", path: "/api/category", why: "the category tree every page's menu needs" },
  {
    name: "item-list",
    path: "/api/item?livestock=hanwoo&page=1&size=20",
    why: "the call behind the home page's item grid",
  },
  { name: "home", path: "/", why: "the home page, server-rendered" },
  {
    name: "item-filter",
    path: "/api/item?livestock=hanwoo&brandId=1&priceArea=50000-&soldOut=hide&sort=popular&page=1&size=20",
    why: "a filtered, sorted item list page (issue 4)",
  },
  {
    name: "search",
    path: searchPath(SEARCH_KEYWORDS[0]!),
    rotate: SEARCH_KEYWORDS.map(searchPath),
    why: `the item search, rotating over ${SEARCH_KEYWORDS.length} keywords (issue 4)`,
  },
];

/** The issue's target: the category tree at no less than half the constant route's throughput. */
const GATE = { target: "category", minRatio: 0.5 };
/** Issue 4's targets: a share of the baseline's req/s and a p99 bound at the run's connections. */
const LATENCY_GATES = [
  { target: "item-filter", minRatio: 0.25, maxP99Ms: 50 },
  { target: "search", minRatio: 0.25, maxP99Ms: 50 },
];

const { values: flags } = parseArgs({
  options: {
    items: { type: "string", default: "100000" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    rounds: { type: "string", default: "1" },
    targets: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "no-write": { type: "boolean", default: false },
  },
});
const items = Number(flags.items);
const connections = Number(flags.connections);
const duration = Number(flags.duration);
const warmup = Number(flags.warmup);
const rounds = Math.max(1, Number(flags.rounds));
const chosen = flags.targets ? new Set(["baseline", ...flags.targets.split(",")]) : undefined;
const unknownTargets = [...(chosen ?? [])].filter((name) => !targets.some((target) => target.name === name));
if (unknownTargets.length > 0) {
  console.error(`unknown target ${unknownTargets.join(", ")}; targets: ${targets.map((t) => t.name).join(", ")}`);
  process.exit(2);
}
const selected = targets.filter((target) => !chosen || chosen.has(target.name));

interface Measurement {
  target: Target;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

// Sent like a browser would; compressing responses is part of what a real request costs.
const requestHeaders = { "accept-encoding": "gzip, deflate, br", accept: "application/json, text/html" };

const runLoad = (baseUrl: string, target: Target, seconds: number) =>
  autocannon({
    url: `${baseUrl}${target.path}`,
    connections,
    duration: seconds,
    headers: requestHeaders,
    ...(target.rotate ? { requests: target.rotate.map((path) => ({ method: "GET" as const, path })) } : {}),
  });

/**
 * Each target warms up once, then every round measures all targets in turn, so a disturbance on a
 * shared machine spreads over all of them instead of skewing one ratio. req/s is over all rounds;
 * latency percentiles are the worst round's.
 */
async function measureAll(baseUrl: string, chosenTargets: Target[]): Promise<Measurement[]> {
  for (const target of chosenTargets) await runLoad(baseUrl, target, warmup);
  const runs = new Map<Target, autocannon.Result[]>(chosenTargets.map((target) => [target, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of chosenTargets) {
      process.stdout.write(`  ${rounds > 1 ? `round ${round} ` : ""}${target.name.padEnd(10)} GET ${target.path} … `);
      const result = await runLoad(baseUrl, target, duration);
      runs.get(target)!.push(result);
      console.log(
        `${fmt(result.requests.average)} req/s, p99 ${fmt(result.latency.p99)} ms${result.errors ? `, ${result.errors} errors (${result.timeouts} timeouts)` : ""}`,
      );
      // A wrong answer makes the numbers meaningless; timeouts are the result itself and stay in the table.
      if (result.non2xx > 0) throw new Error(`${target.path}: ${result.non2xx} non-2xx answers under load`);
    }
  }
  return chosenTargets.map((target) => {
    const results = runs.get(target)!;
    const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
    const worst = (pick: (result: autocannon.Result) => number) => Math.max(...results.map(pick));
    return {
      target,
      requestsPerSecond: sum((r) => r.requests.total) / sum((r) => r.duration),
      p50: worst((r) => r.latency.p50),
      p99: worst((r) => r.latency.p99),
      requests: sum((r) => r.requests.total),
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
    };
  });
}

/** Refuses to time a route that does not answer 200: a benchmark of error pages measures nothing. */
async function checkAnswers(baseUrl: string, target: Target) {
  for (const path of target.rotate ?? [target.path]) {
    const response = await fetch(`${baseUrl}${path}`, { headers: requestHeaders });
    if (response.status !== 200) {
      const body = (await response.text()).slice(0, 300);
      throw new Error(`${path} answered ${response.status}, not 200: ${body}`);
    }
  }
}

function machineInfo(postgresVersion: string) {
  const cpus = os.cpus();
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  return {
    date: new Date().toISOString(),
    commit: git.status === 0 ? git.stdout.trim() : "unknown",
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: postgresVersion,
    // Other work on the machine skews every number; recorded so a noisy run can be recognised.
    loadAverage: loadBeforeStart.map((load) => load.toFixed(2)).join(" "),
  };
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function resultsSection(
  machine: ReturnType<typeof machineInfo>,
  itemCount: number,
  results: Measurement[],
  gate: string,
) {
  const baseline = results.find((result) => result.target.name === "baseline")!;
  const rows = results.map((result) => {
    const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
    const route = result.target.rotate
      ? `${result.target.path}\` + ${result.target.rotate.length - 1} more`
      : `${result.target.path}\``;
    return `| \`GET ${route} | ${fmt(result.requestsPerSecond)} | ${fmt(result.p50)} | ${fmt(result.p99)} | ${fmt(ratio * 100)} % | ${result.non2xx + result.errors} |`;
  });
  return [
    START_MARKER,
    "## Latest results",
    "",
    "_Generated by `npm run bench`; everything between the markers is rewritten on each run._",
    "",
    `- Run: ${machine.date}, commit \`${machine.commit}\``,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB RAM, ${machine.os}; load average before the run ${machine.loadAverage}`,
    `- Software: Node ${machine.node}, ${machine.postgres}`,
    `- Load: autocannon 9.0.0, ${connections} connections, ${warmup} s warm-up then ${rounds > 1 ? `${rounds} interleaved rounds of ` : ""}${duration} s per target, on the same machine as the shop`,
    `- Catalog: demo data, ${fmt(itemCount)} items in the database`,
    "",
    "| target | req/s | p50 (ms) | p99 (ms) | req/s vs baseline | errors + non-2xx |",
    "|---|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    gate,
    END_MARKER,
  ].join("\n");
}

function writeReadme(section: string) {
  const readme = readFileSync(readmeFile, "utf8");
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start === -1 || end < start) throw new Error(`${readmeFile} lacks the ${START_MARKER} … ${END_MARKER} markers`);
  writeFileSync(readmeFile, `${readme.slice(0, start)}${section}${readme.slice(end + END_MARKER.length)}`);
}

loadEnv(root);
const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

if (!flags["no-build"]) {
  const build = spawnSync("npm", ["run", "build", "-w", "@shop/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const logDir = path.join(benchDir, "results");
mkdirSync(logDir, { recursive: true });
const logFile = path.join(logDir, "shop-server.log");
const port = Number(process.env.BENCH_PORT) || (await findFreePort());
// Taken before the shop's own seeding adds to it.
const loadBeforeStart = os.loadavg();
if ((loadBeforeStart[0] ?? 0) > os.cpus().length / 2) {
  console.warn(
    `Warning: load average ${loadBeforeStart.map((load) => load.toFixed(2)).join(" ")} on ${os.cpus().length} cores: other work will skew the numbers.`,
  );
}
console.log(`Starting the shop on PostgreSQL with ${fmt(items)} demo items (log: ${logFile})…`);
const shopStart = Date.now();
const shop = launchShop({
  serverUrl,
  purpose: "bench",
  port,
  logFile,
  readyTimeoutMs: 30 * 60_000,
  // Request logs at info would time the logger; warn keeps what an operator must see.
  env: { SEED_DEMO: "true", SEED_ITEMS: String(items), LOG_LEVEL: "warn", DEV_TOOLS: "false", NODE_ENV: "production" },
});
const interrupt = cleanupOnSignals(shop.stop);

let exitCode = 1;
try {
  const { baseUrl, databaseUrl } = await shop.ready;
  console.log(`Ready at ${baseUrl} after ${fmt((Date.now() - shopStart) / 1000, 1)} s.`);
  if (!databaseUrl) throw new Error("the benchmark runs on PostgreSQL only");
  // A bulk load leaves the planner without statistics until autovacuum gets round to it; a shop that
  // has been running has them, and autovacuum must not start in the middle of a measurement.
  await query(databaseUrl, "VACUUM (ANALYZE)");
  const [{ version }] = (await query(databaseUrl, "select version()")) as [{ version: string }];
  const machine = machineInfo(version.split(" on ")[0] ?? version);
  const [{ n: itemCount }] = (await query(databaseUrl, "select count(*)::int as n from items")) as [{ n: number }];
  if (itemCount < items) throw new Error(`the demo seed loaded ${itemCount} items, not the ${items} asked for`);

  for (const target of selected) await checkAnswers(baseUrl, target);
  const results = await measureAll(baseUrl, selected);

  const baseline = results.find((result) => result.target.name === "baseline")!;
  const gated = results.find((result) => result.target.name === GATE.target);
  let gate = `Target \`GET /api/category\` ≥ ${GATE.minRatio * 100} % of the baseline: not measured in this run.`;
  exitCode = 0;
  if (gated) {
    const ratio = gated.requestsPerSecond / baseline.requestsPerSecond;
    const pass = ratio >= GATE.minRatio;
    gate = `Target \`GET ${gated.target.path}\` ≥ ${GATE.minRatio * 100} % of the baseline's req/s: **${pass ? "PASS" : "FAIL"}** (${fmt(ratio * 100, 1)} %).`;
    exitCode = pass ? 0 : 1;
  }
  for (const latencyGate of LATENCY_GATES) {
    const measured = results.find((result) => result.target.name === latencyGate.target);
    if (!measured) continue;
    const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
    const pass = ratio >= latencyGate.minRatio && measured.p99 < latencyGate.maxP99Ms;
    gate += `\n\nTarget \`${latencyGate.target}\` ≥ ${latencyGate.minRatio * 100} % of the baseline's req/s and p99 < ${latencyGate.maxP99Ms} ms: **${pass ? "PASS" : "FAIL"}** (${fmt(ratio * 100, 1)} %, p99 ${fmt(measured.p99)} ms).`;
    if (!pass) exitCode = 1;
  }

  const section = resultsSection(machine, itemCount, results, gate);
  console.log(`\n${section.split("\n").slice(1, -1).join("\n")}`);
  writeFileSync(
    path.join(logDir, `bench-${machine.date.replaceAll(":", "-")}.json`),
    `${JSON.stringify({ machine, itemCount, connections, duration, warmup, rounds, results }, null, 2)}\n`,
  );
  if (!flags["no-write"]) {
    writeReadme(section);
    console.log(`\nWrote the results to ${path.relative(root, readmeFile)}.`);
  }
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
