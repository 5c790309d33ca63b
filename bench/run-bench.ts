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
//   npm run bench -- --targets checkout,cart-page  buying: paid orders per second end to end, the cart page
//   npm run bench -- --cpu-prof …                  profile the shop during each measured run (bench/results/cpu-prof/)
//
// Targets ending in -uncached run against a second shop process on the same database started with
// LIST_PAGE_CACHE=false; `lighthouse` and `js-budget` (bench/page-speed.ts) measure pages in
// Chromium after the load targets and write their own section of the README. `checkout` is not autocannon: buyers
// driven by bench/checkout-bench.ts place and pay orders through the whole flow (paid orders per second), followed by
// a race of many buyers for one option of little stock (zero oversell, checked in the database).
//
// PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
// a fresh `bench_<random>` database is created on that server and dropped at the end.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { type LocalNginx, startLocalNginx } from "../apps/api/src/scale-out/nginx-config.js";
import { loadEnv } from "../scripts/load-env.mjs";
import { query } from "../scripts/pg-database.mjs";
import { cleanupOnSignals, findFreePort, launchShop } from "../scripts/shop-server.mjs";
import {
  type BenchMember,
  type BenchOption,
  type CheckoutLoadResult,
  type CpuSnapshot,
  type CpuUse,
  checkCheckout,
  cpuBetween,
  cpuSnapshot,
  createMembers,
  MemberPool,
  measureStepCosts,
  type OversellResult,
  prepareCartPages,
  rssMibOf,
  runCheckoutLoad,
  runOversellCheck,
  STEP_LABELS,
  STEPS,
  type StepCost,
  stockOptions,
  verifyPaid,
} from "./checkout-bench.js";
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
  /**
   * Measured on another shop process on the same database: `true` the one whose API item-list and search pages are
   * built for every request (LIST_PAGE_CACHE=false); `"pages"` the one whose storefront renders every page
   * (PAGE_CACHE=off, issue 12).
   */
  uncached?: boolean | "pages";
  /** Sent with a member's storefront session cookie, rotating over the members prepared for it. */
  session?: boolean;
  /** Not autocannon: the checkout flow of bench/checkout-bench.ts, measured in paid orders per second. */
  flow?: "checkout";
  /** Sent with `Accept-Encoding: identity`: the same call answered uncompressed, beside its compressed row. */
  identity?: boolean;
  /** Rotates over the item pages of this many displayed items (their codes are read from the database). */
  itemPages?: number;
  /** With `itemPages`: the storefront's page `/items/{code}` instead of the API's `/api/item/{code}`. */
  storefront?: boolean;
  /** Issue 12's page targets: a share of the baseline's req/s and a p99 bound (ms). */
  gate?: { minRatio: number; maxP99Ms: number };
  /**
   * Through nginx (deploy/nginx.conf) in front of `npm run start:cluster` with this many workers on the same database:
   * issue 12's scale-out, the same routes with 1 and 2 workers side by side.
   */
  cluster?: number;
}

/** Items the item-detail targets rotate over: more than any cache of a few hot pages would hold for them. */
const ITEM_DETAIL_PAGES = 200;
/** Searches the search target rotates over: popular keywords, rarer ones, 초성 and a typo. */
const SEARCH_KEYWORDS = ["한우", "등심", "삼겹살", "목살", "한우 등심", "ㅎㅇ", "갈비탕", "안창살", "닭가슴살", "등섬"];
const searchPath = (keyword: string) => `/api/search/result?query=${encodeURIComponent(keyword)}&page=1&size=20`;

/** A category page of the demo tree (한우 › 구이용), the list the category menu opens. */
const CATEGORY_PAGE = "/category/111";
const SEARCH_PAGE = `/search?query=${encodeURIComponent("한우")}`;
/** Issue 12: anonymous pages from the page cache at ≥ 25 % of the baseline with p99 < 100 ms; rendered ≥ 2 %. */
const CACHED_PAGE_GATE = { minRatio: 0.25, maxP99Ms: 100 };
const RENDERED_PAGE_GATE = { minRatio: 0.02, maxP99Ms: Number.POSITIVE_INFINITY };

/**
 * The pages a shopper opens (issue 12), three ways each: a guest's (answered from the page cache), the same with the
 * page cache off (every request rendered), and a logged-in member's (never cached: rendered with their session).
 */
function pageTargets(): Target[] {
  const pages: { name: string; path: string; what: string; itemPages?: number }[] = [
    { name: "home", path: "/", what: "the home page" },
    {
      name: "item",
      path: "/items/{itemUserCode}",
      what: `the item page, cycling over ${ITEM_DETAIL_PAGES} displayed items`,
      itemPages: ITEM_DETAIL_PAGES,
    },
    { name: "search", path: SEARCH_PAGE, what: "the search page of 한우" },
    { name: "category", path: CATEGORY_PAGE, what: "a category page" },
  ];
  return pages.flatMap(({ name, path, what, itemPages }) => {
    const page = { path, ...(itemPages ? { itemPages, storefront: true } : {}) };
    return [
      { name: `page-${name}`, ...page, gate: CACHED_PAGE_GATE, why: `${what}, a guest's: from the page cache` },
      {
        name: `page-${name}-rendered`,
        ...page,
        uncached: "pages" as const,
        gate: RENDERED_PAGE_GATE,
        why: `${what}, a guest's, on a shop with PAGE_CACHE=off: rendered every time`,
      },
      {
        name: `page-${name}-member`,
        ...page,
        session: true,
        gate: RENDERED_PAGE_GATE,
        why: `${what}, a logged-in member's (never from the cache)`,
      },
    ];
  });
}

/** Worker counts the scale-out rows compare (issue 12: 2 workers against 1, behind nginx). */
const CLUSTER_WORKERS = [1, 2];
const CHECKOUT_PATH = "POST /api/cart/add → payment-step → buy → sandbox window → approve → POST /api/order/pay";

