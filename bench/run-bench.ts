// `npm run bench`: load benchmark of the shop on PostgreSQL with the demo catalog at 100,000 items.
// Every target is reported as a ratio to a constant-JSON route measured in the same run, so numbers
// from different machines compare (DESIGN.md). Rewrites only the generated section of bench/README.md.
//
//   npm run bench                                  the full run (builds the storefront first)
//   npm run bench -- --no-build --items 20000      quicker, e.g. while changing the harness
//   npm run bench -- --targets baseline,category   only some targets (the baseline always runs)
//   npm run bench -- --no-write                    print only, leave README.md alone
//   npm run bench -- --rounds 3                    interleave 3 rounds of every target (a busy machine)
//   npm run bench -- --targets lighthouse,js-budget --items 360   only the page-speed checks
//
// Targets ending in -uncached run against a second shop process on the same database started with
// LIST_PAGE_CACHE=false; `lighthouse` and `js-budget` (bench/page-speed.ts) measure pages in
// Chromium after the load targets and write their own section of the README.
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
import {
  type JsBudgetResult,
  type LighthouseResult,
  measureJsBudget,
  pageSpeedSection,
  runLighthouse,
} from "./page-speed.js";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, "..");
const readmeFile = path.join(benchDir, "README.md");
const LOAD_MARKERS = { start: "<!-- bench:results:start -->", end: "<!-- bench:results:end -->" };
const PAGE_MARKERS = { start: "<!-- bench:pages:start -->", end: "<!-- bench:pages:end -->" };

interface Target {
  name: string;
  path: string;
  why: string;
  /** Paths each connection cycles through instead of `path` alone (a search rotating keywords). */
  rotate?: string[];
  /** Measured on the second shop, whose item-list and search pages are built for every request. */
  uncached?: boolean;
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
  {
    name: "item-filter-uncached",
    path: "/api/item?livestock=hanwoo&brandId=1&priceArea=50000-&soldOut=hide&sort=popular&page=1&size=20",
    uncached: true,
    why: "item-filter with the 2 s page cache off: what building the page costs",
  },
  {
    name: "search-uncached",
    path: searchPath(SEARCH_KEYWORDS[0]!),
    rotate: SEARCH_KEYWORDS.map(searchPath),
    uncached: true,
    why: "search with the 2 s page cache off (ranked ids still cached 60 s)",
  },
];
/** Checks in Chromium rather than under load (bench/page-speed.ts). */
const PAGE_CHECKS = ["lighthouse", "js-budget"] as const;

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
    "lighthouse-runs": { type: "string", default: "3" },
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
const lighthouseRuns = Math.max(1, Number(flags["lighthouse-runs"]));
const chosen = flags.targets ? new Set(flags.targets.split(",")) : undefined;
const knownNames = [...targets.map((target) => target.name), ...PAGE_CHECKS];
const unknownTargets = [...(chosen ?? [])].filter((name) => !knownNames.includes(name));
if (unknownTargets.length > 0) {
  console.error(`unknown target ${unknownTargets.join(", ")}; targets: ${knownNames.join(", ")}`);
  process.exit(2);
}
// The baseline comes with any load target (the ratios need it); a run of page checks alone has none.
const anyLoadTarget = !chosen || targets.some((target) => target.name !== "baseline" && chosen.has(target.name));
const selected = targets.filter(
  (target) => !chosen || chosen.has(target.name) || (target.name === "baseline" && anyLoadTarget),
);
const selectedChecks = PAGE_CHECKS.filter((check) => !chosen || chosen.has(check));

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

/** Where each target is measured: the shop, or for uncached targets the second shop. */
interface Shops {
  baseUrl: string;
  uncachedBaseUrl?: string;
}
const urlOf = (shops: Shops, target: Target) => {
  const base = target.uncached ? shops.uncachedBaseUrl : shops.baseUrl;
  if (!base) throw new Error(`${target.name} needs the uncached shop, which is not running`);
  return base;
};

