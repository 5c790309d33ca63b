import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "./chromium-launch";

/**
 * Playwright drives Debian's Chromium (scripts/ensure-browser.mjs) against the real shop that
 * e2e/run-e2e.mjs starts on a fresh database; run the suite with `npm run test:e2e` (arguments
 * after `--` reach Playwright, e.g. `npm run test:e2e -- specs/system.spec.ts --project=pc`).
 * To point it at a shop already running: `E2E_BASE_URL=http://127.0.0.1:3000 npx playwright test`
 * inside e2e/.
 *
 * Projects and tags: the suite runs once, each test at one width (docs/decisions/055). A spec file has a home width:
 * the phone unless it is listed in PC_HOME below, and its untagged tests run there only (a journey is the same
 * journey at either width; what differs between them is the layout, which the tagged tests check). Tags:
 *   - `@phone`  the phone project (mobile header, bottom bar, swipe…), whatever the file's home
 *   - `@pc`     the PC project (GNB hover menus, floating side menu…), whatever the file's home
 *   - `@both`   both projects (a check that must hold at either width)
 *   - `@api`    does not depend on the viewport (HTTP-level checks): runs once, in the PC project
 *   - `@maintenance`  changes site-wide state (the maintenance window through the dev route), which
 *               would break every page another worker opens meanwhile: runs in the "maintenance"
 *               project (PC), alone, after phone and pc have finished (and not at all if they fail)
 * e.g. `test("하단 바", { tag: "@phone" }, async ({ page }) => …)`. Inside a test,
 * `testInfo.project.name` is "phone" or "pc" and the `isMobile` fixture is true on the phone.
 *
 * E2E_PROJECTS (e.g. `phone`, or `pc,maintenance`) keeps only those projects; the maintenance
 * project then waits for whichever of phone and pc are kept. CI runs the phone project on PGlite and
 * the PC project on PostgreSQL, so the suite meets both databases and both widths once (.ci/run).
 */
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) {
  throw new Error("E2E_BASE_URL is not set: run the suite with `npm run test:e2e`, which starts the shop first.");
}
const ci = process.env.CI === "true";
const wantedProjects = (process.env.E2E_PROJECTS ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const unknownProjects = wantedProjects.filter((name) => !["phone", "pc", "maintenance"].includes(name));
if (unknownProjects.length > 0) {
  throw new Error(`E2E_PROJECTS names unknown projects: ${unknownProjects.join(", ")} (phone, pc, maintenance)`);
}
const kept = (name: string) => wantedProjects.length === 0 || wantedProjects.includes(name);

/**
 * Spec files whose untagged tests run at PC width: the back office (drawn for 1280 px), and the journeys of money and
 * orders, so the payment, cancel and refund paths meet PostgreSQL in CI. Every other file's home is the phone. The
 * split keeps the two CI runs about as long as each other (README, Tests).
 */
const PC_HOME = [
  "admin",
  "admin-[a-z-]+",
  "bulk-vbank",
  "catalog-list",
  "documents",
  "guest-order",
  "naverpay",
  "order",
  "order-cancel",
  "order-confirm",
  "order-return",
  "pinpay",
  "point-expiry",
  "private-order",
  "quote",
  "seo",
  "system",
  "tracking",
];
const pcHome = new RegExp(`(?:^|[\\s/])(?:${PC_HOME.join("|")})\\.spec\\.ts\\b`);
/**
 * The tests of files whose home is the other width, except those tagged for this project (Playwright's grep reads the
 * project, the file, the titles and the tags).
 */
const awayFrom = (home: "phone" | "pc", keptTags: string) =>
  new RegExp(`^(?!.*@(?:${keptTags})\\b)${home === "pc" ? `.*${pcHome.source}` : `(?!.*${pcHome.source})`}`);

export default defineConfig({
  testDir: "./specs",
  outputDir: "./test-results",
  // The specs share one shop and one database: files run in parallel, tests inside a file in order. Three workers on
  // the two cores: a browser test waits on the shop and the database part of its time, and a third worker filled that
  // wait (the phone run went from 6.7 to 5.3 minutes). A fourth (session 12) pushed page loads past the 5 s expect
  // timeout in CI (docs/decisions/055).
  fullyParallel: false,
  workers: 3,
  // One in CI, for a slow machine's timing. (The "Page crashed" seen across the PC specs was the home page's window
  // popup opened with an opener while the test moved on; popups now open without one, specs/popup.spec.ts.)
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // A test's budget: 30 s here, 60 s in CI, where three workers, the shop and its database share two cores and
  // journeys that take 10–17 s on a quiet machine ran past 30 s (session 11: the cart, session and re-login journeys).
  timeout: ci ? 60_000 : 30_000,
  // An assertion's wait, likewise: 5 s here, 10 s in CI. A login's redirect (the password hash, the cart merge and the
  // next page's render) took over 5 s on a loaded CI run (session 17: admin-claim, passed on retry). A longer wait
  // costs a passing test nothing; it only lets a slow answer arrive.
  expect: { timeout: ci ? 10_000 : 5_000 },
  reporter: ci ? [["list"]] : [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  use: {
    baseURL,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "phone",
      grepInvert: [/@pc\b|@api\b|@maintenance\b/, awayFrom("pc", "phone|both")],
      use: {
        // Android Chrome's user agent and touch, on the 375 px width the mobile layouts are drawn for.
        ...devices["Pixel 7"],
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
        // One device pixel per CSS pixel: the phone's 2.6 would make Chromium paint seven times the pixels of every
        // page in software (no GPU here) for nothing a test reads.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "pc",
      // @api tests run here wherever their file's home is.
      grepInvert: [/@phone\b|@maintenance\b/, awayFrom("phone", "pc|both|api")],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "maintenance",
      grep: /@maintenance\b/,
      dependencies: ["phone", "pc"].filter(kept),
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
  ].filter((project) => kept(project.name)),
});