/**
 * Issue 12's scale-out: the constant route, the item detail call and a member's item page (never cached, by the shop
 * or by nginx), each through nginx in front of a cluster of 1 and of 2 workers; and issue 11's checkout flow the same
 * way, which a single process caps at one core.
 */
function clusterTargets(): Target[] {
  return CLUSTER_WORKERS.flatMap((workers) => {
    const via = `through nginx, start:cluster with ${workers} worker${workers > 1 ? "s" : ""}`;
    return [
      {
        name: `cluster${workers}-baseline`,
        path: "/api/healthcheck",
        cluster: workers,
        why: `the constant route, ${via}`,
      },
      {
        name: `cluster${workers}-item-detail`,
        path: "/api/item/{itemUserCode}",
        itemPages: ITEM_DETAIL_PAGES,
        cluster: workers,
        why: `the item detail call over ${ITEM_DETAIL_PAGES} items, ${via}`,
      },
      {
        name: `cluster${workers}-page-item-member`,
        path: "/items/{itemUserCode}",
        itemPages: ITEM_DETAIL_PAGES,
        storefront: true,
        session: true,
        cluster: workers,
        why: `a member's item page over ${ITEM_DETAIL_PAGES} items (rendered every time), ${via}`,
      },
      {
        name: `cluster${workers}-checkout`,
        path: CHECKOUT_PATH,
        flow: "checkout" as const,
        cluster: workers,
        why: `paid orders per second end to end, ${via}`,
      },
    ];
  });
}

const targets: Target[] = [
  { name: "baseline", path: "/api/healthcheck", why: "constant JSON: the ceiling of this machine and stack" },
  { name: "category", path: "/api/category", why: "the category tree every page's menu needs" },
  {
    name: "item-list",
    path: "/api/item?livestock=hanwoo&page=1&size=20",
    why: "the call behind the home page's item grid",
  },
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
    name: "item-list-identity",
    path: "/api/item?livestock=hanwoo&page=1&size=20",
    identity: true,
    why: "item-list with `Accept-Encoding: identity`: the answer uncompressed (issue 12)",
  },
  {
    name: "item-detail",
    path: "/api/item/{itemUserCode}",
    itemPages: ITEM_DETAIL_PAGES,
    why: `the item page's own call, each connection cycling over ${ITEM_DETAIL_PAGES} displayed items (issue 12)`,
  },
  {
    name: "item-detail-identity",
    path: "/api/item/{itemUserCode}",
    itemPages: ITEM_DETAIL_PAGES,
    identity: true,
    why: "item-detail with `Accept-Encoding: identity` (issue 12)",
  },
  {
    name: "checkout",
    path: CHECKOUT_PATH,
    flow: "checkout",
    why: "paid orders per second end to end, 1 piece of a random option per order (issue 11)",
  },
  {
    name: "cart-page",
    path: "/cart",
    session: true,
    why: "the cart page, server-rendered, of a logged-in member with 5 lines (issue 11)",
  },
  ...pageTargets(),
  ...clusterTargets(),
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
  // Issue 12: the item page's own call, no latency bound asked.
  { target: "item-detail", minRatio: 0.25, maxP99Ms: Number.POSITIVE_INFINITY },
];
/** Issue 11's target: paid orders per second end to end, with every counted order paid and zero oversell. */
const CHECKOUT_GATE = { target: "checkout", minOrdersPerSecond: 200 };
/** The checkout run's setup: members, options bought (spread over the catalog) and the stock each gets. */
const CHECKOUT_OPTIONS = 5_000;
const CHECKOUT_OPTION_STOCK = 1_000_000;
/** The oversell race: one option of this much stock, this many orders of 1 piece, each by a member of its own. */
const OVERSELL = { stock: 100, attempts: 500 };
/** Orders taken through the flow one step at a time, to read each step's CPU. */
const STEP_COST_ORDERS = 1_000;
/** The cart page: this many members, each logged in through the storefront with this many lines in the cart. */
const CART_PAGE_MEMBERS = 50;
const CART_PAGE_LINES = 5;

const { values: flags } = parseArgs({
  options: {
    items: { type: "string", default: "100000" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    rounds: { type: "string", default: "1" },
    members: { type: "string", default: "10000" },
    "lighthouse-runs": { type: "string", default: "3" },
    targets: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "no-write": { type: "boolean", default: false },
    /** Profiles the shop during each measured run into bench/results/cpu-prof/<target>-<pid>.cpuprofile. */
    "cpu-prof": { type: "boolean", default: false },
  },
});
const items = Number(flags.items);
const connections = Number(flags.connections);
const duration = Number(flags.duration);
const warmup = Number(flags.warmup);
const rounds = Math.max(1, Number(flags.rounds));
const memberCount = Number(flags.members);
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
  /** Paid orders per second for the checkout flow. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Paid orders for the checkout flow. */
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU over the measured runs: the shop's Node process, the database's backends, the load generator (ms). */
  cpu: CpuUse;
  /** The most resident memory the serving processes (the shop's node, or a cluster's workers together) held right
   * after a measured run, MiB. */
  rssMib: number;
  /** The checkout flow's rounds, with every step's latency. */
  checkout?: CheckoutLoadResult[];
}

// Sent like a browser would; compressing responses is part of what a real request costs.
const requestHeaders = { "accept-encoding": "gzip, deflate, br", accept: "application/json, text/html" };
// The identity rows: the same request asking for no encoding (fetch would add gzip to a request that names none),
// so the answer comes uncompressed.
const identityHeaders = { "accept-encoding": "identity", accept: "application/json, text/html" };
const headersOf = (target: Target) => (target.identity ? identityHeaders : requestHeaders);
/** The item codes the item-detail targets rotate over, read once the shop's catalog is seeded. */
let itemPageCodes: string[] = [];

