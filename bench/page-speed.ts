// Page speed of the server-rendered storefront, run by run-bench.ts (targets `lighthouse` and
// `js-budget`) against the shop it started: Lighthouse's performance score of the home, an item, a
// search and a category page, and the gzip size of the JavaScript an item page loads. See bench/README.md.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_BASE_ARGS, CHROMIUM_EXECUTABLE } from "../e2e/chromium-launch.js";

/**
 * The pages measured (issue 12): the home page, the first demo item's page (`/items/:itemUserCode`), a search as the
 * header's box sends it (the query percent-encoded as UTF-8, as the browser does) and the category page of the load
 * benchmark (run-bench.ts `CATEGORY_PAGE`).
 */
export const PAGES = [
  { name: "home", path: "/" },
  { name: "item", path: "/items/G0000001" },
  { name: "search", path: `/search?${new URLSearchParams({ query: "한우" })}` },
  { name: "category", path: "/category/111" },
] as const;

/** Lighthouse performance score every page must reach (median of the runs). */
export const LIGHTHOUSE_TARGET_SCORE = 95;
/** Gzip bytes of JavaScript the item page may load. */
export const JS_BUDGET_BYTES = 120 * 1024;

const METRICS = [
  { id: "first-contentful-paint", label: "FCP" },
  { id: "largest-contentful-paint", label: "LCP" },
  { id: "total-blocking-time", label: "TBT" },
  { id: "cumulative-layout-shift", label: "CLS" },
  { id: "speed-index", label: "Speed Index" },
  // Observed main-thread time times the simulated CPU slowdown: where TBT comes from.
  { id: "mainthread-work-breakdown", label: "Main thread" },
] as const;

export interface LighthouseResult {
  page: string;
  path: string;
  /** The HTTP status the page answered before measuring; anything but 200 is not measured. */
  status: number;
  /** Performance scores (0–100) of every run, in run order. */
  scores: number[];
  /** The median run's score and metrics (ms, CLS unitless). */
  medianScore: number | null;
  metrics: Record<string, number>;
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's CPU (a mid-range phone of its calibration is ~1000). */
  benchmarkIndex: number | null;
  formFactor: string;
  throttling: string;
}

export interface JsBudgetResult {
  path: string;
  status: number;
  files: { url: string; gzipBytes: number; transferBytes: number; rawBytes: number }[];
  gzipBytes: number;
  transferBytes: number;
  rawBytes: number;
}

/** The page's status, after two renders so the server measured is warm, as a running shop's is. */
async function warmPage(url: string): Promise<number> {
  let status = 0;
  for (let i = 0; i < 2; i++) {
    const response = await fetch(url, { redirect: "manual" });
    await response.arrayBuffer();
    status = response.status;
  }
  return status;
}

/** Lighthouse's own advice for a trace it could not read (NO_NAVSTART on a busy machine): run it again. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRun(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = answer.lhr;
    if (!runtimeError) return answer.lhr;
    if (attempt === LIGHTHOUSE_ATTEMPTS) {
      throw new Error(`Lighthouse failed on ${url} ${attempt} times: ${runtimeError.code} ${runtimeError.message}`);
    }
    console.warn(`  Lighthouse: ${runtimeError.code} on ${url}; running it again`);
  }
}

/**
 * `runs` Lighthouse runs of each page, default settings (mobile form factor, simulated slow 4G
 * and 4× CPU slowdown), performance category only; the median score's run is reported.
 */