const runLoad = (shops: Shops, target: Target, seconds: number) =>
  autocannon({
    url: `${urlOf(shops, target)}${target.path}`,
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
async function measureAll(shops: Shops, chosenTargets: Target[]): Promise<Measurement[]> {
  for (const target of chosenTargets) await runLoad(shops, target, warmup);
  const runs = new Map<Target, autocannon.Result[]>(chosenTargets.map((target) => [target, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of chosenTargets) {
      process.stdout.write(`  ${rounds > 1 ? `round ${round} ` : ""}${target.name.padEnd(10)} GET ${target.path} … `);
      const result = await runLoad(shops, target, duration);
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
async function checkAnswers(shops: Shops, target: Target) {
  for (const path of target.rotate ?? [target.path]) {
    const response = await fetch(`${urlOf(shops, target)}${path}`, { headers: requestHeaders });
    if (response.status !== 200) {
      const body = (await response.text()).slice(0, 300);
      throw new Error(`${path} answered ${response.status}, not 200: ${body}`);
    }
  }
}

function machineInfo(postgresVersion: string) {
  const cpus = os.cpus();
  // "-dirty" when the measured code has uncommitted changes, so the row is not credited to the commit alone.
  const git = spawnSync("git", ["describe", "--always", "--dirty", "--abbrev=7"], { cwd: root, encoding: "utf8" });
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
    const route =
      (result.target.rotate
        ? `${result.target.path}\` + ${result.target.rotate.length - 1} more`
        : `${result.target.path}\``) + (result.target.uncached ? ", page cache off" : "");
    return `| \`GET ${route} | ${fmt(result.requestsPerSecond)} | ${fmt(result.p50)} | ${fmt(result.p99)} | ${fmt(ratio * 100)} % | ${result.non2xx + result.errors} |`;
  });
  return [
    LOAD_MARKERS.start,
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
    LOAD_MARKERS.end,
  ].join("\n");
}

function pagesSection(machine: ReturnType<typeof machineInfo>, itemCount: number, engine: string, lines: string[]) {
  return [
    PAGE_MARKERS.start,
    "## Latest page-speed results",
    "",
    "_Generated by `npm run bench` (targets `lighthouse` and `js-budget`); rewritten by each run that measures them._",
    "",
    `- Run: ${machine.date}, commit \`${machine.commit}\``,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB RAM, ${machine.os}; load average before the run ${machine.loadAverage}`,
    `- Shop: the production build (\`NODE_ENV=production\`) on ${engine}, demo data with ${fmt(itemCount)} items; Debian Chromium (${CHROMIUM_VERSION})`,
    "",
    ...lines,
    PAGE_MARKERS.end,
  ].join("\n");
}

function writeReadme(section: string, markers: { start: string; end: string }) {
  const readme = readFileSync(readmeFile, "utf8");
  const start = readme.indexOf(markers.start);
  const end = readme.indexOf(markers.end);
  if (start === -1 || end < start) throw new Error(`${readmeFile} lacks the ${markers.start} … ${markers.end} markers`);
  writeFileSync(readmeFile, `${readme.slice(0, start)}${section}${readme.slice(end + markers.end.length)}`);
}

const CHROMIUM_VERSION = (() => {
  const version = spawnSync("/usr/bin/chromium", ["--version"], { encoding: "utf8" });
  return version.status === 0 ? version.stdout.trim() : "version unknown";
})();

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
// Request logs at info would time the logger; warn keeps what an operator must see.
const productionEnv = { LOG_LEVEL: "warn", DEV_TOOLS: "false", NODE_ENV: "production" };
const shop = launchShop({
  serverUrl,
  purpose: "bench",
  port,
  logFile,
  readyTimeoutMs: 30 * 60_000,
  env: { ...productionEnv, SEED_DEMO: "true", SEED_ITEMS: String(items), LIST_PAGE_CACHE: "true" },
});
let uncachedShop: ReturnType<typeof launchShop> | undefined;
const stopAll = async () => {
  // The second shop first: the first one's stop drops the database they share.
  await uncachedShop?.stop();
  await shop.stop();
};
const interrupt = cleanupOnSignals(stopAll);

let exitCode = 1;
try {
  const { baseUrl, databaseUrl } = await shop.ready;
  console.log(`Ready at ${baseUrl} after ${fmt((Date.now() - shopStart) / 1000, 1)} s.`);
  if (!databaseUrl) throw new Error("the benchmark runs on PostgreSQL only");
  const shops: Shops = { baseUrl };
  if (selected.some((target) => target.uncached)) {
    // The same code and database, only the page cache off: the API alone is measured, so no storefront.
    const uncachedLog = path.join(logDir, "shop-server-uncached.log");
    uncachedShop = launchShop({
      serverUrl,
      sharedDatabaseUrl: databaseUrl,
      purpose: "bench-uncached",
      port: await findFreePort(),
      logFile: uncachedLog,
      env: { ...productionEnv, SEED_DEMO: "false", LIST_PAGE_CACHE: "false", SERVE_WEB: "false" },
    });
    shops.uncachedBaseUrl = (await uncachedShop.ready).baseUrl;
    console.log(`Second shop with LIST_PAGE_CACHE=false at ${shops.uncachedBaseUrl} (log: ${uncachedLog}).`);
  }
  // A bulk load leaves the planner without statistics until autovacuum gets round to it; a shop that
  // has been running has them, and autovacuum must not start in the middle of a measurement.
  await query(databaseUrl, "VACUUM (ANALYZE)");
  const [{ version }] = (await query(databaseUrl, "select version()")) as [{ version: string }];
  const machine = machineInfo(version.split(" on ")[0] ?? version);
  const [{ n: itemCount }] = (await query(databaseUrl, "select count(*)::int as n from items")) as [{ n: number }];
  if (itemCount < items) throw new Error(`the demo seed loaded ${itemCount} items, not the ${items} asked for`);
  exitCode = 0;

  if (selected.length > 0) {
    for (const target of selected) await checkAnswers(shops, target);
    const results = await measureAll(shops, selected);

    const baseline = results.find((result) => result.target.name === "baseline")!;
    const gated = results.find((result) => result.target.name === GATE.target);
    let gate = `Target \`GET /api/category\` ≥ ${GATE.minRatio * 100} % of the baseline: not measured in this run.`;
    if (gated) {
      const ratio = gated.requestsPerSecond / baseline.requestsPerSecond;
      const pass = ratio >= GATE.minRatio;
      gate = `Target \`GET ${gated.target.path}\` ≥ ${GATE.minRatio * 100} % of the baseline's req/s: **${pass ? "PASS" : "FAIL"}** (${fmt(ratio * 100, 1)} %).`;
      if (!pass) exitCode = 1;
    }
    for (const latencyGate of LATENCY_GATES) {
      const measured = results.find((result) => result.target.name === latencyGate.target);
      if (!measured) continue;
      const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
      const pass = ratio >= latencyGate.minRatio && measured.p99 < latencyGate.maxP99Ms;
      gate += `\n\nTarget \`${latencyGate.target}\` ≥ ${latencyGate.minRatio * 100} % of the baseline's req/s and p99 < ${latencyGate.maxP99Ms} ms: **${pass ? "PASS" : "FAIL"}** (${fmt(ratio * 100, 1)} %, p99 ${fmt(measured.p99)} ms).`;
      if (!pass) exitCode = 1;
    }
    if (results.some((result) => result.target.uncached)) {
      gate +=
        "\n\nRows marked *page cache off* are served by a second shop process on the same database started with `LIST_PAGE_CACHE=false`: every request builds its page (the 30 s totals and the search's 60 s ranked ids stay cached). They carry no target; they show what the 2 s page cache saves.";
    }

    const section = resultsSection(machine, itemCount, results, gate);
    console.log(`\n${section.split("\n").slice(1, -1).join("\n")}`);
    writeFileSync(
      path.join(logDir, `bench-${machine.date.replaceAll(":", "-")}.json`),
      `${JSON.stringify({ machine, itemCount, connections, duration, warmup, rounds, results }, null, 2)}\n`,
    );
    if (!flags["no-write"]) {
      writeReadme(section, LOAD_MARKERS);
      console.log(`\nWrote the results to ${path.relative(root, readmeFile)}.`);
    }
  }

  if (selectedChecks.length > 0) {
    // After the load, alone on the machine: a browser competing with autocannon would measure neither.
    let lighthouseResults: LighthouseResult[] | null = null;
    let budget: JsBudgetResult | null = null;
    if (selectedChecks.includes("lighthouse")) {
      console.log(`\nLighthouse, ${lighthouseRuns} runs per page…`);
      lighthouseResults = await runLighthouse(baseUrl, lighthouseRuns);
    }
    if (selectedChecks.includes("js-budget")) {
      console.log("JavaScript budget of the item page…");
      budget = await measureJsBudget(baseUrl);
    }
    const { lines, pass } = pageSpeedSection(lighthouseResults, budget);
    if (!pass) exitCode = 1;
    const section = pagesSection(machine, itemCount, "PostgreSQL", lines);
    console.log(`\n${section.split("\n").slice(1, -1).join("\n")}`);
    writeFileSync(
      path.join(logDir, `pages-${machine.date.replaceAll(":", "-")}.json`),
      `${JSON.stringify({ machine, itemCount, lighthouse: lighthouseResults, jsBudget: budget }, null, 2)}\n`,
    );
    if (!flags["no-write"]) {
      writeReadme(section, PAGE_MARKERS);
      console.log(`\nWrote the page-speed results to ${path.relative(root, readmeFile)}.`);
    }
  }
} catch (error) {
  if (!interrupt.exitCode()) console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  try {
    await stopAll();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode ||= 1;
  }
}
process.exit(interrupt.exitCode() ?? exitCode);