/** Where each target is measured: the shop, or for uncached targets the second shop. */
interface Shops {
  baseUrl: string;
  uncachedBaseUrl?: string;
  renderingBaseUrl?: string;
  /** By worker count: nginx's address and the port of the cluster behind it. */
  clusters?: Map<number, { nginxUrl: string; shopPort: number }>;
}
const urlOf = (shops: Shops, target: Target) => {
  const base = target.cluster
    ? shops.clusters?.get(target.cluster)?.nginxUrl
    : target.uncached === "pages"
      ? shops.renderingBaseUrl
      : target.uncached
        ? shops.uncachedBaseUrl
        : shops.baseUrl;
  if (!base) throw new Error(`${target.name} needs a second shop, which is not running`);
  return base;
};

/** What the buying targets need, prepared once the shop is up (members, stocked options, session cookies). */
interface Buying {
  databaseUrl: string;
  loadMembers: MemberPool;
  oversellMembers: BenchMember[];
  options: BenchOption[];
  /** The option the oversell race is run on (not among `options`). */
  raceOption: BenchOption;
  /** The race again through the cluster of the most workers (cluster…-checkout): its option and its own members. */
  clusterRace?: { option: BenchOption; members: BenchMember[] };
  /** One storefront session cookie per member with a filled cart (cart-page). */
  cartCookies: string[];
}
let buying: Buying | undefined;

/** The paths a connection cycles through, each with the headers it is sent with. */
function requestsOf(target: Target): autocannon.Request[] | undefined {
  const itemPath = (code: string) => (target.storefront ? `/items/${code}` : `/api/item/${code}`);
  if (target.itemPages && itemPageCodes.length === 0)
    throw new Error(`${target.name} needs the displayed items' codes`);
  if (target.session) {
    if (!buying || buying.cartCookies.length === 0) throw new Error(`${target.name} needs the members' sessions`);
    const cookies = buying.cartCookies;
    // Item pages: every code in turn, each with the next member's cookie.
    const paths = target.itemPages ? itemPageCodes.map(itemPath) : cookies.map(() => target.path);
    return paths.map((path, i) => ({ method: "GET", path, headers: { cookie: cookies[i % cookies.length]! } }));
  }
  if (target.itemPages) return itemPageCodes.map((code) => ({ method: "GET" as const, path: itemPath(code) }));
  return target.rotate?.map((path) => ({ method: "GET" as const, path }));
}

const runLoad = (shops: Shops, target: Target, seconds: number) => {
  const requests = requestsOf(target);
  return autocannon({
    url: `${urlOf(shops, target)}${target.path}`,
    connections,
    duration: seconds,
    headers: headersOf(target),
    ...(requests ? { requests } : {}),
  });
};

/**
 * The guests' page targets measure pages answered from the page cache. A single page is rendered once in its warm-up,
 * but the item target rotates over 200 pages (~30 ms of rendering each), which would otherwise be rendered — or, kept
 * from an earlier round for longer than PAGE_CACHE_TTL_SECONDS, re-rendered in the background — inside the measured
 * 10 s. So before each measured run every page is asked for until all answer `x-page-cache: HIT`, as a shop's hot
 * pages are kept fresh by their own traffic. What a render costs is the `-rendered` rows.
 */