export async function runLighthouse(baseUrl: string, runs: number): Promise<LighthouseResult[]> {
  // The browser suite's base flags, not its --disable-features: chrome-launcher passes a list of its own, which a second
  // one would replace (Chromium keeps the last).
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_EXECUTABLE, chromeFlags: CHROMIUM_BASE_ARGS });
  try {
    const results: LighthouseResult[] = [];
    for (const page of PAGES) {
      const url = `${baseUrl}${page.path}`;
      const status = await warmPage(url);
      const result: LighthouseResult = {
        page: page.name,
        path: page.path,
        status,
        scores: [],
        medianScore: null,
        metrics: {},
        lighthouseVersion: "",
        benchmarkIndex: null,
        formFactor: "",
        throttling: "",
      };
      results.push(result);
      if (status !== 200) continue;
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await lighthouseRun(url, chrome.port);
        lhrs.push(lhr);
        result.scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      }
      const sorted = [...lhrs].sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const median = sorted[Math.floor(sorted.length / 2)]!;
      result.medianScore = Math.round((median.categories.performance?.score ?? 0) * 100);
      for (const metric of METRICS) {
        const value = median.audits[metric.id]?.numericValue;
        if (value !== undefined) result.metrics[metric.label] = value;
      }
      result.lighthouseVersion = median.lighthouseVersion;
      result.benchmarkIndex = median.environment.benchmarkIndex ?? null;
      result.formFactor = median.configSettings.formFactor;
      const throttle = median.configSettings.throttling;
      result.throttling = `${median.configSettings.throttlingMethod}: ${throttle.rttMs} ms RTT, ${(throttle.throughputKbps / 1024).toFixed(1)} Mbit/s, CPU ×${throttle.cpuSlowdownMultiplier}`;
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * The JavaScript the item page really loads: Chromium (through Playwright) opens it, every
 * script response until the network is idle counts (entry, route modules, preloaded and lazily
 * imported chunks). Each file is then fetched again and gzipped at level 9, as the build's
 * precompressed .gz beside it is, so the total is the gzip size whatever encoding the browser
 * negotiated (Chromium gets brotli: its transferred bytes are reported beside it).
 */
export async function measureJsBudget(baseUrl: string): Promise<JsBudgetResult> {
  const page = PAGES.find((candidate) => candidate.name === "item")!;
  const url = `${baseUrl}${page.path}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_BASE_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const tab = await context.newPage();
    const scripts = new Map<string, number>();
    const pending: Promise<void>[] = [];
    tab.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response
          .request()
          .sizes()
          .then((sizes) => {
            scripts.set(response.url(), sizes.responseBodySize);
          }),
      );
    });
    const response = await tab.goto(url, { waitUntil: "networkidle" });
    const status = response?.status() ?? 0;
    await Promise.all(pending);
    const files: JsBudgetResult["files"] = [];
    for (const [scriptUrl, transferBytes] of scripts) {
      // fetch hands over the decoded bytes, whatever encoding the server chose.
      const body = Buffer.from(await (await fetch(scriptUrl)).arrayBuffer());
      const gzipBytes = gzipSync(body, { level: 9 }).length;
      files.push({ url: scriptUrl.replace(baseUrl, ""), gzipBytes, transferBytes, rawBytes: body.length });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (pick: (file: JsBudgetResult["files"][number]) => number) =>
      files.reduce((total, f) => total + pick(f), 0);
    return {
      path: page.path,
      status,
      files,
      gzipBytes: sum((f) => f.gzipBytes),
      transferBytes: sum((f) => f.transferBytes),
      rawBytes: sum((f) => f.rawBytes),
    };
  } finally {
    await browser.close();
  }
}

export const fmtKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fmtMs = (ms: number) => `${Math.round(ms).toLocaleString("en-US")} ms`;

/** The README lines of the page-speed results, with PASS or FAIL against each target. */
export function pageSpeedSection(lighthouseResults: LighthouseResult[] | null, budget: JsBudgetResult | null) {
  const lines: string[] = [];
  let pass = true;
  if (lighthouseResults) {
    const first = lighthouseResults.find((result) => result.medianScore !== null);
    lines.push(
      `Lighthouse ${first?.lighthouseVersion ?? "?"}, performance only, ${first?.formFactor ?? "mobile"} (its default: ${first?.throttling ?? "simulated throttling"}), median of ${first?.scores.length ?? 0} runs per page; this machine's Lighthouse benchmark index ${first?.benchmarkIndex ?? "?"}.`,
      "",
      `| page | score (median) | scores of the runs | FCP | LCP | TBT | CLS | Speed Index | main-thread work | target ≥ ${LIGHTHOUSE_TARGET_SCORE} |`,
      "|---|---:|---|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const result of lighthouseResults) {
      if (result.medianScore === null) {
        pass = false;
        lines.push(`| \`${result.path}\` | — | not measured: answered ${result.status} | | | | | | | **FAIL** |`);
        continue;
      }
      const ok = result.medianScore >= LIGHTHOUSE_TARGET_SCORE;
      pass &&= ok;
      const m = result.metrics;
      lines.push(
        `| \`${result.path}\` | ${result.medianScore} | ${result.scores.join(", ")} | ${fmtMs(m.FCP ?? 0)} | ${fmtMs(m.LCP ?? 0)} | ${fmtMs(m.TBT ?? 0)} | ${(m.CLS ?? 0).toFixed(3)} | ${fmtMs(m["Speed Index"] ?? 0)} | ${fmtMs(m["Main thread"] ?? 0)} | **${ok ? "PASS" : "FAIL"}** |`,
      );
    }
    lines.push("");
  }
  if (budget) {
    if (budget.status !== 200) {
      pass = false;
      lines.push(
        `JavaScript budget of \`${budget.path}\`: **FAIL**, not measured: the page answered ${budget.status}.`,
      );
    } else {
      const ok = budget.gzipBytes <= JS_BUDGET_BYTES;
      pass &&= ok;
      lines.push(
        `JavaScript loaded by \`${budget.path}\` (${budget.files.length} files, measured from Chromium's requests): **${fmtKb(budget.gzipBytes)} gzip** (${fmtKb(budget.transferBytes)} as transferred with brotli, ${fmtKb(budget.rawBytes)} uncompressed); target ≤ ${fmtKb(JS_BUDGET_BYTES)} gzip: **${ok ? "PASS" : "FAIL"}**.`,
        "",
        "| file | gzip | brotli (transferred) | raw |",
        "|---|---:|---:|---:|",
        ...budget.files.map(
          (file) =>
            `| \`${file.url}\` | ${fmtKb(file.gzipBytes)} | ${fmtKb(file.transferBytes)} | ${fmtKb(file.rawBytes)} |`,
        ),
      );
    }
    lines.push("");
  }
  return { lines, pass };
}