async function warmPageCache(shops: Shops, target: Target) {
  if (target.gate !== CACHED_PAGE_GATE) return;
  const paths = requestsOf(target)?.map((request) => request.path ?? target.path) ?? [target.path];
  for (let pass = 1; pass <= 20; pass++) {
    let notYet = 0;
    for (let at = 0; at < paths.length; at += 4) {
      const answers = await Promise.all(
        paths.slice(at, at + 4).map(async (path) => {
          const response = await fetch(`${urlOf(shops, target)}${path}`, { headers: requestHeaders });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${target.name}: ${path} answered ${response.status}`);
          return response.headers.get("x-page-cache");
        }),
      );
      notYet += answers.filter((status) => status !== "HIT").length;
    }
    if (notYet === 0) return;
    // Renders started by STALE answers finish in the background.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${target.name}: the page cache did not keep its ${paths.length} pages`);
}

function runCheckout(shops: Shops, target: Target, seconds: number) {
  if (!buying) throw new Error("checkout needs its members and options");
  return runCheckoutLoad({
    baseUrl: urlOf(shops, target),
    buyers: connections,
    seconds,
    members: buying.loadMembers,
    options: buying.options,
  });
}

/** The shop process measured (by its port) and the database whose backends serve it. */
function cpuNow(shops: Shops, target: Target) {
  if (!databaseName) return undefined;
  // A cluster's workers listen on its own port; nginx's is only the way in.
  const port = target.cluster
    ? shops.clusters?.get(target.cluster)?.shopPort
    : Number(new URL(urlOf(shops, target)).port);
  return port === undefined ? undefined : cpuSnapshot(port, databaseName);
}
let databaseName = "";

/** Sends `signal` to the shop's processes (bench/cpu-profile.cjs toggles its profiler on SIGURG). */
function signalShop(snapshot: CpuSnapshot, signal: NodeJS.Signals) {
  for (const pid of snapshot.server) {
    try {
      process.kill(Number(pid), signal);
    } catch {
      // Gone meanwhile.
    }
  }
}

/** Stops the profilers and names their profiles after the target measured. */
async function collectProfiles(snapshot: CpuSnapshot, name: string) {
  signalShop(snapshot, "SIGURG");
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const file of existsSync(cpuProfDir) ? readdirSync(cpuProfDir) : []) {
    const match = /^(\d+)-\d+\.cpuprofile$/.exec(file);
    if (match) renameSync(path.join(cpuProfDir, file), path.join(cpuProfDir, `${name}-${match[1]}.cpuprofile`));
  }
}

/**
 * Each target warms up once, then every round measures all targets in turn, so a disturbance on a
 * shared machine spreads over all of them instead of skewing one ratio. req/s is over all rounds;
 * latency percentiles are the worst round's.
 */
async function measureAll(shops: Shops, chosenTargets: Target[]): Promise<Measurement[]> {
  for (const target of chosenTargets) {
    if (target.flow === "checkout") await runCheckout(shops, target, warmup);
    else await runLoad(shops, target, warmup);
  }
  // Per target: the measurements of each round, and the CPU they used.
  interface Run {
    requests: number;
    duration: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
  }
  const runs = new Map<Target, Run[]>(chosenTargets.map((target) => [target, []]));
  const cpu = new Map<Target, CpuUse[]>(chosenTargets.map((target) => [target, []]));
  const checkoutRuns = new Map<Target, CheckoutLoadResult[]>(chosenTargets.map((target) => [target, []]));
  const rss = new Map<Target, number>();
  for (let round = 1; round <= rounds; round++) {
    for (const target of chosenTargets) {
      const label = target.flow ? target.path : `GET ${target.path}`;
      process.stdout.write(`  ${rounds > 1 ? `round ${round} ` : ""}${target.name.padEnd(10)} ${label} … `);
      // Before the CPU counters are read: warming is not what is measured.
      await warmPageCache(shops, target);
      const before = cpuNow(shops, target);
      if (flags["cpu-prof"] && before) signalShop(before, "SIGURG");
      if (target.flow === "checkout") {
        const result = await runCheckout(shops, target, duration);
        checkoutRuns.get(target)!.push(result);
        runs.get(target)!.push({
          requests: result.paid,
          duration: result.seconds,
          p50: result.flow.p50,
          p99: result.flow.p99,
          non2xx: 0,
          errors: result.errorCount,
        });
        console.log(
          `${fmt(result.ordersPerSecond)} paid orders/s, flow p99 ${fmt(result.flow.p99)} ms${result.errorCount ? `, ${result.errorCount} failed: ${JSON.stringify(result.errors)}` : ""}`,
        );
      } else {
        const result = await runLoad(shops, target, duration);
        runs.get(target)!.push({
          requests: result.requests.total,
          duration: result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
        console.log(
          `${fmt(result.requests.average)} req/s, p99 ${fmt(result.latency.p99)} ms${result.errors ? `, ${result.errors} errors (${result.timeouts} timeouts)` : ""}`,
        );
        // A wrong answer makes the numbers meaningless; timeouts are the result itself and stay in the table.
        if (result.non2xx > 0) throw new Error(`${target.path}: ${result.non2xx} non-2xx answers under load`);
      }
      const after = cpuNow(shops, target);
      if (after) rss.set(target, Math.max(rss.get(target) ?? 0, rssMibOf(after.server)));
      if (flags["cpu-prof"] && after) await collectProfiles(after, `${target.name}${rounds > 1 ? `-${round}` : ""}`);
      if (before && after) cpu.get(target)!.push(cpuBetween(before, after));
    }
  }
  return chosenTargets.map((target) => {
    const results = runs.get(target)!;
    const sum = (pick: (result: Run) => number) => results.reduce((total, r) => total + pick(r), 0);
    const worst = (pick: (result: Run) => number) => Math.max(...results.map(pick));
    const used = cpu.get(target)!;
    const cpuSum = (pick: (use: CpuUse) => number) => used.reduce((total, use) => total + pick(use), 0);
    return {
      target,
      requestsPerSecond: sum((r) => r.requests) / sum((r) => r.duration),
      p50: worst((r) => r.p50),
      p99: worst((r) => r.p99),
      requests: sum((r) => r.requests),
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
      cpu: {
        seconds: cpuSum((use) => use.seconds),
        shopMs: cpuSum((use) => use.shopMs),
        postgresMs: cpuSum((use) => use.postgresMs),
        benchMs: cpuSum((use) => use.benchMs),
      },
      rssMib: rss.get(target) ?? 0,
      ...(target.flow === "checkout" ? { checkout: checkoutRuns.get(target)! } : {}),
    };
  });
}

/** Refuses to time a route that does not answer 200: a benchmark of error pages measures nothing. */
async function checkAnswers(shops: Shops, target: Target) {
  if (target.flow === "checkout") {
    if (!buying) throw new Error("checkout needs its members and options");
    await checkCheckout(urlOf(shops, target), buying.loadMembers, buying.options);
    return;
  }
  for (const request of requestsOf(target) ?? [{ path: target.path }]) {
    const path = request.path ?? target.path;
    const response = await fetch(`${urlOf(shops, target)}${path}`, {
      headers: { ...headersOf(target), ...(request.headers ?? {}) },
      redirect: "manual",
    });
    if (response.status !== 200) {
      const body = (await response.text()).slice(0, 300);
      throw new Error(`${path} answered ${response.status}, not 200: ${body}`);
    }
    // The identity rows measure the uncompressed answer: make sure that is what they get.
    if (target.identity && response.headers.get("content-encoding")) {
      throw new Error(`${path} came ${response.headers.get("content-encoding")}-encoded to Accept-Encoding: identity`);
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
    const route = result.target.flow
      ? `${result.target.path}\`, **paid orders/s**, latency of the whole flow${result.target.cluster ? `, nginx → ${result.target.cluster} worker${result.target.cluster > 1 ? "s" : ""}` : ""}`
      : `GET ${result.target.rotate ? `${result.target.path}\` + ${result.target.rotate.length - 1} more` : `${result.target.path}\``}${result.target.itemPages ? `, ${result.target.itemPages} items in turn` : ""}${result.target.identity ? ", uncompressed (`Accept-Encoding: identity`)" : ""}${result.target.uncached === "pages" ? ", PAGE_CACHE=off" : result.target.uncached ? ", page cache off" : ""}${result.target.session ? `, ${CART_PAGE_MEMBERS} members' sessions` : result.target.path.startsWith("/api/") ? "" : ", a guest"}${result.target.cluster ? `, nginx → ${result.target.cluster} worker${result.target.cluster > 1 ? "s" : ""}` : ""}`;
    const per = (ms: number) => (result.requests > 0 && ms > 0 ? fmt(ms / result.requests, 2) : "—");
    return `| \`${route} | ${fmt(result.requestsPerSecond)} | ${fmt(result.p50)} | ${fmt(result.p99)} | ${fmt(ratio * 100, ratio < 0.1 ? 1 : 0)} % | ${per(result.cpu.shopMs)} + ${per(result.cpu.postgresMs)} + ${per(result.cpu.benchMs)} | ${result.rssMib > 0 ? fmt(result.rssMib) : "—"} | ${result.non2xx + result.errors} |`;
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
    "| target | req/s | p50 (ms) | p99 (ms) | req/s vs baseline | CPU ms per request: Node + PostgreSQL + load generator | RSS after (MiB) | errors + non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    gate,
    LOAD_MARKERS.end,
  ].join("\n");
}

type PaidCheck = Awaited<ReturnType<typeof verifyPaid>>;

/** The CPU of each step, from the orders taken through the flow one step at a time. */
function stepCostLines(costs: StepCost[]) {
  const paid = (costs.at(-1)?.calls ?? 0) - (costs.at(-1)?.failed ?? 0);
  const per = (cost: StepCost, ms: number) => (cost.calls > 0 ? ms / cost.calls : 0);
  const total = (pick: (cost: StepCost) => number) => costs.reduce((sum, cost) => sum + per(cost, pick(cost)), 0);
  const totalNode = total((cost) => cost.cpu.shopMs);
  const totalPg = total((cost) => cost.cpu.postgresMs);
  return [
    `**Where the CPU goes**: ${fmt(costs[0]?.calls ?? 0)} more orders taken through the flow one step at a time (every order's cart add, then every order's payment-step, …, ${connections} at a time; ${fmt(paid)} ended paid), the shop's and PostgreSQL's CPU read around each step:`,
    "",
    "| step | Node ms per call | PostgreSQL ms per call | share of the order's CPU | calls per s in the batch |",
    "|---|---:|---:|---:|---:|",
    ...costs.map(
      (cost) =>
        `| \`${STEP_LABELS[cost.step]}\` | ${fmt(per(cost, cost.cpu.shopMs), 2)} | ${fmt(per(cost, cost.cpu.postgresMs), 2)} | ${fmt(((per(cost, cost.cpu.shopMs) + per(cost, cost.cpu.postgresMs)) / (totalNode + totalPg)) * 100)} % | ${fmt(cost.calls / cost.cpu.seconds)} |`,
    ),
    `| **one paid order** | **${fmt(totalNode, 2)}** | **${fmt(totalPg, 2)}** | 100 % | |`,
  ];
}

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, n]) => `${key} ${fmt(n)}`)
    .join(", ") || "none";

/** The checkout target's verdict and its details (steps, CPU, the database's word on payment and oversell). */
function checkoutSection(
  measured: Measurement,
  baseline: Measurement,
  paid: PaidCheck,
  race: OversellResult,
  stepCosts: StepCost[],
) {
  const runs = measured.checkout ?? [];
  const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
  const pass =
    measured.requestsPerSecond >= CHECKOUT_GATE.minOrdersPerSecond &&
    measured.errors === 0 &&
    paid.allPaid &&
    race.pass;
  const worst = (pick: (run: CheckoutLoadResult) => number) => Math.max(...runs.map(pick));
  const mean = (pick: (run: CheckoutLoadResult) => number) =>
    runs.reduce((sum, run) => sum + pick(run) * run.paid, 0) / Math.max(1, measured.requests);
  const errors: Record<string, number> = {};
  for (const run of runs) for (const [key, n] of Object.entries(run.errors)) errors[key] = (errors[key] ?? 0) + n;
  const perOrder = (ms: number) => (measured.requests > 0 ? ms / measured.requests : 0);
  const requestsPerOrder = STEPS.length + 1; // the pay step makes one more: the approve call to the gateway
  const cores = os.cpus().length;
  const cpuNode = perOrder(measured.cpu.shopMs);
  const cpuPg = perOrder(measured.cpu.postgresMs);
  const lines = [
    `Target \`checkout\` ≥ ${CHECKOUT_GATE.minOrdersPerSecond} paid orders/s, every counted order paid, zero oversell: **${pass ? "PASS" : "FAIL"}** (${fmt(measured.requestsPerSecond, 1)} paid orders/s = ${fmt(ratio * 100, 1)} % of the baseline's req/s; ${fmt(measured.errors)} failed flows; ${fmt(paid.paid)} of ${fmt(paid.checked)} counted orders \`paid\` in the database; oversell race ${race.pass ? "passed" : "FAILED"}).`,
    "",
    `**Checkout, step by step**: ${fmt(measured.requests)} paid orders by ${runs[0]?.buyers ?? connections} buyers in ${fmt(runs.reduce((sum, run) => sum + run.seconds, 0))} s, each by another of ${fmt(memberCount)} members, 1 piece of an option picked at random among ${fmt(CHECKOUT_OPTIONS)} spread over the catalog; latencies within the paid orders' flows (worst round's p50 and p99):`,
    "",
    "| step | p50 (ms) | p99 (ms) | mean (ms) |",
    "|---|---:|---:|---:|",
    `| **whole flow** (6 requests from the browser) | ${fmt(worst((run) => run.flow.p50))} | ${fmt(worst((run) => run.flow.p99))} | ${fmt(mean((run) => run.flow.mean))} |`,
    ...STEPS.map(
      (step) =>
        `| \`${STEP_LABELS[step]}\` | ${fmt(
          worst((run) => run.steps[step].p50),
          1,
        )} | ${fmt(
          worst((run) => run.steps[step].p99),
          1,
        )} | ${fmt(
          mean((run) => run.steps[step].mean),
          1,
        )} |`,
    ),
    "",
    `CPU per paid order: **${fmt(cpuNode, 1)} ms of the shop's Node process and ${fmt(cpuPg, 1)} ms of PostgreSQL** (${fmt(cpuNode / requestsPerOrder, 2)} + ${fmt(cpuPg / requestsPerOrder, 2)} ms per HTTP request served: the browser's 6 and the shop's own approve call to its sandbox); the load generator used ${fmt(perOrder(measured.cpu.benchMs), 1)} ms per order on the same ${cores} cores. At that cost the ${cores} cores, given wholly to this, could serve at most ~${fmt((cores * 1000) / (cpuNode + cpuPg + perOrder(measured.cpu.benchMs)))} orders/s with this load generator beside them, ~${fmt((cores * 1000) / (cpuNode + cpuPg))} without it.`,
    "",
    ...stepCostLines(stepCosts),
    "",
    `Failed flows: ${counts(errors)}. Orders counted: ${fmt(paid.checked)}, their status in the database: ${counts(paid.statuses)}.`,
    "",
    `**Oversell race**: ${fmt(race.attempts)} orders of 1 piece of one option (#${race.optionId}) with ${fmt(race.stock)} in stock, ${race.buyers} buyers at a time, each order by a member of its own: all ${fmt(race.formsOpened)} put it in the cart and opened the order form while it was in stock, then all pressed buy, back to back, and those placed paid in the window (${fmt(race.seconds, 1)} s): ${fmt(race.placed)} placed, ${fmt(race.paidFlows)} paid; refused for want of stock: ${counts(race.soldOut)} (ORDER_LINE_UNAVAILABLE: buy's read of the stock found it gone; OUT_OF_STOCK: gone between that read and the conditional update — the race itself); other failures: ${counts(race.errors)}. In the database afterwards: ${fmt(race.ordersPlaced)} orders (${fmt(race.piecesPlaced)} pieces) placed for the option (${counts(race.ordersByStatus)}), its stock ${fmt(race.stockAfter)}, ${fmt(race.negativeStockRows)} rows of options or items below 0: **${race.pass ? "PASS" : "FAIL"}** (expected exactly ${fmt(race.stock)} orders, all paid, stock 0).`,
  ];
  return { pass, text: lines.join("\n") };
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
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const logDir = path.join(benchDir, "results");
mkdirSync(logDir, { recursive: true });
const logFile = path.join(logDir, "shop-server.log");
const cpuProfDir = path.join(logDir, "cpu-prof");
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
const profilingEnv = flags["cpu-prof"]
  ? { NODE_OPTIONS: `--require ${path.join(benchDir, "cpu-profile.cjs")}`, BENCH_CPU_PROF_DIR: cpuProfDir }
  : {};
const shop = launchShop({
  serverUrl,
  purpose: "bench",
  port,
  logFile,
  readyTimeoutMs: 30 * 60_000,
  env: {
    ...productionEnv,
    SEED_DEMO: "true",
    SEED_ITEMS: String(items),
    LIST_PAGE_CACHE: "true",
    ...profilingEnv,
  },
});
/** Shops on the first one's database (the uncached and rendering targets). */
const siblings: ReturnType<typeof launchShop>[] = [];
/** nginx in front of the scale-out rows' clusters. */
const proxies: LocalNginx[] = [];
const stopAll = async () => {
  for (const proxy of proxies) await proxy.stop();
  // The other shops first: the first one's stop drops the database they share.
  for (const sibling of siblings) await sibling.stop();
  await shop.stop();
};
const interrupt = cleanupOnSignals(stopAll);

let exitCode = 1;
try {
  const { baseUrl, databaseUrl } = await shop.ready;
  console.log(`Ready at ${baseUrl} after ${fmt((Date.now() - shopStart) / 1000, 1)} s.`);
  if (!databaseUrl) throw new Error("the benchmark runs on PostgreSQL only");
  const shops: Shops = { baseUrl };
  /** Another shop process on the same code and database, with `env` on top of production's; answers its address. */
  const launchSibling = async (purpose: string, env: Record<string, string>) => {
    const logFile = path.join(logDir, `shop-server-${purpose}.log`);
    const sibling = launchShop({
      serverUrl,
      sharedDatabaseUrl: databaseUrl,
      purpose: `bench-${purpose}`,
      port: await findFreePort(),
      logFile,
      env: { ...productionEnv, ...profilingEnv, SEED_DEMO: "false", ...env },
    });
    siblings.push(sibling);
    const { baseUrl: siblingUrl } = await sibling.ready;
    console.log(`Shop with ${JSON.stringify(env)} at ${siblingUrl} (log: ${logFile}).`);
    return siblingUrl;
  };
  if (selected.some((target) => target.uncached === true)) {
    // Only the API's list page cache off: the API alone is measured, so no storefront.
    shops.uncachedBaseUrl = await launchSibling("uncached", { LIST_PAGE_CACHE: "false", SERVE_WEB: "false" });
  }
  if (selected.some((target) => target.uncached === "pages")) {
    // The storefront's page cache off: every guest's page is rendered.
    shops.renderingBaseUrl = await launchSibling("rendering", { PAGE_CACHE: "off" });
  }
  if (selected.some((target) => target.cluster)) {
    // nginx from Debian's packages, as the deployment uses it (installed through apt when missing and root).
    const ensured = spawnSync(process.execPath, ["scripts/ensure-nginx.mjs"], { cwd: root, encoding: "utf8" });
    if (ensured.status !== 0) throw new Error(`the scale-out rows need nginx: ${ensured.stderr.trim()}`);
    shops.clusters = new Map();
    for (const workers of CLUSTER_WORKERS) {
      if (!selected.some((target) => target.cluster === workers)) continue;
      const shopPort = await findFreePort();
      const logFile = path.join(logDir, `shop-server-cluster${workers}.log`);
      const cluster = launchShop({
        serverUrl,
        sharedDatabaseUrl: databaseUrl,
        purpose: `bench-cluster${workers}`,
        port: shopPort,
        logFile,
        script: "scripts/start-cluster.mjs",
        env: { ...productionEnv, ...profilingEnv, SEED_DEMO: "false", WORKERS: String(workers) },
      });
      siblings.push(cluster);
      await cluster.ready;
      const nginx = await startLocalNginx({ shopPort, nginxPort: await findFreePort(), accessLog: false });
      if (!nginx.process) throw new Error(`nginx -t refused deploy/nginx.conf:\n${String(nginx.tested.stderr)}`);
      proxies.push(nginx);
      shops.clusters.set(workers, { nginxUrl: nginx.url, shopPort });
      console.log(
        `start:cluster with ${workers} worker(s) at port ${shopPort}, nginx in front at ${nginx.url} (log: ${logFile}).`,
      );
    }
  }
  databaseName = new URL(databaseUrl).pathname.slice(1);
  const wantsCartPage = selected.some((target) => target.session);
  let cartPageMembers: BenchMember[] = [];
  if (wantsCartPage || selected.some((target) => target.flow === "checkout")) {
    const setupStart = Date.now();
    const clusterRace = selected.some((target) => target.flow === "checkout" && (target.cluster ?? 0) > 1);
    const members = await createMembers(databaseUrl, memberCount);
    const options = await stockOptions(databaseUrl, CHECKOUT_OPTIONS + (clusterRace ? 2 : 1), CHECKOUT_OPTION_STOCK);
    const raceOption = options.pop()!;
    const clusterRaceOption = clusterRace ? options.pop()! : undefined;
    // The cart page's members and the races' keep carts and orders of their own, apart from the load's.
    const reserved = CART_PAGE_MEMBERS + OVERSELL.attempts * (clusterRace ? 2 : 1);
    if (members.length <= reserved) throw new Error(`--members must be more than ${reserved}`);
    cartPageMembers = members.slice(-CART_PAGE_MEMBERS);
    const racers = members.slice(-reserved, -CART_PAGE_MEMBERS);
    buying = {
      databaseUrl,
      loadMembers: new MemberPool(members.slice(0, -reserved)),
      oversellMembers: racers.slice(0, OVERSELL.attempts),
      options,
      raceOption,
      ...(clusterRaceOption
        ? { clusterRace: { option: clusterRaceOption, members: racers.slice(OVERSELL.attempts) } }
        : {}),
      cartCookies: [],
    };
    console.log(
      `${fmt(members.length)} members with a token each and ${fmt(options.length + 1)} options in stock, in ${fmt((Date.now() - setupStart) / 1000, 1)} s.`,
    );
  }
  // A bulk load leaves the planner without statistics until autovacuum gets round to it; a shop that
  // has been running has them, and autovacuum must not start in the middle of a measurement.
  await query(databaseUrl, "VACUUM (ANALYZE)");
  if (wantsCartPage && buying) {
    buying.cartCookies = await prepareCartPages(baseUrl, cartPageMembers, buying.options, CART_PAGE_LINES);
    console.log(
      `${fmt(buying.cartCookies.length)} members logged in through /user/login, ${CART_PAGE_LINES} lines each.`,
    );
  }
  const [{ version }] = (await query(databaseUrl, "select version()")) as [{ version: string }];
  const machine = machineInfo(version.split(" on ")[0] ?? version);
  const [{ n: itemCount }] = (await query(databaseUrl, "select count(*)::int as n from items")) as [{ n: number }];
  if (itemCount < items) throw new Error(`the demo seed loaded ${itemCount} items, not the ${items} asked for`);
  if (selected.some((target) => target.itemPages)) {
    // Spread over the catalog (every n-th displayed item), so the rows are not one corner of the table.
    const rows = (await query(
      databaseUrl,
      `select item_user_code as code from (select item_user_code, row_number() over (order by id) as n,
         count(*) over () as total from items where displayed) numbered
       where n % greatest(1, total / ${ITEM_DETAIL_PAGES}) = 0 limit ${ITEM_DETAIL_PAGES}`,
    )) as { code: string }[];
    itemPageCodes = rows.map((row) => row.code);
  }
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
      const p99Bound = Number.isFinite(latencyGate.maxP99Ms) ? ` and p99 < ${latencyGate.maxP99Ms} ms` : "";
      gate += `\n\nTarget \`${latencyGate.target}\` ≥ ${latencyGate.minRatio * 100} % of the baseline's req/s${p99Bound}: **${pass ? "PASS" : "FAIL"}** (${fmt(ratio * 100, 1)} %, p99 ${fmt(measured.p99)} ms).`;
      if (!pass) exitCode = 1;
    }
    for (const measured of results.filter((result) => result.target.gate)) {
      const { minRatio, maxP99Ms } = measured.target.gate!;
      const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
      const pass = ratio >= minRatio && measured.p99 < maxP99Ms;
      const p99Bound = Number.isFinite(maxP99Ms) ? ` and p99 < ${maxP99Ms} ms` : "";
      gate += `\n\nTarget \`${measured.target.name}\` (${measured.target.why}) ≥ ${minRatio * 100} % of the baseline's req/s${p99Bound}: **${pass ? "PASS" : "FAIL"}** (${fmt(ratio * 100, 1)} %, p99 ${fmt(measured.p99)} ms).`;
      if (!pass) exitCode = 1;
    }
    const checkoutMeasured = results.find((result) => result.target.flow === "checkout" && !result.target.cluster);
    let checkoutDetails: { paid: PaidCheck; race: OversellResult; stepCosts: StepCost[] } | undefined;
    if (checkoutMeasured && buying) {
      const paid = await verifyPaid(
        databaseUrl,
        (checkoutMeasured.checkout ?? []).flatMap((run) => run.orderCodes),
      );
      console.log(`  checkout: ${fmt(paid.paid)} of ${fmt(paid.checked)} counted orders paid in the database.`);
      process.stdout.write(
        `  oversell race: ${OVERSELL.attempts} orders for ${OVERSELL.stock} in stock, ${connections} buyers … `,
      );
      const race = await runOversellCheck({
        baseUrl,
        databaseUrl,
        option: buying.raceOption,
        stock: OVERSELL.stock,
        attempts: OVERSELL.attempts,
        buyers: connections,
        members: buying.oversellMembers,
      });
      console.log(
        `${race.paidFlows} paid, ${race.ordersPlaced} placed, stock ${race.stockAfter}: ${race.pass ? "PASS" : "FAIL"}`,
      );
      process.stdout.write(`  checkout step by step: ${STEP_COST_ORDERS} orders, one step at a time … `);
      const stepCosts = await measureStepCosts({
        baseUrl,
        databaseName,
        buyers: connections,
        orders: STEP_COST_ORDERS,
        members: buying.loadMembers,
        options: buying.options,
        around: flags["cpu-prof"]
          ? async (step, phase) => {
              const shopNow = cpuSnapshot(Number(new URL(baseUrl).port), databaseName);
              if (phase === "start") signalShop(shopNow, "SIGURG");
              else await collectProfiles(shopNow, `checkout-step-${step}`);
            }
          : undefined,
      });
      const stepFailures = stepCosts.reduce((sum, cost) => sum + cost.failed, 0);
      console.log(`${stepFailures} failed.`);
      checkoutDetails = { paid, race, stepCosts };
      const verdict = checkoutSection(checkoutMeasured, baseline, paid, race, stepCosts);
      gate += `\n\n${verdict.text}`;
      if (!verdict.pass) exitCode = 1;
    }
    // The checkout through nginx and a cluster: every counted order paid; through the most workers, the race again,
    // its buyers spread over processes that share only the database.
    for (const measured of results.filter((result) => result.target.flow === "checkout" && result.target.cluster)) {
      const workers = measured.target.cluster!;
      const paid = await verifyPaid(
        databaseUrl,
        (measured.checkout ?? []).flatMap((run) => run.orderCodes),
      );
      let text = `\`${measured.target.name}\` (${measured.target.why}): ${fmt(measured.requestsPerSecond, 1)} paid orders/s, flow p99 ${fmt(measured.p99)} ms; ${fmt(measured.errors)} failed flows; ${fmt(paid.paid)} of ${fmt(paid.checked)} counted orders \`paid\` in the database.`;
      let pass = paid.allPaid && measured.errors === 0;
      const race = buying?.clusterRace;
      const nginxUrl = shops.clusters?.get(workers)?.nginxUrl;
      if (race && nginxUrl && workers === Math.max(...CLUSTER_WORKERS)) {
        process.stdout.write(`  oversell race through nginx → ${workers} workers … `);
        const result = await runOversellCheck({
          baseUrl: nginxUrl,
          databaseUrl,
          option: race.option,
          stock: OVERSELL.stock,
          attempts: OVERSELL.attempts,
          buyers: connections,
          members: race.members,
        });
        console.log(
          `${result.paidFlows} paid, ${result.ordersPlaced} placed, stock ${result.stockAfter}: ${result.pass ? "PASS" : "FAIL"}`,
        );
        text += ` The oversell race through it: ${fmt(result.attempts)} orders for ${fmt(result.stock)} in stock, ${fmt(result.placed)} placed and ${fmt(result.paidFlows)} paid; in the database ${fmt(result.ordersPlaced)} orders placed for the option, its stock ${fmt(result.stockAfter)}, ${fmt(result.negativeStockRows)} rows below 0: **${result.pass ? "PASS" : "FAIL"}**.`;
        pass &&= result.pass;
      }
      gate += `\n\n${text}`;
      if (!pass) exitCode = 1;
    }
    if (results.some((result) => result.target.session)) {
      gate += `\n\nThe *members' sessions* row: \`GET /cart\` server-rendered for ${CART_PAGE_MEMBERS} members with ${CART_PAGE_LINES} lines each (options spread over the catalog), each logged in once through the storefront's login form (its session cookie carries the member's API token); the connections rotate over their cookies. No target; the issue asks for its p99.`;
    }
    if (results.some((result) => result.target.uncached === "pages")) {
      gate +=
        "\n\nRows marked *PAGE_CACHE=off* are served by another shop process on the same database whose storefront renders every guest's page (its shared shell answers and the API's own caches stay on, as in production); the *members' sessions* page rows rotate over the cart-page members' session cookies, so they are rendered for each member and never cached.";
    }
    if (results.some((result) => result.target.uncached === true)) {
      gate +=
        "\n\nRows marked *page cache off* are served by a second shop process on the same database started with `LIST_PAGE_CACHE=false`: every request builds its page (the 30 s totals and the search's 60 s ranked ids stay cached). They carry no target; they show what the 2 s page cache saves.";
    }

    const clusterRows = results.filter((result) => result.target.cluster);
    if (clusterRows.length > 0) {
      // Each route with 1 worker against the same route with more, measured in the same run.
      const comparisons = clusterRows
        .filter((result) => result.target.cluster === 1)
        .flatMap((one) => {
          const route = one.target.name.replace(/^cluster1-/, "");
          return clusterRows
            .filter((more) => (more.target.cluster ?? 0) > 1 && more.target.name.endsWith(`-${route}`))
            .map(
              (more) =>
                `\`${route}\` ${fmt(more.requestsPerSecond / one.requestsPerSecond, 2)}× (${fmt(one.requestsPerSecond)} → ${fmt(more.requestsPerSecond)} req/s, RSS ${fmt(one.rssMib)} → ${fmt(more.rssMib)} MiB)`,
            );
        });
      gate += `\n\nRows marked *nginx → N workers* go through nginx with \`deploy/nginx.conf\` (access log off) in front of \`npm run start:cluster\` with \`WORKERS=N\` on the same database (docs/decisions/024); their CPU is the workers' and the primary's together, their RSS the workers' together. No target: the issue asks for the two side by side. ${CLUSTER_WORKERS.at(-1)} workers against 1: ${comparisons.join("; ")}.`;
    }

    const section = resultsSection(machine, itemCount, results, gate);
    console.log(`\n${section.split("\n").slice(1, -1).join("\n")}`);
    writeFileSync(
      path.join(logDir, `bench-${machine.date.replaceAll(":", "-")}.json`),
      `${JSON.stringify(
        { machine, itemCount, connections, duration, warmup, rounds, results, checkoutDetails },
        // The counted orders' codes were checked in the database; the file keeps their number, not the codes.
        (key, value) => (key === "orderCodes" ? undefined : value),
        2,
      )}\n`,
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
